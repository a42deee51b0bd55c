import type { z } from 'zod';
import { MESSAGES } from '@indiwave/domain/messages';
import { AppError } from './app-error.ts';

/**
 * Checks a value the route schema could not (a step's `formData`, a multipart field) with a
 * contract schema; a failure is 400 with the first message per field, like route validation.
 */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path.map(String).join('.') || 'body';
    fields[name] ??= issue.message || MESSAGES.invalidInput;
  }
  throw AppError.badRequest(Object.values(fields)[0] ?? MESSAGES.invalidInput, fields);
}

/** A 400 that names one field, in the shape of validation failures. */
export function fieldError(field: string, message: string): AppError {
  return AppError.badRequest(message, { [field]: message });
}
