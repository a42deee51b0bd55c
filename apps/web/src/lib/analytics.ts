/**
 * Analytics events (spec 1 §7, spec 2 §7: 'Analytics events are sent for every click
 * (category, action, label)'; total-clap, Banner_Impression, Banner_Clicks). Nothing leaves the
 * browser: events are kept in a short in-memory log and announced as a DOM event, so a
 * measurement tool the operator adds later can listen without the app knowing it.
 */

/** One event: category, action and label, as the spec names them. */
export type AnalyticsEvent = { category: string; action: string; label: string; value?: number; at: string };

/** The DOM event each recorded analytics event is announced with. */
export const ANALYTICS_EVENT_NAME = 'indiwave:analytics';

/** How many events the in-memory log keeps. */
const LOG_SIZE = 100;

const log: AnalyticsEvent[] = [];

/** Records an analytics event and announces it on `window`. */
export function trackEvent(event: Omit<AnalyticsEvent, 'at'>): void {
  const entry: AnalyticsEvent = { ...event, at: new Date().toISOString() };
  log.push(entry);
  if (log.length > LOG_SIZE) log.splice(0, log.length - LOG_SIZE);
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent<AnalyticsEvent>(ANALYTICS_EVENT_NAME, { detail: entry }));
}

/** The recorded events, oldest first (a copy). */
export function readTrackedEvents(): AnalyticsEvent[] {
  return [...log];
}
