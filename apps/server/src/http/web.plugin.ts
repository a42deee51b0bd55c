import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { EMBED_TYPES } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { EMBED_CONTENT_SECURITY_POLICY } from './security.plugin.ts';

export type WebOptions = {
  distDir: string;
  /** Fills the page's meta tags for a path (OpenGraph and Twitter); empty by default. */
  renderMeta?: (request: FastifyRequest) => Promise<string> | string;
  /** What the page's first view needs (http/first-view.ts), written after the entry's own tags; empty by default. */
  renderFirstView?: (request: FastifyRequest) => Promise<string> | string;
};

const API_PREFIXES = ['/api/', '/media/', '/dev/'];

/** True for requests the single-page app answers: a GET for a page, not an API or media path. */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url.split('?')[0];
  return url !== '/api' && !API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * Serves the built web app: hashed assets with a year of immutable caching, everything else
 * revalidated, and index.html (with the page's meta tags) for every page path so the app's
 * router decides. Without a build, pages answer 503 with how to build.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: WebOptions) => {
  const indexFile = path.join(options.distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const indexHtml = hasBuild ? fs.readFileSync(indexFile, 'utf8') : '';

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const isHashed = filePath.startsWith(path.join(options.distDir, 'assets') + path.sep);
        res.header(
          'cache-control',
          isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm run build` (or `npm start`, which builds first).');
    }
    const [meta, firstView] = await Promise.all([options.renderMeta?.(request) ?? '', options.renderFirstView?.(request) ?? '']);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      // A signed-in browser's page carries no first replies (its cookie says so).
      .header('vary', 'cookie')
      .send(indexHtml.replace('<!--app-meta-->', () => meta).replace('</head>', () => `${firstView}</head>`));
  }

  // The embeddable players are their own small page (embed.html), which other sites may frame.
  const embedFile = path.join(options.distDir, 'embed.html');
  const embedHtml = fs.existsSync(embedFile) ? fs.readFileSync(embedFile, 'utf8') : '';
  const isEmbedType = (type: string) => (EMBED_TYPES as readonly string[]).includes(type);

  app.get<{ Params: { type: string; slug: string } }>(
    '/embed/:type/:slug',
    { schema: { hide: true } },
    async (request, reply) => {
      if (!embedHtml || !isEmbedType(request.params.type)) return sendPage(request, reply);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', EMBED_CONTENT_SECURITY_POLICY)
        .removeHeader('x-frame-options')
        .send(embedHtml);
    },
  );
  for (const type of EMBED_TYPES) {
    app.get<{ Params: { slug: string } }>(
      `/${type}-embed/:slug`,
      { schema: { hide: true } },
      async (request, reply) => {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.redirect(`/embed/${type}/${encodeURIComponent(request.params.slug)}${query}`, 301);
      },
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (isPageRequest(request)) return sendPage(request, reply);
    return reply.status(404).send({ success: false, error: MESSAGES.notFound });
  });
});
