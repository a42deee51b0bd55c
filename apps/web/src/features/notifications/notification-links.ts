import { isAppPath as isSameOriginPath } from '../../lib/auth-urls.ts';

/** Whether a call-to-action link is a path of this app (opened in place) rather than another site; the sign-in return's rule. */
export function isAppPath(link: string): boolean {
  return isSameOriginPath(link);
}

/** Whether a link may be followed at all: a path of the app or an http(s) address. */
export function isFollowableLink(link: string | null): link is string {
  return Boolean(link) && (isAppPath(link as string) || /^https?:\/\//i.test(link as string));
}
