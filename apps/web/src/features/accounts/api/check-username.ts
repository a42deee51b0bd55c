import { queryOptions, useQuery } from '@tanstack/react-query';
import { USERNAME_MIN } from '@indiwave/domain/constants';
import { registrationRoutes } from '@indiwave/domain/contract/registration';
import { checkUsername as checkUsernameField } from '@indiwave/domain/rules/form-text';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

/** How long typing must pause before the username is checked. */
export const USERNAME_CHECK_DELAY_MS = 400;

/** POST is_username_exists: taken (or reserved), and a free suggestion when so. */
export function checkUsername(username: string, signal?: AbortSignal) {
  return callApi(registrationRoutes.isUsernameExists, { body: { username }, signal });
}

/** True when a username is worth asking about: longer than 2 characters (spec 2 §5.1) and well formed. */
export function isUsernameCheckable(username: string): boolean {
  return username.trim().length >= USERNAME_MIN && checkUsernameField(username).error === undefined;
}

/** Query options for one username's availability. */
export function getCheckUsernameQueryOptions(username: string) {
  const name = username.trim().toLowerCase();
  return queryOptions({
    queryKey: queryKeys.registration.username(name),
    queryFn: ({ signal }) => checkUsername(name, signal),
    staleTime: 30_000,
  });
}

/**
 * The availability of a username as the user types (spec 2 §5.1): asked once it is longer
 * than 2 characters, after a pause in typing. Undefined until an answer for this very name.
 */
export function useUsernameAvailability(username: string, isEnabled = true) {
  const debounced = useDebouncedValue(username.trim(), USERNAME_CHECK_DELAY_MS);
  const isCheckable = isEnabled && isUsernameCheckable(debounced) && debounced === username.trim();
  const query = useQuery({ ...getCheckUsernameQueryOptions(debounced), enabled: isCheckable });
  if (!isCheckable || !query.data) return { isChecking: isCheckable && query.isFetching, result: undefined };
  return { isChecking: false, result: { isTaken: query.data.is_username_exists, suggest: query.data.suggest } };
}
