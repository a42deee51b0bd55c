import type { BlogSummary } from '@indiwave/domain/contract/blogs';

/** A published post as the feeds carry it. */
export type FeedPost = BlogSummary & { body_html: string; updated_at: string };

/** Where the feeds live (outside /api, beside the pages they describe). */
export const FEED_PATHS = { rss: '/blogs/rss.xml', atom: '/blogs/atom.xml' } as const;

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function absolute(url: string, publicUrl: string): string {
  return /^https?:\/\//.test(url) ? url : `${publicUrl}${url}`;
}

/** Relative links and pictures of a post's HTML made absolute, so feed readers can follow them. */
function absolutizeHtml(html: string, publicUrl: string): string {
  return html.replace(/ (href|src)="\/(?!\/)/g, ` $1="${publicUrl}/`);
}

/** The blog's RSS 2.0 feed. */
export function renderRss(posts: FeedPost[], site: { publicUrl: string; brandName: string; now: Date }): string {
  const items = posts
    .map((post) => {
      const link = `${site.publicUrl}/blog/${post.slug}`;
      return [
        '<item>',
        `<title>${escapeXml(post.title)}</title>`,
        `<link>${escapeXml(link)}</link>`,
        `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `<pubDate>${new Date(post.published_at ?? post.updated_at).toUTCString()}</pubDate>`,
        `<category>${escapeXml(post.category.name)}</category>`,
        `<description>${escapeXml(post.excerpt)}</description>`,
        `<content:encoded>${escapeXml(absolutizeHtml(post.body_html, site.publicUrl))}</content:encoded>`,
        `<enclosure url="${escapeXml(absolute(post.featured_image, site.publicUrl))}" type="image/${post.featured_image.endsWith('.png') ? 'png' : 'jpeg'}" length="0" />`,
        '</item>',
      ].join('');
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
<channel>
<title>${escapeXml(`${site.brandName} Blog`)}</title>
<link>${escapeXml(`${site.publicUrl}/blogs`)}</link>
<atom:link href="${escapeXml(site.publicUrl + FEED_PATHS.rss)}" rel="self" type="application/rss+xml" />
<description>${escapeXml(`News, guides and stories from ${site.brandName}.`)}</description>
<language>en</language>
<lastBuildDate>${(posts[0] ? new Date(posts[0].updated_at) : site.now).toUTCString()}</lastBuildDate>
${items}
</channel>
</rss>
`;
}

/** The blog's Atom feed. */
export function renderAtom(posts: FeedPost[], site: { publicUrl: string; brandName: string; now: Date }): string {
  const updated = posts.reduce((latest, post) => (post.updated_at > latest ? post.updated_at : latest), posts[0]?.updated_at ?? site.now.toISOString());
  const entries = posts
    .map((post) => {
      const link = `${site.publicUrl}/blog/${post.slug}`;
      return [
        '<entry>',
        `<title>${escapeXml(post.title)}</title>`,
        `<link href="${escapeXml(link)}" />`,
        `<id>${escapeXml(link)}</id>`,
        `<published>${escapeXml(post.published_at ?? post.updated_at)}</published>`,
        `<updated>${escapeXml(post.updated_at)}</updated>`,
        `<author><name>${escapeXml(post.author.name)}</name></author>`,
        `<category term="${escapeXml(post.category.slug)}" label="${escapeXml(post.category.name)}" />`,
        `<summary>${escapeXml(post.excerpt)}</summary>`,
        `<content type="html">${escapeXml(absolutizeHtml(post.body_html, site.publicUrl))}</content>`,
        '</entry>',
      ].join('');
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
<title>${escapeXml(`${site.brandName} Blog`)}</title>
<link href="${escapeXml(`${site.publicUrl}/blogs`)}" />
<link href="${escapeXml(site.publicUrl + FEED_PATHS.atom)}" rel="self" type="application/atom+xml" />
<id>${escapeXml(`${site.publicUrl}/blogs`)}</id>
<updated>${escapeXml(updated)}</updated>
${entries}
</feed>
`;
}
