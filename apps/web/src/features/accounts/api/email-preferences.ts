import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationRoutes, type EmailNotificationType } from '@indiwave/domain/contract/notifications';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET {product}user/notification_preferences: which notifications are also e-mailed. */
export function getEmailPreferences(signal?: AbortSignal) {
  return callApi(notificationRoutes.emailPreferences, { signal }).then((reply) => reply.result);
}

/** Query options of the e-mail preferences. */
export function getEmailPreferencesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.account.emailPreferences(), queryFn: ({ signal }) => getEmailPreferences(signal) });
}

/** Fetches the e-mail preferences. */
export function useEmailPreferences() {
  return useQuery(getEmailPreferencesQueryOptions());
}

/** POST {product}user/notification_preferences: turns one type's e-mails on or off. */
export function saveEmailPreference(type: EmailNotificationType, isEnabled: boolean) {
  return callApi(notificationRoutes.saveEmailPreferences, { body: { [type]: isEnabled } });
}

/** Saves one preference; the reply holds all of them. */
export function useSaveEmailPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, isEnabled }: { type: EmailNotificationType; isEnabled: boolean }) => saveEmailPreference(type, isEnabled),
    onSuccess: (reply) => queryClient.setQueryData(queryKeys.account.emailPreferences(), reply.result),
  });
}
