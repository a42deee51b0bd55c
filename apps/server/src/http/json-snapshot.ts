import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A reply serialised once, with its entity tag: for data that changes only with a deploy. */
export type JsonSnapshot = { body: string; etag: string };

/** Serialises a reply once and tags it with a hash of its bytes. */
export function toJsonSnapshot(value: unknown): JsonSnapshot {
  const body = JSON.stringify(value);
  return { body, etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * Sends a snapshot as it is (no serialisation per request), or 304 when the client already
 * holds these bytes.
 */
export function sendJsonSnapshot(request: FastifyRequest, reply: FastifyReply, snapshot: JsonSnapshot, cacheControl: string): FastifyReply {
  reply.header('cache-control', cacheControl).header('etag', snapshot.etag);
  if (request.headers['if-none-match'] === snapshot.etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(snapshot.body);
}
