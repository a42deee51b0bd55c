import { queryOptions, useQuery } from '@tanstack/react-query';
import { registrationRoutes } from '@indiwave/domain/contract/registration';
import { checkEmail as checkEmailField } from '@indiwave/domain/rules/form-text';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST registration/is_email_exists: is the address taken by another account. */
export function checkEmail(email: string, signal?: AbortSignal) {
  return callApi(registrationRoutes.isEmailExists, { body: { email }, signal });
}

/** Query options for one address. */
export function getCheckEmailQueryOptions(email: string) {
  const address = email.trim().toLowerCase();
  return queryOptions({
    queryKey: queryKeys.registration.email(address),
    queryFn: ({ signal }) => checkEmail(address, signal),
    staleTime: 30_000,
  });
}

/** Whether the address (checked once the field is left) is taken; undefined until known. */
export function useEmailTaken(email: string) {
  const isCheckable = checkEmailField(email).error === undefined;
  const query = useQuery({ ...getCheckEmailQueryOptions(email), enabled: isCheckable });
  return isCheckable ? query.data?.is_email_exists : undefined;
}
