import { authRoutes } from '@indiwave/domain/contract/auth';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@indiwave/domain/messages';
import { useAccountDialogs } from '../../../lib/account-dialogs.ts';
import { getSessionUser } from '../../../lib/session.ts';
import { buildSessionReply, mockApi, fakeFailure, fakeReply } from '../../../test/mock-api.ts';
import { renderInDialog } from '../../../test/render.tsx';
import { buildAuthorizeUrl, isInAppBrowser, readSocialReturn, takePendingSocialSignIn } from '../social-sign-in.ts';
import { LoginDialogContent } from './LoginDialogContent.tsx';

vi.mock('../../../ui/RobotCheck.tsx', () => ({
  RobotCheck: ({ onChange }: { onChange: (value: string | null) => void }) => (
    <button type="button" onClick={() => onChange('robot-answer')}>
      robot check
    </button>
  ),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  useAccountDialogs.setState({ dialog: null, flow: null, context: {} });
});

const providers = (google: boolean) => ({
  'GET /api/auth/providers': fakeReply(authRoutes.authProviders, {
    success: true,
    google: google ? { client_id: 'gid' } : null,
    facebook: null,
  }),
});

function signInWith(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('the Login/Register popup (spec 2 §2.1, §8)', () => {
  it("a failed sign-in says the spec's sentence with 'Create your account', which opens the register tab", async () => {
    mockApi({
      ...providers(false),
      'POST /api/obtain_auth_token': fakeFailure(authRoutes.obtainAuthToken, 400, MESSAGES.loginFailed),
    });
    useAccountDialogs.setState({ dialog: { kind: 'login', tab: 1 } });
    renderInDialog(<LoginDialogContent tab={1} />);
    signInWith('maya@example.com', 'wrong-one');
    expect(await screen.findByRole('alert')).toHaveTextContent(`${MESSAGES.loginFailed} ${MESSAGES.createAccount}`);
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.createAccount }));
    expect(useAccountDialogs.getState().dialog).toEqual({ kind: 'login', tab: 2, isWhiteBackdrop: undefined });
  });

  it('after repeated failures the server asks for the robot check; the next try sends its answer (issue 14 item 2)', async () => {
    let tries = 0;
    const api = mockApi({
      ...providers(false),
      'POST /api/obtain_auth_token': () =>
        ++tries === 1
          ? fakeFailure(authRoutes.obtainAuthToken, 400, MESSAGES.robotRequired, { recaptcha: MESSAGES.robotRequired })
          : fakeReply(
              authRoutes.obtainAuthToken,
              buildSessionReply({ is_type: 'Listener', artist_type: [] }, 'listener'),
            ),
    });
    useAccountDialogs.setState({ dialog: { kind: 'login', tab: 1 }, context: { type: 'login' } });
    renderInDialog(<LoginDialogContent tab={1} />, '/faq');
    signInWith('maya@example.com', 'secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.robotRequired);
    fireEvent.click(await screen.findByRole('button', { name: 'robot check' }));
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(getSessionUser()).toMatchObject({ token: 'Token key-1' }));
    const sent = api.sent.filter((call) => call.key === 'POST /api/obtain_auth_token').map((call) => call.body);
    expect(sent).toEqual([
      { email: 'maya@example.com', password: 'secret123', source: 'web' },
      { email: 'maya@example.com', password: 'secret123', source: 'web', recaptcha: 'robot-answer' },
    ]);
  });

  it("'Forgot your password' leads to /forgot-password; the password has show/hide", () => {
    mockApi(providers(false));
    renderInDialog(<LoginDialogContent tab={1} />);
    expect(screen.getByRole('link', { name: MESSAGES.forgotPassword })).toHaveAttribute('href', '/forgot-password');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('signs in and goes where the rules say (a listener from the header: /what-is-new)', async () => {
    const api = mockApi({
      ...providers(false),
      'POST /api/obtain_auth_token': fakeReply(
        authRoutes.obtainAuthToken,
        buildSessionReply({ is_type: 'Listener', artist_type: [] }, 'listener'),
      ),
    });
    useAccountDialogs.setState({ dialog: { kind: 'login', tab: 1 }, context: { type: 'login' } });
    const { router } = renderInDialog(<LoginDialogContent tab={1} />, '/faq');
    signInWith('Maya@Example.com', 'secret123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/what-is-new'));
    expect(api.sent.find((call) => call.key === 'POST /api/obtain_auth_token')?.body).toEqual({
      email: 'maya@example.com',
      password: 'secret123',
      source: 'web',
    });
    expect(getSessionUser()).toMatchObject({ status: 3, token: 'Token key-1' });
    expect(useAccountDialogs.getState().dialog).toBeNull();
  });

  it('after login an artist without artist types gets register step 3', async () => {
    mockApi({
      ...providers(false),
      'POST /api/obtain_auth_token': fakeReply(authRoutes.obtainAuthToken, buildSessionReply({ artist_type: [] })),
    });
    renderInDialog(<LoginDialogContent tab={1} />);
    signInWith('maya@example.com', 'secret123');
    await waitFor(() =>
      expect(useAccountDialogs.getState().dialog).toEqual({ kind: 'register', step: 3, isSingleStep: true }),
    );
  });

  it('shows Google only when the server has its client id, never inside in-app browsers', async () => {
    mockApi(providers(true));
    renderInDialog(<LoginDialogContent tab={1} />);
    expect(await screen.findByRole('button', { name: 'Login with Google' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login with Facebook' })).toBeNull();
    expect(isInAppBrowser('Mozilla/5.0 (iPhone) Instagram 300.0')).toBe(true);
    expect(isInAppBrowser('Mozilla/5.0 (Linux; Android) [FBAN/FB4A;FBAV/400.0]')).toBe(true);
    expect(isInAppBrowser('Mozilla/5.0 (X11; Linux) Chrome/130 Safari/537.36')).toBe(false);
  });

  it("tab 3 is the 'Save Opportunity' view", () => {
    mockApi(providers(false));
    renderInDialog(<LoginDialogContent tab={3} />);
    expect(screen.getByRole('heading', { name: 'Save Opportunity' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(useAccountDialogs.getState().dialog).toMatchObject({ kind: 'login', tab: 2 });
  });
});

describe('the social sign-in round trip (spec 1 §2.2)', () => {
  it('asks the provider for a token for our client, and only takes back a return with our state', () => {
    const url = new URL(buildAuthorizeUrl('GOOGLE', 'gid', 'https://indiwave.com/', 'st4te'));
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'gid',
      redirect_uri: 'https://indiwave.com/',
      response_type: 'token',
      state: 'st4te',
    });
    expect(readSocialReturn('#access_token=tok&token_type=Bearer&state=st4te', '')).toEqual({
      accessToken: 'tok',
      state: 'st4te',
      provider: undefined,
      redirectUrl: undefined,
    });
    expect(
      readSocialReturn('', '?provider=facebook&access_token=tok2&redirect_url=https%3A%2F%2Findiwave.com%2Fx&state=s'),
    ).toMatchObject({ accessToken: 'tok2', provider: 'FACEBOOK', redirectUrl: 'https://indiwave.com/x' });
    window.sessionStorage.setItem(
      'socialSignIn',
      JSON.stringify({ state: 'st4te', provider: 'GOOGLE', context: {}, createdAt: Date.now() }),
    );
    expect(takePendingSocialSignIn('forged')).toBeNull();
    window.sessionStorage.setItem(
      'socialSignIn',
      JSON.stringify({ state: 'st4te', provider: 'GOOGLE', context: {}, createdAt: Date.now() }),
    );
    expect(takePendingSocialSignIn('st4te')).toMatchObject({ provider: 'GOOGLE' });
    // Used once.
    expect(takePendingSocialSignIn('st4te')).toBeNull();
  });
});
