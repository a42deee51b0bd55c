import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountSettingsRoutes } from '@indiwave/domain/contract/account-settings';
import { authRoutes } from '@indiwave/domain/contract/auth';
import { MESSAGES } from '@indiwave/domain/messages';
import { buildSessionUser, signIn } from '../test/render';
import { ApiError, buildApiUrl, callApi } from './api-client';

afterEach(() => vi.unstubAllGlobals());

describe('the API client', () => {
  it('fills {product} with the brand slug, then the path parameters', () => {
    expect(buildApiUrl(accountSettingsRoutes.changePassword.path)).toBe('/api/indiwaveuser/change_password');
    expect(buildApiUrl(authRoutes.activateUserAccount.path, { uidb64: 'OQ', token: 'a b' })).toBe('/api/activate_user_account/OQ/a%20b');
    expect(buildApiUrl('/social_login', undefined, { provider: 'GOOGLE', x: undefined })).toBe('/api/social_login?provider=GOOGLE');
  });

  it('sends the stored token in Authorization on every call', async () => {
    signIn(buildSessionUser({ token: 'Token abc' }));
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, message: 'ok' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await callApi(authRoutes.logout);
    expect(new Headers((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers).get('authorization')).toBe('Token abc');
  });

  it('sends a multipart body as is, without a JSON content type', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: false, error: MESSAGES.imageTooLarge }), { status: 413 }));
    vi.stubGlobal('fetch', fetchMock);
    const formData = new FormData();
    formData.set('image_type', 'profile');
    await expect(callApi(accountSettingsRoutes.updateProfileCoverPic, { formData })).rejects.toEqual(new ApiError(MESSAGES.imageTooLarge, 413));
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe(formData);
    expect(new Headers(init.headers).get('content-type')).toBeNull();
  });
});
