/** Whether a call-to-action link is a path of this app (opened in place) rather than another site. */
export function isAppPath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}

/** Whether a link may be followed at all: a path of the app or an http(s) address. */
export function isFollowableLink(link: string | null): link is string {
  return Boolean(link) && (isAppPath(link as string) || /^https?:\/\//i.test(link as string));
}
