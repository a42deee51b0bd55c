import { AD_TIME_MAX_S, DAY_MS } from '@indiwave/domain/constants';
import { readCookie, setCookie } from '../../lib/cookies.ts';

/** The cookie that hides a banner once shown (spec 1 §4, §9: its life is end_time in days). */
export function toBannerCookie(id: number): string {
  return `adv_${id}`;
}

/** The cookie that keeps a closed popup from showing again. */
export function toPopupCookie(id: number): string {
  return `adv_popup_${id}`;
}

/** True while a banner's or popup's cookie hides it. */
export function isHiddenByCookie(name: string): boolean {
  return readCookie(name) !== null;
}

/** Hides a banner for end_time seconds from now (READING: banners by end_time); 0 hides nothing. */
export function hideBannerFor(id: number, endTimeSeconds: number): void {
  if (endTimeSeconds > 0) setCookie(toBannerCookie(id), '1', (endTimeSeconds * 1000) / DAY_MS);
}

/** A closed popup is not shown again: for its end_time when it has one, else for the longest time a campaign may set. */
export function hidePopup(id: number, endTimeSeconds: number): void {
  setCookie(toPopupCookie(id), '1', ((endTimeSeconds > 0 ? endTimeSeconds : AD_TIME_MAX_S) * 1000) / DAY_MS);
}

/** True for a link a campaign may lead to: https:// or a path of this site (the server checks it too). */
export function isSafeLandingUrl(url: string | undefined | null): url is string {
  return typeof url === 'string' && (/^\/(?!\/)\S*$/.test(url) || /^https:\/\/\S+$/i.test(url));
}
