import { mutationOptions, useMutation } from '@tanstack/react-query';
import { authRoutes } from '@indiwave/domain/contract/auth';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';

/** The sign-in form's values (spec 2 §7 obtain_auth_token). */
export type SignInInput = z.input<typeof authRoutes.obtainAuthToken.body>;

/** POST obtain_auth_token: signs in with e-mail and password; the reply is the session. */
export function obtainAuthToken(body: SignInInput) {
  return callApi(authRoutes.obtainAuthToken, { body: { ...body, source: body.source ?? 'web' } });
}

/** Mutation options for signing in with a password. */
export function getObtainAuthTokenOptions() {
  return mutationOptions({ mutationKey: ['session', 'sign-in'] as const, mutationFn: obtainAuthToken });
}

/** Signs in with e-mail and password. */
export function useObtainAuthToken() {
  return useMutation(getObtainAuthTokenOptions());
}
