import { MESSAGES } from '@indiwave/domain/messages';
import { ApiError } from './api-client';

type SetError<Name extends string> = (name: Name, error: { type: string; message: string }, options: { shouldFocus: boolean }) => void;

/**
 * Shows a failed call on a form: the server's per-field messages (`fields`, in the spec's
 * words) on the fields the form has, focusing the first; anything else is returned as the
 * form's own message. Without a reply at all it is 'Client-side error occured!'.
 */
export function applyServerErrors<Name extends string>(error: unknown, fieldNames: readonly Name[], setError: SetError<Name>): string | null {
  if (!(error instanceof ApiError)) return readErrorMessage(error);
  let hasFieldError = false;
  for (const [name, message] of Object.entries(error.fields ?? {})) {
    if ((fieldNames as readonly string[]).includes(name)) {
      setError(name as Name, { type: 'server', message }, { shouldFocus: !hasFieldError });
      hasFieldError = true;
    }
  }
  return hasFieldError ? null : error.message;
}

/** The message of a failed call, for places without fields. */
export function readErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  // Not a failed call but a fault of ours: keep its details for whoever debugs it.
  console.error(error);
  return MESSAGES.clientError;
}
