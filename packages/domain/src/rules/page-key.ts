import { PAGE_KEY_ALL, type PageKey } from '../constants.ts';
import { isReservedSlug } from './reserved-slugs.ts';

/** First path segments and the page key they make; a second segment makes the detail key. */
const LISTING_KEYS: Record<string, { list: PageKey; detail: PageKey }> = {
  songs: { list: 'songs', detail: 'song' },
  albums: { list: 'albums', detail: 'album' },
  playlists: { list: 'playlists', detail: 'playlist' },
  'video-songs': { list: 'videos', detail: 'video' },
  blogs: { list: 'blogs', detail: 'blogs' },
  blog: { list: 'blogs', detail: 'blog' },
  opportunities: { list: 'opportunities', detail: 'opportunities' },
  opportunity: { list: 'opportunities', detail: 'opportunities' },
};

const SECTION_KEYS: Record<string, PageKey> = {
  artists: 'artists',
  search: 'search',
  mydashboard: 'dashboard',
  library: 'library',
  promote: 'promote',
  subscription: 'subscription',
  'pro-perks': 'pro-perks',
  distribute: 'distribute',
  distribution: 'distribute',
  'distribution-guide': 'distribute',
  revenuereports: 'distribute',
  upload: 'upload',
  edit: 'upload',
  'edit-playlist': 'upload',
  settings: 'account',
  messaging: 'account',
  notifications: 'account',
  'my-orders': 'account',
  'what-is-new': 'home',
  faq: 'info',
  about: 'info',
  artist: 'info',
  brands: 'info',
  'programme-format': 'info',
  campus: 'info',
};

/**
 * The page key of a path (spec 1 §3.8 pageType): what a banner's adv_display_pages names and
 * what an analytics event records as its page. /{product}-tv is 'tv'; any other free first
 * segment is an e-Press Kit ('profile').
 */
export function toPageKey(pathname: string, brandSlug = 'indiwave'): PageKey {
  const segments = pathname.split('?')[0].split('/').filter(Boolean);
  if (segments.length === 0) return 'home';
  const first = segments[0].toLowerCase();
  const listing = LISTING_KEYS[first];
  if (listing) return segments.length > 1 ? listing.detail : listing.list;
  if (first === `${brandSlug}-tv`) return 'tv';
  const section = SECTION_KEYS[first];
  if (section) return section;
  if (segments.length === 1 && !first.includes('.') && !isReservedSlug(first, brandSlug)) return 'profile';
  return 'other';
}

/** True when a campaign's page list takes this page ('all' takes every page). */
export function isShownOnPage(displayPages: readonly string[], page: string): boolean {
  return displayPages.includes(PAGE_KEY_ALL) || displayPages.includes(page);
}
