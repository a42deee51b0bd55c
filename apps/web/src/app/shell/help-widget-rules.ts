/**
 * Subpages where the default help widget hides (spec 1 §2.8): song, album, apply, video,
 * contact-us, filter and development. Song, album and video mean their detail pages, where
 * the widget would sit on the player and the page's own actions.
 */
const HIDDEN_ON: ReadonlyArray<RegExp> = [
  /^\/songs\/[^/]+/,
  /^\/albums\/[^/]+/,
  /^\/video-songs\/[^/]+/,
  /\/apply(\/|$)/,
  /\/contact-us(\/|$)/,
  /\/filter(\/|$)/,
  /\/development(\/|$)/,
];

/** Whether the help widget hides on a path, or because the route asks it to. */
export function isHelpWidgetHiddenOn(pathname: string, isHiddenByRoute = false): boolean {
  return isHiddenByRoute || HIDDEN_ON.some((pattern) => pattern.test(pathname));
}
