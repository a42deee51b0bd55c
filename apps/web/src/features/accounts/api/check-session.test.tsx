import { authRoutes } from '@indiwave/domain/contract/auth';
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_CHECK_INTERVAL_MS } from '@indiwave/domain/constants';
import { getSessionUser } from '../../../lib/session.ts';
import { buildSessionReply, mockApi, fakeFailure, fakeReply } from '../../../test/mock-api.ts';
import { buildSessionUser, renderRoutes, signIn } from '../../../test/render.tsx';
import { SessionWatcher } from '../components/SessionWatcher.tsx';
import { runSessionCheck } from './check-session.ts';
import { signOut } from './logout.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the periodic session check (spec 1 §4, §7, §9)', () => {
  beforeEach(() => signIn(buildSessionUser({ token: 'Token key-1', name: 'Old Name' })));

  it('refreshes the cached user from check_session, sending the stored token', async () => {
    const api = mockApi({
      'GET /api/check_session': fakeReply(
        authRoutes.checkSession,
        buildSessionReply({
          profile: { first_name: 'New', last_name: 'Name', profile_pic: null, cover_pic: null, country: 'India' },
        }),
      ),
    });
    const onEnded = vi.fn();
    expect(await runSessionCheck(onEnded)).toBe(true);
    expect(api.sent[0]?.headers.get('authorization')).toBe('Token key-1');
    expect(getSessionUser()).toMatchObject({ name: 'New Name', token: 'Token key-1' });
    expect(onEnded).not.toHaveBeenCalled();
  });

  it('a 401 or a failed check ends the session', async () => {
    mockApi({ 'GET /api/check_session': fakeFailure(authRoutes.checkSession, 401, 'Please sign in to continue.') });
    const onEnded = vi.fn();
    expect(await runSessionCheck(onEnded)).toBe(false);
    expect(onEnded).toHaveBeenCalledOnce();
  });

  it('a lost connection or a server error keeps the person signed in', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    const onEnded = vi.fn();
    expect(await runSessionCheck(onEnded)).toBe(true);
    mockApi({ 'GET /api/check_session': fakeFailure(authRoutes.checkSession, 503, 'boom') });
    expect(await runSessionCheck(onEnded)).toBe(true);
    expect(onEnded).not.toHaveBeenCalled();
  });

  it('checks every 90 seconds and signs out on 401: /404, then home', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({
      'GET /api/check_session': fakeFailure(authRoutes.checkSession, 401, 'Please sign in to continue.'),
    });
    const { router } = renderRoutes([{ path: '*', element: <SessionWatcher /> }], '/settings');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS - 1_000);
    });
    expect(api.fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(api.fetchMock).toHaveBeenCalledOnce();
    await waitFor(() => expect(getSessionUser()).toBeNull());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('logout (spec 1 §4, §8)', () => {
  it('calls GET logout, then clears the local session and goes to /404, then home', async () => {
    signIn(buildSessionUser());
    const api = mockApi({
      'GET /api/logout': fakeReply(authRoutes.logout, { success: true, message: 'You have been logged out.' }),
    });
    const visited: string[] = [];
    await signOut({ navigate: ((to: string) => void visited.push(to)) as never });
    expect(api.sent[0]?.key).toBe('GET /api/logout');
    expect(api.sent[0]?.headers.get('authorization')).toBe('Token test-key');
    expect(getSessionUser()).toBeNull();
    await waitFor(() => expect(visited).toEqual(['/404', '/']));
  });

  it('clears the local session even when the call fails', async () => {
    signIn(buildSessionUser());
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    const visited: string[] = [];
    await signOut({ navigate: ((to: string) => void visited.push(to)) as never });
    expect(getSessionUser()).toBeNull();
    expect(window.localStorage.getItem('currentUser')).toBeNull();
  });
});
