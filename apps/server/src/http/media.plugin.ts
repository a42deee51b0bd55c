import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@indiwave/domain/messages';
import type { ClockPort } from '../platform/clock/clock.port.ts';
import { toWebpSiblingKey } from '../platform/storage/picture-files.ts';
import { StorageNotFoundError, isValidStorageKey, type StoragePort, type StoredObject } from '../platform/storage/storage.port.ts';
import { parseRange } from './media-range.ts';
import { PRIVATE_MEDIA_PREFIX, verifyMediaSignature } from './media-signature.ts';

/** Whether a key may be served at its stable, public URL: 'public', or 'hidden' (404: private audio, originals). */
export type MediaAuthorizer = (key: string) => Promise<'public' | 'hidden'> | 'public' | 'hidden';

export type MediaOptions = {
  storage: StoragePort;
  secretKey: string;
  clock: ClockPort;
  /** Decides public access by key; everything is public when absent. */
  authorize?: MediaAuthorizer;
};

/** Hot objects kept in memory: a rendition many listeners stream is read from disk (or S3) once. */
const HOT_CACHE_BYTES = 96 * 1024 * 1024;
const HOT_OBJECT_MAX_BYTES = 16 * 1024 * 1024;
// An object is kept once it was asked for this many times within the stat cache's life.
const HOT_AFTER_REQUESTS = 3;

// Keys never change their bytes (a new upload gets a new key), so public media caches for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Object facts are cached briefly: a stat per request would cost a syscall (disk) or a round trip (S3).
const STAT_CACHE_MS = 30_000;
const STAT_CACHE_MAX = 5_000;

/** A public JPEG that may have a WebP sibling ('<name>.jpg' beside '<name>.webp': artwork, profile and cover pictures, press photos, blog and campaign pictures). */
const JPEG_KEY = /\.jpg$/;

/** True when the browser says it reads WebP (every current one does, in its Accept for images), with a q above 0. */
function acceptsWebp(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((entry) => {
    const [type, ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    return type === 'image/webp' && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** True when If-None-Match names this entity tag (weak comparison, as RFC 9110 §13.1.2 says for GET). */
function matchesEtag(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

function sendFailure(reply: FastifyReply, status: number, error: string): FastifyReply {
  return reply.status(status).header('cache-control', 'no-store').send({ success: false, error });
}

/**
 * Serves the media store at /media/<key>: Range requests (206 with Content-Range; open-ended
 * and suffix ranges; 416 when unsatisfiable), conditional requests (ETag, 304), a year of
 * immutable caching and `X-Content-Type-Options: nosniff`. Audio only its owner may hear is
 * served at /media/private/<key>?exp=…&sig=… (signed, expiring); at the stable URL it is 404.
 */
export const mediaPlugin = fp(async (app: FastifyInstance, options: MediaOptions) => {
  // An empty key would make every signature forgeable.
  if (!options.secretKey) throw new Error('The media route needs SECRET_KEY to check signed links (main.ts keeps a generated one in DATA_DIR).');
  const statCache = new Map<string, { object: StoredObject; until: number; requests: number }>();
  // Least recently used first (a Map keeps insertion order; a hit re-inserts).
  const hot = new Map<string, { etag: string; bytes: Buffer }>();
  const loading = new Set<string>();
  let hotBytes = 0;

  /** The object's bytes from memory when it is hot and unchanged. */
  function readHot(key: string, etag: string): Buffer | undefined {
    const entry = hot.get(key);
    if (!entry) return undefined;
    hot.delete(key);
    if (entry.etag !== etag) {
      hotBytes -= entry.bytes.length;
      return undefined;
    }
    hot.set(key, entry);
    return entry.bytes;
  }

  /** Reads a popular object into memory in the background, evicting the least recently used. */
  function warmUp(key: string, object: StoredObject): void {
    if (object.size > HOT_OBJECT_MAX_BYTES || loading.has(key) || hot.has(key)) return;
    loading.add(key);
    options.storage
      .getStream(key)
      .then(async (stream) => {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        const bytes = Buffer.concat(chunks);
        if (bytes.length !== object.size) return;
        for (const [oldKey, entry] of hot) {
          if (hotBytes + bytes.length <= HOT_CACHE_BYTES) break;
          hot.delete(oldKey);
          hotBytes -= entry.bytes.length;
        }
        hot.set(key, { etag: object.etag, bytes });
        hotBytes += bytes.length;
      })
      .catch((error: unknown) => app.log.warn({ err: error, key }, 'media warm-up failed'))
      .finally(() => loading.delete(key));
  }

  async function statCached(key: string): Promise<StoredObject | null> {
    const now = Date.now();
    const cached = statCache.get(key);
    if (cached && cached.until > now) {
      if (++cached.requests === HOT_AFTER_REQUESTS) warmUp(key, cached.object);
      return cached.object;
    }
    const object = await options.storage.stat(key);
    if (statCache.size >= STAT_CACHE_MAX) statCache.clear();
    if (object) statCache.set(key, { object, until: now + STAT_CACHE_MS, requests: 1 });
    else statCache.delete(key);
    return object;
  }

  // WebP siblings found missing, and until when: pictures stored before their kind had one have none, and a stat per request would cost.
  const missingSiblings = new Map<string, number>();

  /** The WebP sibling of a public JPEG, when it is stored. */
  async function findWebpSibling(key: string): Promise<{ key: string; object: StoredObject } | null> {
    const siblingKey = toWebpSiblingKey(key);
    const now = Date.now();
    if ((missingSiblings.get(siblingKey) ?? 0) > now) return null;
    const object = await statCached(siblingKey);
    if (object) return { key: siblingKey, object };
    if (missingSiblings.size >= STAT_CACHE_MAX) missingSiblings.clear();
    missingSiblings.set(siblingKey, now + STAT_CACHE_MS);
    return null;
  }

  async function serveMedia(request: FastifyRequest, reply: FastifyReply) {
    let key = (request.params as { '*': string })['*'];
    if (!isValidStorageKey(key)) return sendFailure(reply, 404, MESSAGES.notFound);
    let cacheControl = IMMUTABLE;
    if (key.startsWith(PRIVATE_MEDIA_PREFIX)) {
      key = key.slice(PRIVATE_MEDIA_PREFIX.length);
      const { exp, sig } = request.query as Record<string, unknown>;
      const now = options.clock.now();
      const verdict = verifyMediaSignature(options.secretKey, key, exp, sig, now);
      if (verdict === 'expired') return sendFailure(reply, 403, MESSAGES.mediaLinkExpired);
      if (verdict !== 'valid') return sendFailure(reply, 403, MESSAGES.notFound);
      // Only the browser that holds the link may keep it, and not past its expiry.
      cacheControl = `private, max-age=${Math.max(0, Math.floor(Number(exp) - now.getTime() / 1000))}`;
    } else if (options.authorize && (await options.authorize(key)) === 'hidden') {
      return sendFailure(reply, 404, MESSAGES.notFound);
    }

    let object = await statCached(key);
    if (!object) return sendFailure(reply, 404, MESSAGES.notFound);
    if (cacheControl === IMMUTABLE && JPEG_KEY.test(key)) {
      // The same URL answers WebP or JPEG by the browser's Accept: caches must keep them apart.
      reply.header('vary', 'Accept');
      const sibling = acceptsWebp(request.headers.accept) ? await findWebpSibling(key) : null;
      if (sibling) ({ key, object } = sibling);
    }
    reply.headers({
      'accept-ranges': 'bytes',
      etag: object.etag,
      'last-modified': object.modifiedAt.toUTCString(),
      'cache-control': cacheControl,
      'content-type': object.contentType,
      'x-content-type-options': 'nosniff',
    });

    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch ? matchesEtag(ifNoneMatch, object.etag) : isNotModifiedSince(request.headers['if-modified-since'], object.modifiedAt)) {
      return reply.status(304).send();
    }

    // If-Range: the range applies only to the version the client already has part of.
    const ifRange = request.headers['if-range'] as string | undefined;
    const isRangeCurrent = !ifRange || ifRange === object.etag || (!ifRange.startsWith('"') && !ifRange.startsWith('W/') && isNotModifiedSince(ifRange, object.modifiedAt));
    const range = isRangeCurrent ? parseRange(request.headers.range, object.size) : ({ kind: 'whole' } as const);
    if (range.kind === 'unsatisfiable') {
      return reply.status(416).header('content-range', `bytes */${object.size}`).header('content-length', 0).send();
    }
    const byteRange = range.kind === 'range' ? { start: range.start, end: range.end } : undefined;
    if (byteRange) reply.status(206).header('content-range', `bytes ${byteRange.start}-${byteRange.end}/${object.size}`);
    const length = byteRange ? byteRange.end - byteRange.start + 1 : object.size;
    reply.header('content-length', length);
    if (request.method === 'HEAD' || length === 0) return reply.send();
    const inMemory = readHot(key, object.etag);
    if (inMemory) return reply.send(byteRange ? inMemory.subarray(byteRange.start, byteRange.end + 1) : inMemory);
    try {
      return reply.send(await options.storage.getStream(key, byteRange ?? (object.size > 0 ? { start: 0, end: object.size - 1 } : undefined)));
    } catch (error) {
      if (!(error instanceof StorageNotFoundError)) throw error;
      statCache.delete(key);
      reply.removeHeader('content-length').removeHeader('content-range').removeHeader('etag');
      return sendFailure(reply, 404, MESSAGES.notFound);
    }
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    // Audio and JPEG are compressed already; the compression hook would only cost time.
    compress: false,
    handler: serveMedia,
  });
});

/** True when an If-Modified-Since date is at or after the object's time (to the second). */
function isNotModifiedSince(header: string | undefined, modifiedAt: Date): boolean {
  if (!header) return false;
  const since = Date.parse(header);
  return !Number.isNaN(since) && Math.floor(modifiedAt.getTime() / 1000) * 1000 <= since;
}
