import { SITEMAP_URLS_MAX } from '@indiwave/domain/constants';
import type { BlogsService } from '../blogs/blogs.service.ts';
import { renderAtom, renderRss } from '../blogs/blog-feed.presenter.ts';
import { renderRobots, renderSitemapIndex, renderUrlSet, STATIC_PAGES, type SitemapEntry } from './seo.presenter.ts';
import { SITEMAP_SOURCES, type SeoRepository, type SitemapSource } from './seo.repository.ts';

/** A file of the sitemap: a kind of page and its part (1-based). */
type SitemapPart = { source: SitemapSource | 'blog' | 'pages'; part: number };

const PART_NAME = /^(pages|blog|artists|songs|albums|videos|playlists)-(\d{1,6})$/;

/**
 * Being found by search engines (issue 20): robots.txt, the sitemap index and its files (each at
 * most `urlsPerFile` addresses, SITEMAP_URLS_MAX by the protocol), and the blog's feeds. Only
 * what a visitor may open is listed: the search index holds no private item and dates an
 * unreleased one, and drafts are not published posts.
 */
export function createSeoService(deps: { repository: SeoRepository; blogs: BlogsService; publicUrl: string; brandName: string; now: () => Date; urlsPerFile?: number }) {
  const perFile = deps.urlsPerFile ?? SITEMAP_URLS_MAX;
  const nowIso = () => deps.now().toISOString();

  async function countParts(): Promise<SitemapPart[]> {
    const now = nowIso();
    const parts: SitemapPart[] = [{ source: 'pages', part: 1 }];
    const blogCount = (await deps.blogs.listRecent(Number.MAX_SAFE_INTEGER)).length;
    for (let part = 1; part <= Math.ceil(blogCount / perFile); part++) parts.push({ source: 'blog', part });
    for (const source of Object.keys(SITEMAP_SOURCES) as SitemapSource[]) {
      const count = await deps.repository.countVisible(source, now);
      for (let part = 1; part <= Math.ceil(count / perFile); part++) parts.push({ source, part });
    }
    return parts;
  }

  async function listEntries(part: SitemapPart): Promise<SitemapEntry[]> {
    if (part.source === 'pages') return STATIC_PAGES.map((path) => ({ loc: `${deps.publicUrl}${path}` }));
    if (part.source === 'blog') {
      const posts = (await deps.blogs.listRecent(part.part * perFile)).slice((part.part - 1) * perFile);
      return posts.map((post) => ({ loc: `${deps.publicUrl}/blog/${encodeURIComponent(post.slug)}`, lastmod: post.updated_at }));
    }
    const rows = await deps.repository.listVisible(part.source, nowIso(), { offset: (part.part - 1) * perFile, limit: perFile });
    const prefix = SITEMAP_SOURCES[part.source].prefix;
    return rows.map((row) => ({ loc: `${deps.publicUrl}${prefix}${encodeURIComponent(row.slug)}`, lastmod: row.updated_at }));
  }

  return {
    /** GET /robots.txt. */
    renderRobots: () => renderRobots(deps.publicUrl),

    /** GET /sitemap.xml: the index of the sitemap's files. */
    async renderSitemapIndex(): Promise<string> {
      const parts = await countParts();
      return renderSitemapIndex(parts.map((part) => `${deps.publicUrl}/sitemaps/${part.source}-${part.part}.xml`), nowIso());
    },

    /** GET /sitemaps/{kind}-{n}.xml, or null when there is no such file. */
    async renderSitemapFile(name: string): Promise<string | null> {
      const match = PART_NAME.exec(name);
      if (!match) return null;
      const part: SitemapPart = { source: match[1] as SitemapPart['source'], part: Number(match[2]) };
      if (part.part < 1) return null;
      const entries = await listEntries(part);
      if (entries.length === 0 && part.part > 1) return null;
      return renderUrlSet(entries);
    },

    /** GET /blogs/rss.xml. */
    async renderRss(): Promise<string> {
      return renderRss(await deps.blogs.listRecent(), { publicUrl: deps.publicUrl, brandName: deps.brandName, now: deps.now() });
    },

    /** GET /blogs/atom.xml. */
    async renderAtom(): Promise<string> {
      return renderAtom(await deps.blogs.listRecent(), { publicUrl: deps.publicUrl, brandName: deps.brandName, now: deps.now() });
    },
  };
}
export type SeoService = ReturnType<typeof createSeoService>;
