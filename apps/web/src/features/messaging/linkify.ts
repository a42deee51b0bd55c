/** A piece of a message body: plain text, or a link with the address it opens. */
export type BodySegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) addresses and bare www. ones; anything up to a space or a character no URL has in text.
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
// Punctuation that ends a sentence rather than the address: 'see https://x.in/a.' links /a.
const TRAILING = /[.,;:!?'*]+$/;

/** Drops a closing bracket the address did not open: '(see https://x.in/a)' links /a. */
function trimUnbalanced(url: string, open: string, close: string): string {
  let result = url;
  while (result.endsWith(close) && result.split(open).length < result.split(close).length) result = result.slice(0, -1);
  return result;
}

/** Cuts an address found in text down to what belongs to it. */
function trimUrl(raw: string): string {
  let url = raw;
  for (;;) {
    const next = trimUnbalanced(trimUnbalanced(url.replace(TRAILING, ''), '(', ')'), '[', ']');
    if (next === url) return url;
    url = next;
  }
}

/**
 * Splits a plain-text message body into text and links (http, https and www. addresses), so
 * links become clickable while everything else stays text: the body is never read as HTML.
 */
export function linkifyText(body: string): BodySegment[] {
  const segments: BodySegment[] = [];
  let last = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const start = match.index;
    const url = trimUrl(match[0]);
    // 'www.' alone, or an address that was all punctuation, is text.
    if (!/^(?:https?:\/\/|www\.)[^./]/i.test(url)) continue;
    if (start > last) segments.push({ kind: 'text', text: body.slice(last, start) });
    segments.push({ kind: 'link', text: url, href: /^www\./i.test(url) ? `https://${url}` : url });
    last = start + url.length;
  }
  if (last < body.length) segments.push({ kind: 'text', text: body.slice(last) });
  return segments;
}
