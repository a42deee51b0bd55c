import { FIRST_REPLIES_ELEMENT_ID } from '@indiwave/domain/rules/first-view';

let replies: Map<string, unknown> | null = null;

// A reply written into the page answers calls of the first view only, not a visit to that
// page much later in the same tab (the listing would be stale by then).
const FIRST_VIEW_MS = 30_000;

function readReplies(): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const element = document.getElementById(FIRST_REPLIES_ELEMENT_ID);
  try {
    for (const [url, reply] of Object.entries(JSON.parse(element?.textContent || '{}') as Record<string, unknown>)) found.set(url, reply);
  } catch {
    // An unreadable page element: every call goes to the API as usual.
  }
  element?.remove();
  return found;
}

/**
 * The reply the server wrote into the page for a visitor's call at `url` (http/first-view.ts),
 * once and within the first view's time: the page renders from it without a round trip, and
 * every later call (a refetch, a return to the page) asks the API.
 */
export function takeFirstReply(url: string): unknown {
  replies ??= readReplies();
  if (performance.now() > FIRST_VIEW_MS) replies.clear();
  const reply = replies.get(url);
  replies.delete(url);
  return reply;
}
