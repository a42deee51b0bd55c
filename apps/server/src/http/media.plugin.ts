import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves stored media from DATA_DIR/media under /media with Range, ETag and
 * `nosniff`. Keys never change content (a new upload gets a new key), so they cache long.
 */
export const mediaPlugin = fp(async (app: FastifyInstance, options: { mediaDir: string }) => {
  fs.mkdirSync(options.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: path.resolve(options.mediaDir),
    prefix: '/media/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    acceptRanges: true,
    etag: true,
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=31536000, immutable');
      res.header('x-content-type-options', 'nosniff');
    },
  });
});
