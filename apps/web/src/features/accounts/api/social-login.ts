import { mutationOptions, useMutation } from '@tanstack/react-query';
import { authRoutes, type SocialProvider } from '@indiwave/domain/contract/auth';
import { REGISTER_SOURCE } from '@indiwave/domain/constants';
import { callApi } from '../../../lib/api-client.ts';

/** What the social return hands over: the provider's access token and which provider issued it. */
export type SocialLoginInput = { accessToken: string; provider: SocialProvider };

/**
 * GET social_login (spec 2 §7): the server checks the token with the provider and signs in,
 * linking or creating the account. register_from is 5 for Google and 2 for Facebook (spec 2 §9).
 */
export function socialLogin({ accessToken, provider }: SocialLoginInput) {
  return callApi(authRoutes.socialLogin, {
    query: {
      access_token: accessToken,
      provider,
      register_from: String(provider === 'GOOGLE' ? REGISTER_SOURCE.google : REGISTER_SOURCE.facebook),
      social_login_action: 'login',
      source: 'web',
    },
  });
}

/** Mutation options for the social sign-in. */
export function getSocialLoginOptions() {
  return mutationOptions({ mutationKey: ['session', 'social-login'] as const, mutationFn: socialLogin });
}

/** Signs in with a provider's access token. */
export function useSocialLogin() {
  return useMutation(getSocialLoginOptions());
}
