import { socialRoutes } from '@indiwave/domain/contract/social';
import { MESSAGES } from '@indiwave/domain/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAccountDialogs } from '../../lib/account-dialogs';
import { mockApi, fakeReply, fakeFailure, respond } from '../../test/mock-api';
import { buildSessionUser, renderAt, signIn } from '../../test/render';
import { useFollowStore } from '../../lib/social/follow-store';
import { FollowAllButton, FollowButton } from './FollowButton';

afterEach(() => {
  vi.unstubAllGlobals();
  signIn(null);
  useFollowStore.setState({ flags: {}, loading: {} });
  useAccountDialogs.setState({ dialog: null, flow: null, context: {} });
});

/** A follow call that answers when the test says so. */
function mockDeferredFollow(status = 200) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const calls: unknown[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { task: string };
    calls.push(body);
    await gate;
    if (status !== 200)
      return respond(fakeFailure(socialRoutes.follow, status, 'Server-side error occured!'), input, init);
    return respond(
      fakeReply(socialRoutes.follow, {
        success: true,
        result: { is_following: body.task === 'follow', followers_count: 5 },
      }),
      input,
      init,
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, release: () => release() };
}

describe('follow (spec 1 §4, §5, §8)', () => {
  it('follows: disabled while the call runs, then Following', async () => {
    signIn(buildSessionUser({ slug: 'maya-rao' }));
    const server = mockDeferredFollow();
    renderAt(<FollowButton slug="asha-menon" name="Asha Menon" isFollowing={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Follow Asha Menon' }));
    const pending = screen.getByRole('button', { name: 'Unfollow Asha Menon' });
    expect(pending).toBeDisabled();
    expect(server.calls).toEqual([{ artist_slug: 'asha-menon', task: 'follow' }]);
    server.release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unfollow Asha Menon' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Unfollow Asha Menon' })).toHaveTextContent('Following');
  });

  it('reverts the flag when the call fails, with no message', async () => {
    signIn(buildSessionUser({ slug: 'maya-rao' }));
    const server = mockDeferredFollow(500);
    renderAt(<FollowButton slug="asha-menon" name="Asha Menon" isFollowing />);
    fireEvent.click(screen.getByRole('button', { name: 'Unfollow Asha Menon' }));
    expect(screen.getByRole('button', { name: 'Follow Asha Menon' })).toBeDisabled();
    server.release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unfollow Asha Menon' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is hidden on the viewer themselves', () => {
    signIn(buildSessionUser({ slug: 'asha-menon' }));
    mockApi({});
    renderAt(
      <>
        <FollowButton slug="asha-menon" name="Asha Menon" isFollowing={false} />
        <FollowButton slug="kabir-sethi" name="Kabir Sethi" isFollowing={false} isSelf />
      </>,
    );
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
  });

  it("opens the sign-in dialog with intent 'follow' for a visitor", () => {
    const { sent } = mockApi({});
    renderAt(<FollowButton slug="asha-menon" name="Asha Menon" isFollowing={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Follow Asha Menon' }));
    expect(useAccountDialogs.getState().context).toEqual({ intent: 'follow' });
    expect(sent).toHaveLength(0);
  });

  it("follows every artist not followed with 'Follow All', then offers 'Unfollow All'", async () => {
    signIn(buildSessionUser({ slug: 'maya-rao' }));
    const { sent } = mockApi({
      'POST /api/indiwaveuser/followv2': ({ body }) =>
        fakeReply(socialRoutes.follow, {
          success: true,
          result: { is_following: (body as { task: string }).task === 'follow', followers_count: 1 },
        }),
    });
    renderAt(
      <FollowAllButton
        artists={[
          { slug: 'asha-menon', isFollowing: true },
          { slug: 'kabir-sethi', isFollowing: false },
          { slug: 'maya-rao', isFollowing: false, isSelf: true },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.followAll }));
    await waitFor(() => expect(screen.getByRole('button', { name: MESSAGES.unfollowAll })).toBeEnabled());
    expect(sent.map((call) => call.body)).toEqual([{ artist_slug: 'kabir-sethi', task: 'follow' }]);
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.unfollowAll }));
    await waitFor(() => expect(screen.getByRole('button', { name: MESSAGES.followAll })).toBeEnabled());
    expect(sent.slice(1).map((call) => call.body)).toEqual([
      { artist_slug: 'asha-menon', task: 'unfollow' },
      { artist_slug: 'kabir-sethi', task: 'unfollow' },
    ]);
  });
});
