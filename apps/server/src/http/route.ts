import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { RouteContract } from '@indiwave/domain/contract/route';
import { requireStaff } from '../modules/staff/staff.policy.ts';
import { requireUser } from './auth.plugin.ts';

type Input<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: the validated parts of the request, typed from the contract. */
export type RouteInput<T extends RouteContract> = {
  params: Input<T['params']>;
  query: Input<T['query']>;
  body: Input<T['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/**
 * Registers a call of the domain contract: the contract's zod schemas validate the request
 * and shape the reply, and feed the OpenAPI document. The handler stays thin.
 */
export function addRoute<T extends RouteContract>(
  app: FastifyInstance,
  contract: T,
  handler: (input: RouteInput<T>) => Promise<z.input<T['response']> | FastifyReply> | z.input<T['response']> | FastifyReply,
  options: { tags?: string[]; preValidation?: RouteOptions['preValidation']; preHandler?: RouteOptions['preHandler'] } = {},
): void {
  app.route({
    method: contract.method,
    url: contract.path,
    schema: {
      summary: contract.summary,
      tags: options.tags,
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: { 200: contract.response },
    },
    // A creating call the contract marks idempotent honours Idempotency-Key (http/idempotency.plugin.ts).
    config: { isIdempotent: contract.isIdempotent === true },
    // Runs before the body is validated: a visitor gets 401 rather than a form error. Sign-in is
    // declared once, by the contract's isAuthRequired; a staff call (the contract names its role)
    // answers 401/403 here, whatever the route passes.
    preValidation: guard(contract, options.preValidation),
    preHandler: options.preHandler,
    handler: async (request, reply) =>
      handler({
        params: request.params as Input<T['params']>,
        query: request.query as Input<T['query']>,
        body: request.body as Input<T['body']>,
        request,
        reply,
      }),
  });
}

/** 401 for a visitor on a signed-in call, 403 without the staff role, then the route's own check (if any). */
function guard(contract: RouteContract, then: RouteOptions['preValidation']): RouteOptions['preValidation'] {
  const checks = then ? (Array.isArray(then) ? then : [then]) : [];
  const { staffRole } = contract;
  if (staffRole) return [async (request: FastifyRequest) => void requireStaff(request.user, staffRole), ...checks] as RouteOptions['preValidation'];
  if (contract.isAuthRequired) return [requireUser, ...checks] as RouteOptions['preValidation'];
  return then;
}
