import { authRoutes } from '@indiwave/domain/contract/auth';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAccountDialogs } from '../../../lib/account-dialogs.ts';
import { getSessionUser } from '../../../lib/session.ts';
import { buildSessionReply, mockApi, fakeFailure, fakeReply } from '../../../test/mock-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { SocialReturnHandler } from './SocialReturnHandler.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  useAccountDialogs.setState({ dialog: null, flow: null, context: {} });
});

function startPending(state: string, context = {}) {
  window.sessionStorage.setItem(
    'socialSignIn',
    JSON.stringify({ state, provider: 'GOOGLE', context, createdAt: Date.now() }),
  );
}

describe('the return from Google or Facebook (spec 1 §2.2, §4, §8)', () => {
  it('a new user: social_login with register_from 5, the token leaves the address, then /register', async () => {
    startPending('s1');
    const api = mockApi({
      'GET /api/social_login': fakeReply(
        authRoutes.socialLogin,
        buildSessionReply(
          { is_type: 'Listener', artist_type: [], is_new_user: true, is_show_update_form: true },
          'listener',
        ),
      ),
    });
    const { router } = renderAt(<SocialReturnHandler />, '/faq#access_token=tok-1&token_type=Bearer&state=s1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    const call = api.fetchMock.mock.calls[0] as unknown as [string];
    expect(new URL(call[0], 'http://x').searchParams.toString()).toBe(
      'access_token=tok-1&provider=GOOGLE&register_from=5&social_login_action=login&source=web',
    );
    expect(getSessionUser()).toMatchObject({ status: 3, isShowUpdateForm: true, signInProvider: 'GOOGLE' });
    expect(router.state.location.hash).toBe('');
  });

  it('a known listener lands on /songs; an artist on /mydashboard', async () => {
    startPending('s2', { type: 'login' });
    mockApi({
      'GET /api/social_login': fakeReply(
        authRoutes.socialLogin,
        buildSessionReply({ is_type: 'Listener', artist_type: [] }, 'listener'),
      ),
    });
    const listener = renderAt(<SocialReturnHandler />, '/about#access_token=tok-2&state=s2');
    await waitFor(() => expect(listener.router.state.location.pathname).toBe('/songs'));
    listener.unmount();
    startPending('s3');
    mockApi({ 'GET /api/social_login': fakeReply(authRoutes.socialLogin, buildSessionReply()) });
    const artist = renderAt(<SocialReturnHandler />, '/about#access_token=tok-3&state=s3');
    await waitFor(() => expect(artist.router.state.location.pathname).toBe('/mydashboard'));
  });

  it('a return this tab did not start signs nobody in (login CSRF); a failure only hides the spinner', async () => {
    startPending('mine');
    const api = mockApi({
      'GET /api/social_login': fakeFailure(
        authRoutes.socialLogin,
        400,
        'We could not verify your sign-in. Please try again.',
      ),
    });
    const forged = renderAt(<SocialReturnHandler />, '/about?provider=GOOGLE&access_token=planted&state=theirs');
    await waitFor(() => expect(forged.router.state.location.search).toBe(''));
    expect(api.fetchMock).not.toHaveBeenCalled();
    forged.unmount();
    startPending('mine');
    const failed = renderAt(<SocialReturnHandler />, '/about#access_token=bad&state=mine');
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalledOnce());
    expect(getSessionUser()).toBeNull();
    expect(failed.router.state.location.pathname).toBe('/about');
  });
});
