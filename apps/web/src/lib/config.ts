import { toBrandSlug, withProduct } from '@indiwave/domain/rules/brand';

const brandName: string = import.meta.env.VITE_BRAND_NAME || 'Indiwave';
const brandSlug = toBrandSlug(brandName);

/** The brand the web app shows; the server's BRAND_NAME and the build's VITE_BRAND_NAME agree. */
export const BRAND = { name: brandName, slug: brandSlug } as const;

/** Where support mail goes (footer contact block). */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || `support@${brandSlug}.com`;

/** The office address shown in the footer, with a maps search link built from it. */
export const POSTAL_ADDRESS: string =
  import.meta.env.VITE_POSTAL_ADDRESS ||
  `${brandName} Media, 2nd Floor, Trade View, Kamala Mills, Lower Parel, Mumbai 400013, India`;

/** The brand's social accounts (footer); external, so they always open in a new tab. */
export const SOCIAL_LINKS = [
  { network: 'instagram', label: 'Instagram', href: `https://www.instagram.com/${brandSlug}` },
  { network: 'facebook', label: 'Facebook', href: `https://www.facebook.com/${brandSlug}` },
  { network: 'twitter', label: 'Twitter', href: `https://twitter.com/${brandSlug}` },
  { network: 'youtube', label: 'YouTube', href: `https://www.youtube.com/@${brandSlug}` },
] as const;

/** The brand's two external sites listed under Brands in the footer (spec 1 §2.5). */
export const BRAND_SITES = [
  { label: 'Soundscapes', href: `https://soundscapes.${brandSlug}.com` },
  { label: 'Sync Licensing', href: `https://sync.${brandSlug}.com` },
] as const;

/** Fills `{product}` of a spec path with the brand slug: '/{product}-tv' → '/indiwave-tv'. */
export function toProductPath(template: string): string {
  return withProduct(template, brandSlug);
}

/**
 * Hosts an after-sign-in redirect may leave the app for (spec 2 §2.1 'an external redirect
 * URL with loginSuccess=1 appended'): the brand's own sites only, so a crafted link cannot
 * send someone who just signed in to a look-alike page. VITE_REDIRECT_HOSTS lists more,
 * comma-separated; subdomains of a listed host count.
 */
export const REDIRECT_HOSTS: readonly string[] = (import.meta.env.VITE_REDIRECT_HOSTS || `${brandSlug}.com`)
  .split(',')
  .map((host: string) => host.trim().toLowerCase())
  .filter(Boolean);

/**
 * The two track slugs whose widgets hide the artist link (spec 2 §6 'Two specific track slugs
 * hide the artist link'): configuration, comma-separated in VITE_HIDDEN_ARTIST_TRACK_SLUGS.
 */
export const HIDDEN_ARTIST_TRACK_SLUGS: readonly string[] = (import.meta.env.VITE_HIDDEN_ARTIST_TRACK_SLUGS || '')
  .split(',')
  .map((slug: string) => slug.trim())
  .filter(Boolean);
