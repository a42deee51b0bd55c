import type { TRAFFIC_SOURCES } from '@indiwave/domain/constants';

export type TrafficSource = (typeof TRAFFIC_SOURCES)[number];

/** The page a visit from another site (a pasted or shared link) landed on, if it did. */
let sharedLandingPath: string | null = null;

/**
 * Notes, once at start, whether this visit came from a link on another site or app: plays on
 * that first page are counted as coming from a share. The spec's share links carry no marker,
 * so the referrer is the only witness.
 */
export function rememberLanding(referrer: string = document.referrer, location: Location = window.location): void {
  sharedLandingPath = null;
  if (!referrer) return;
  try {
    if (new URL(referrer).origin !== location.origin) sharedLandingPath = location.pathname;
  } catch {
    // An unreadable referrer says nothing about where the visit came from.
  }
}

/** Where a play started, for the artist's traffic-source analytics. */
export function currentTrafficSource(pathname: string = window.location.pathname): TrafficSource {
  if (pathname === '/search' || pathname.startsWith('/search/')) return 'search';
  if (sharedLandingPath !== null && pathname === sharedLandingPath) return 'share';
  return 'page';
}
