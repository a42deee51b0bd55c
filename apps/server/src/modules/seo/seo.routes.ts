import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@indiwave/domain/messages';
import { FEED_PATHS } from '../blogs/blog-feed.presenter.ts';
import type { SeoService } from './seo.service.ts';

const HOUR = 'public, max-age=3600';

/** robots.txt, the sitemap and the blog's feeds, at the site's root (not under /api). */
export async function seoRoutes(app: FastifyInstance, options: { seo: SeoService }): Promise<void> {
  const { seo } = options;
  const hidden = { schema: { hide: true } };
  app.get('/robots.txt', hidden, async (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', HOUR).send(seo.renderRobots()));
  app.get('/sitemap.xml', hidden, async (_request, reply) => reply.type('application/xml; charset=utf-8').header('cache-control', HOUR).send(await seo.renderSitemapIndex()));
  app.get<{ Params: { file: string } }>('/sitemaps/:file', hidden, async (request, reply) => {
    const xml = await seo.renderSitemapFile(request.params.file.replace(/\.xml$/, ''));
    if (xml === null || !request.params.file.endsWith('.xml')) return reply.status(404).send({ success: false, error: MESSAGES.notFound });
    return reply.type('application/xml; charset=utf-8').header('cache-control', HOUR).send(xml);
  });
  app.get(FEED_PATHS.rss, hidden, async (_request, reply) => reply.type('application/rss+xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(await seo.renderRss()));
  app.get(FEED_PATHS.atom, hidden, async (_request, reply) => reply.type('application/atom+xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(await seo.renderAtom()));
}
