import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { stripNul } from './strip-nul.ts';

/**
 * Cleans what every call receives before it is validated: NUL characters leave the JSON body,
 * the query and the path parameters (multipart fields and file names are cleaned where they are
 * read, in http/multipart-failure.ts's callers). Validation then sees the string that will be stored.
 */
export const inputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (request, _reply, done) => {
    // A multipart body is read as a stream by its route, never parsed here.
    if (request.body !== undefined && request.body !== null) request.body = stripNul(request.body);
    request.query = stripNul(request.query);
    request.params = stripNul(request.params);
    done();
  });
});
