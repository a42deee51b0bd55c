import { mutationOptions, useMutation } from '@tanstack/react-query';
import { authRoutes } from '@indiwave/domain/contract/auth';
import { callApi } from '../../../lib/api-client.ts';

/** POST send_account_activation_email {user_slug}: mails a link to /verify-email/{a}/{b} (spec 2 §7). */
export function sendActivationLink(userSlug: string) {
  return callApi(authRoutes.sendAccountActivationEmail, { body: { user_slug: userSlug } });
}

/** Mutation options for mailing a verification link. */
export function getSendActivationLinkOptions() {
  return mutationOptions({ mutationKey: ['verification', 'activation-link'] as const, mutationFn: sendActivationLink });
}

/** Mails a verification link, for those who prefer a link to a code. */
export function useSendActivationLink() {
  return useMutation(getSendActivationLinkOptions());
}
