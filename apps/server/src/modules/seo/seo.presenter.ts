/** One address of a sitemap. */
export type SitemapEntry = { loc: string; lastmod?: string };

/** Public pages that are not items: the home page, the listings, the blog and the information pages. */
export const STATIC_PAGES = ['/', '/songs', '/albums?type=album', '/playlists', '/video-songs', '/artists', '/blogs', '/promote', '/faq', '/about', '/artist', '/brands', '/about/contact-us', '/about/terms-of-use', '/about/privacy-policy', '/about/community-guidelines'];

/** Paths no search engine should crawl: the API, media originals, people's own areas, embeds and one-time links. */
const DISALLOWED = ['/api/', '/dev/', '/embed/', '/mydashboard', '/settings', '/messaging', '/notifications', '/library', '/upload', '/edit', '/my-orders', '/login-full', '/register', '/forgot-password', '/reset-password/', '/verify-email/', '/search', '/admin', '/staff', '/subscription/checkout', '/sdlink/'];

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** robots.txt: everything public may be crawled; the sitemap is announced. */
export function renderRobots(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

/** The sitemap index. */
export function renderSitemapIndex(files: string[], lastmod: string): string {
  const items = files.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc><lastmod>${escapeXml(lastmod)}</lastmod></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}

/** One file of the sitemap. */
export function renderUrlSet(entries: SitemapEntry[]): string {
  const items = entries.map((entry) => `<url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ''}</url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</urlset>\n`;
}
