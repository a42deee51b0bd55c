import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountSettingsRoutes } from '@indiwave/domain/contract/account-settings';
import { authRoutes } from '@indiwave/domain/contract/auth';
import { MESSAGES } from '@indiwave/domain/messages';
import { z } from 'zod';
import { fakeFailure, fakeReply, respond } from '../test/mock-api';
import { buildSessionUser, signIn } from '../test/render';
import { ApiError, buildApiUrl, callApi } from './api-client';

afterEach(() => vi.unstubAllGlobals());

describe('the API client', () => {
  it('fills {product} with the brand slug, then the path parameters', () => {
    expect(buildApiUrl(accountSettingsRoutes.changePassword.path)).toBe('/api/indiwaveuser/change_password');
    expect(buildApiUrl(authRoutes.activateUserAccount.path, { uidb64: 'OQ', token: 'a b' })).toBe(
      '/api/activate_user_account/OQ/a%20b',
    );
    expect(buildApiUrl('/social_login', undefined, { provider: 'GOOGLE', x: undefined })).toBe(
      '/api/social_login?provider=GOOGLE',
    );
  });

  it('sends the stored token in Authorization on every call', async () => {
    signIn(buildSessionUser({ token: 'Token abc' }));
    const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
      respond(fakeReply(authRoutes.logout, { success: true, message: 'ok' }), input, init),
    );
    vi.stubGlobal('fetch', fetchMock);
    await callApi(authRoutes.logout);
    expect(
      new Headers((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers).get('authorization'),
    ).toBe('Token abc');
  });

  it('sends a multipart body as is, without a JSON content type', async () => {
    const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
      respond(fakeFailure(accountSettingsRoutes.updateProfileCoverPic, 413, MESSAGES.imageTooLarge), input, init),
    );
    vi.stubGlobal('fetch', fetchMock);
    const formData = new FormData();
    formData.set('image_type', 'profile');
    await expect(callApi(accountSettingsRoutes.updateProfileCoverPic, { formData })).rejects.toEqual(
      new ApiError(MESSAGES.imageTooLarge, 413),
    );
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe(formData);
    expect(new Headers(init.headers).get('content-type')).toBeNull();
  });

  it('a creating call sends one Idempotency-Key per action, and retries a lost answer with the same key (issue 14 item 9)', async () => {
    const replies = [() => Promise.reject(new TypeError('Failed to fetch')), async () => new Response('{}', { status: 502 }), async () => new Response(JSON.stringify({ success: true, result: { id: 1 } }), { status: 200 })];
    let call = 0;
    const fetchMock = vi.fn(async () => replies[Math.min(call++, replies.length - 1)]());
    vi.stubGlobal('fetch', fetchMock);
    const route = { method: 'POST', path: '/song_comments', summary: 'test', isAuthRequired: true, isIdempotent: true, response: z.object({ success: z.literal(true), result: z.object({ id: z.number() }) }) } as const;
    await expect(callApi(route, { body: undefined })).resolves.toEqual({ success: true, result: { id: 1 } });
    const keys = fetchMock.mock.calls.map((args) => new Headers((args as unknown as [string, RequestInit])[1].headers).get('idempotency-key'));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(1);

    // The next action is another key.
    call = 2;
    await callApi(route);
    const next = new Headers((fetchMock.mock.calls[3] as unknown as [string, RequestInit])[1].headers).get('idempotency-key');
    expect(next).not.toBe(keys[0]);
  });

  it('other calls carry no key and are not retried', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 502 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(callApi(authRoutes.logout)).rejects.toEqual(new ApiError(MESSAGES.serverError, 502));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new Headers((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers).get('idempotency-key')).toBeNull();
  });
});
