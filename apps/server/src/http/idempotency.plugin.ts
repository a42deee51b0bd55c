import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_LOCK_MS, IDEMPOTENCY_TTL_MS } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import type { Database } from '../db/database.ts';
import type { ClockPort } from '../platform/clock/clock.port.ts';
import { AppError } from './app-error.ts';
import { createIdempotencyRepository } from './idempotency.repository.ts';

declare module 'fastify' {
  // Declaration merging needs an interface: Fastify's route config type is one.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** The contract's `isIdempotent`: the call honours `Idempotency-Key` (set by addRoute). */
    isIdempotent?: boolean;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** The key this request holds while it runs, to keep or release its answer. */
    idempotencyClaim: { owner: string; key: string } | null;
  }
}

// Visible ASCII; a structured-field string ("…") as the IETF draft writes it is unquoted first.
const KEY_PATTERN = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX}}$`);
// Expired rows are swept now and then rather than on every claim.
const SWEEP_EVERY_CLAIMS = 200;

/** The header's key, undefined without one; 400 when it is malformed. */
function readKey(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const value = (Array.isArray(raw) ? raw[0] : raw).trim().replace(/^"(.*)"$/, '$1');
  if (!KEY_PATTERN.test(value)) throw AppError.badRequest(MESSAGES.idempotencyKeyInvalid);
  return value;
}

/** Method, route, path with query, and body: the same key must come with the same request. */
function fingerprintOf(request: FastifyRequest): string {
  // A multipart upload is a stream read later: its key alone stands for it.
  const body = request.body === undefined ? '' : JSON.stringify(request.body);
  return crypto.createHash('sha256').update(`${request.method}\n${request.routeOptions.url ?? ''}\n${request.url}\n${body}`).digest('hex');
}

/**
 * Idempotency-Key for every creating call whose contract says `isIdempotent` (issue 14; docs/
 * architecture.md). The first request with a key holds it while it runs; a 2xx answer is kept
 * 24 h per caller (the user, or a visitor's address and device) and key, and a retry with the
 * same key and request gets that answer again (with `Idempotent-Replayed: true`) instead of a
 * second write. Any other answer lets the key go, so a retry runs afresh: our failures change
 * nothing. The same key with a different request is 422; a retry while the first still runs is
 * 409 with Retry-After. A request whose process died holds its key until the lock (60 s) runs
 * out. Without the header a call works as before.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, options: { db: Database; clock: ClockPort; secretKey: string }) => {
  const repository = createIdempotencyRepository(options.db);
  let claims = 0;
  const ownerOf = (request: FastifyRequest) =>
    request.user
      ? `u:${request.user.id}`
      : `a:${crypto.createHmac('sha256', options.secretKey).update(`${request.ip}\n${request.headers['user-agent'] ?? ''}`).digest('base64url').slice(0, 32)}`;

  app.decorateRequest('idempotencyClaim', null);

  // Most calls take no key: they go on at once (no promise per request).
  app.addHook('preHandler', (request, reply, done) => {
    if (request.routeOptions.config.isIdempotent !== true) return done();
    const key = readKey(request);
    if (key === undefined) return done();
    // A replayed answer is sent here and `done` is not called: a compressed answer may still be
    // streaming, and `done` would run the handler again behind it.
    claimOrReplay(request, reply, key).then((isReplayed) => {
      if (!isReplayed) done();
    }, done);
  });

  /** Claims `key` for this request, or sends the answer kept under it (true). */
  async function claimOrReplay(request: FastifyRequest, reply: FastifyReply, key: string): Promise<boolean> {
    const owner = ownerOf(request);
    const fingerprint = fingerprintOf(request);
    const now = options.clock.now();
    const isClaimed = await repository.claim({
      owner,
      key,
      fingerprint,
      now: now.toISOString(),
      lockedUntil: new Date(now.getTime() + IDEMPOTENCY_LOCK_MS).toISOString(),
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS).toISOString(),
    });
    if (++claims % SWEEP_EVERY_CLAIMS === 0) await repository.deleteExpired(now.toISOString());
    if (isClaimed) {
      request.idempotencyClaim = { owner, key };
      return false;
    }
    const row = await repository.find(owner, key);
    // Gone between the two statements (released by a failed first request): ask for a retry.
    if (!row || row.state !== 'done') {
      const waitSeconds = row ? Math.max(1, Math.ceil((Date.parse(row.locked_until) - now.getTime()) / 1000)) : 1;
      throw new AppError(409, MESSAGES.idempotencyKeyInProgress, 'idempotency_in_progress', undefined, { 'retry-after': String(Math.min(waitSeconds, 5)) });
    }
    if (row.fingerprint !== fingerprint) throw new AppError(422, MESSAGES.idempotencyKeyReused, 'idempotency_key_reused');
    reply
      .code(row.status_code ?? 200)
      .header('content-type', row.content_type ?? 'application/json; charset=utf-8')
      .header('idempotent-replayed', 'true')
      .send(row.response_body ?? '');
    return true;
  }

  app.addHook('onSend', (request, reply, payload, done) => {
    const claim = request.idempotencyClaim;
    if (!claim) return done(null, payload);
    request.idempotencyClaim = null;
    keepOrRelease(request, reply, payload, claim).then(() => done(null, payload), done);
  });

  async function keepOrRelease(request: FastifyRequest, reply: FastifyReply, payload: unknown, claim: { owner: string; key: string }): Promise<void> {
    try {
      const isKept = reply.statusCode >= 200 && reply.statusCode < 300 && (typeof payload === 'string' || Buffer.isBuffer(payload));
      if (isKept) {
        const contentType = reply.getHeader('content-type');
        await repository.complete(claim.owner, claim.key, { status: reply.statusCode, contentType: typeof contentType === 'string' ? contentType : null, body: String(payload) });
      } else {
        await repository.release(claim.owner, claim.key);
      }
    } catch (error) {
      // The answer still goes out; the key stays pending until its lock runs out.
      request.log.error({ err: error }, 'idempotency key could not be updated');
    }
  }
});
