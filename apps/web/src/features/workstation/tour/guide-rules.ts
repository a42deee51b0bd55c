import type { SessionUser } from '../../../lib/session.ts';
import { isArtistOrBand } from '../../../lib/session.ts';

/**
 * The dashboard's welcome (spec 2 §2.1 Screen guide) is offered to artists and bands whose
 * 'dashboard' guide is not read yet (is_dashboard_sg_read false). A cached session from before
 * the guides were kept says nothing: then nothing is offered rather than offered again.
 */
export function shouldOfferDashboardGuide(user: SessionUser | null): boolean {
  return isArtistOrBand(user) && user?.guides !== undefined && !user.guides.dashboard;
}

/** The cookie that keeps the e-Press Kit promo away for COOKIE_DAYS_DEFAULT days once closed. */
export function toPressKitPromoCookie(slug: string): string {
  return `epkPromo_${slug}`;
}

/**
 * The e-Press Kit promo dialog (spec 2 §2.1 custom dialog 'dashboard') shows on a later visit,
 * never on top of the welcome or right after the tour (the guide was already read when the page
 * opened), once the e-Press Kit has music to show, and then not again for the cookie's life.
 */
export function shouldShowPressKitPromo(options: {
  wasGuideReadOnArrival: boolean;
  songs: number;
  videos: number;
  isCookieSet: boolean;
}): boolean {
  return options.wasGuideReadOnArrival && options.songs + options.videos > 0 && !options.isCookieSet;
}
