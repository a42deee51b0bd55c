/**
 * Words a username (the profile slug of /{slug}) may never be. /{slug} is the catch-all
 * profile route, so every first path segment the web app, the API, media and development
 * pages use is refused, or a user could shadow a page (READING: Reserved words). Words that
 * would let an account pass for the team or the product are refused too.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  // spec 1 §2.1 route table: first path segments of the web app
  'songs', 'albums', 'playlists', 'video-songs', 'artists', 'search', 'register', 'login-full',
  'messaging', 'notifications', 'settings', 'library', 'subscription', 'pro-perks', 'promote',
  'distribute', 'distribution', 'distribution-guide', 'revenuereports', 'upload', 'upload-tracks',
  'upload-video', 'song-upload', 'album-upload', 'video-upload', 'edit', 'edit-playlist',
  'opportunities', 'opportunity', 'blogs', 'blog', 'my-orders', 'on-boarding', 'faq', 'about',
  'artist', 'brands', 'programme-format', 'campus', 'forgot-password', 'reset-password',
  'verify-email', 'embed', 'song-embed', 'album-embed', 'playlist-embed', 'video-embed', 'sdlink',
  'what-is-new', 'my-feed', 'mydashboard', '404', '404.html', 'apply',
  // server paths and files next to the app
  'api', 'media', 'dev', 'assets', 'static', 'public', 'docs', 'health', 'version',
  // words people read as the product or its staff
  'admin', 'administrator', 'root', 'system', 'support', 'help', 'team', 'staff', 'official',
  'moderator', 'security', 'abuse', 'billing', 'payments', 'legal', 'privacy', 'terms',
  'contact', 'careers', 'press', 'news', 'status',
  // words of account pages other apps taught people to type
  'login', 'logout', 'signin', 'signout', 'signup', 'sign-in', 'sign-up', 'account', 'accounts',
  'profile', 'user', 'users', 'me', 'home', 'index', 'dashboard', 'cart', 'checkout', 'inbox',
  'feed', 'explore', 'discover', 'tv', 'song', 'album', 'playlist', 'video', 'videos',
  'null', 'undefined', 'deleted-user',
]);

/** The brand's own words: /{product}-tv is a page, {product}user/… an API prefix, and the brand itself. */
function brandWords(brandSlug: string): string[] {
  return [brandSlug, `${brandSlug}-tv`, `${brandSlug}user`, `${brandSlug}-pro`, `${brandSlug}-team`];
}

/** True when the slug may not be a username: a route, a server path or the brand's name. */
export function isReservedSlug(slug: string, brandSlug = 'indiwave'): boolean {
  const value = slug.trim().toLowerCase();
  return RESERVED_SLUGS.has(value) || brandWords(brandSlug.toLowerCase()).includes(value);
}
