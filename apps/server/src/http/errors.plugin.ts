import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@indiwave/domain/messages';
import { AppError } from './app-error.ts';

type Failure = { success: false; error: string; fields?: Record<string, string> };

function fieldsOfValidation(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  if (hasZodFastifySchemaValidationErrors(error)) {
    for (const issue of error.validation) {
      const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
      fields[name] ??= issue.message ?? MESSAGES.invalidInput;
    }
  }
  return fields;
}

/**
 * One place turns every failure into `{ success: false, error }` with the right status:
 * validation 400 with per-field messages, malformed JSON 400, too large 413, unknown route
 * 404, and anything unexpected 500 'Server-side error occured!' with the details logged.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      const body: Failure = { success: false, error: error.message };
      if (error.fields) body.fields = error.fields;
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldsOfValidation(error);
      const first = Object.values(fields)[0] ?? MESSAGES.invalidInput;
      return reply.status(400).send({ success: false, error: first, fields } satisfies Failure);
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send({ success: false, error: MESSAGES.malformedJson } satisfies Failure);
    }
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ success: false, error: MESSAGES.bodyTooLarge } satisfies Failure);
    }
    if (status === 429) {
      return reply.status(429).send({ success: false, error: MESSAGES.tooManyRequests } satisfies Failure);
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, error: error.message } satisfies Failure);
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ success: false, error: MESSAGES.serverError } satisfies Failure);
  });

  // The 404 handler is web.plugin's: it answers pages with the app and /api paths with
  // { success: false, error: 'Not found' }; Fastify allows one handler per prefix.
});
