import { MESSAGES } from '@indiwave/domain/messages';
import { AppError } from './app-error.ts';

/**
 * What a failure while reading a multipart body means for the client. The parser's own errors
 * ('Unexpected end of form', a missing boundary, a malformed part header) and a client that
 * went away are the client's: 400 'The upload was cut off…', so a 5xx stays a signal of a real
 * failure. An error of ours (an AppError) or of the machine (a system error such as ENOSPC,
 * which carries an errno) is returned as it is.
 */
export function toMultipartFailure(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const failure = error as { errno?: number; statusCode?: number };
  if (typeof failure.errno === 'number') return error;
  if (typeof failure.statusCode === 'number' && failure.statusCode >= 500) return error;
  return AppError.badRequest(MESSAGES.uploadIncomplete);
}
