import { BRAND_SITES, toProductPath } from '../../lib/config';

/** A footer link; external ones are full URLs. */
export type FooterLink = { label: string; href: string };
export type FooterColumn = { title: string; links: FooterLink[] };

/** Careers and contact stay in this tab; every other footer link opens a new one (spec 1 §2.5). */
const SAME_TAB_HREFS: ReadonlySet<string> = new Set(['/about/careers', '/about/contact-us']);

/** Whether a footer link opens in a new tab (spec 1 §2.5). */
export function isOpenedInNewTab(href: string): boolean {
  return !SAME_TAB_HREFS.has(href);
}

/** The four link columns of the footer (spec 1 §2.5). */
export const FOOTER_COLUMNS: FooterColumn[] = [
  { title: 'Brands', links: BRAND_SITES.map((site) => ({ label: site.label, href: site.href })) },
  {
    title: 'Artists',
    links: [
      { label: 'e-Press Kit', href: '/artist/epk' },
      { label: 'Release Music', href: '/artist/release-music' },
      { label: 'Promotional Tools', href: '/artist/promotional-tools' },
      { label: 'Broadcast on TV', href: toProductPath('/artist/broadcast-on-{product}-tv') },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Careers', href: '/about/careers' },
      { label: 'Contact Us', href: '/about/contact-us' },
      { label: 'Terms of Use', href: '/about/terms-of-use' },
      { label: 'Community Guidelines', href: '/about/community-guidelines' },
      { label: 'Privacy Policy', href: '/about/privacy-policy' },
    ],
  },
  {
    title: 'Discover',
    links: [
      { label: 'Artists', href: '/artists' },
      { label: 'Playlists', href: '/playlists' },
      { label: 'Blogs', href: '/blogs' },
    ],
  },
];

/** A maps search for an address, opened from the footer's contact block. */
export function buildMapsLink(address: string): string {
  return `https://maps.google.com/?q=${encodeURIComponent(address)}`;
}
