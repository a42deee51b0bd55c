/**
 * First-party analytics events (spec 1 §7, spec 2 §7: 'Analytics events are sent for every click
 * (category, action, label)'; total-clap, Banner_Impression, Banner_Clicks). Events wait in a
 * small queue and leave in batches to our own `POST /api/events`: with sendBeacon when the page
 * is hidden or left, otherwise every EVENTS_FLUSH_MS or once a batch is full. Nothing is queued or
 * sent for a visitor whose browser asks not to be tracked (Do Not Track, Global Privacy Control),
 * and no cookie is set. Each event is also announced as a DOM event and kept in a short log.
 */
import { EVENTS_BATCH_MAX, EVENTS_FLUSH_MS, type PageKey } from '@indiwave/domain/constants';
import { toPageKey } from '@indiwave/domain/rules/page-key';
import { BRAND } from './config';

/** One event: category, action and label, as the spec names them, and where it happened. */
export type AnalyticsEvent = { category: string; action: string; label: string; value?: number; page: PageKey; ad?: number; pv?: string; at: string };

/** What a caller gives: the page and the time are filled in. */
export type NewAnalyticsEvent = { category: string; action: string; label: string; value?: number; ad?: number };

/** The DOM event each recorded analytics event is announced with. */
export const ANALYTICS_EVENT_NAME = 'indiwave:analytics';

const EVENTS_URL = '/api/events';
/** How many events the in-memory log keeps. */
const LOG_SIZE = 100;
const TEXT_MAX = 100;

const log: AnalyticsEvent[] = [];
let queue: Omit<AnalyticsEvent, 'at'>[] = [];
let flushTimer: ReturnType<typeof setTimeout> | null = null;
let pageView = { path: '', id: '' };
let isListening = false;

/** True when the browser asks not to be tracked: Do Not Track or Global Privacy Control. */
export function isTrackingRefused(): boolean {
  if (typeof navigator === 'undefined') return true;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const win = typeof window === 'undefined' ? undefined : (window as Window & { doNotTrack?: string });
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1' || nav.doNotTrack === 'yes' || win?.doNotTrack === '1' || nav.msDoNotTrack === '1';
}

function randomId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The id of the current page view: a new one for every path (an impression counts once in it). */
export function readPageViewId(): string {
  const path = typeof location === 'undefined' ? '' : location.pathname;
  if (pageView.path !== path || !pageView.id) pageView = { path, id: randomId() };
  return pageView.id;
}

/** The page key of the current path (spec 1 §3.8 pageType). */
export function readPageKey(): PageKey {
  return toPageKey(typeof location === 'undefined' ? '/' : location.pathname, BRAND.slug);
}

/** Sends the queue: sendBeacon when leaving (it survives the page), fetch with keepalive otherwise. */
export function flushEvents(isLeaving = false): void {
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = null;
  while (queue.length > 0) {
    const events = queue.slice(0, EVENTS_BATCH_MAX);
    queue = queue.slice(EVENTS_BATCH_MAX);
    const body = JSON.stringify({ events });
    try {
      const sent = isLeaving && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(EVENTS_URL, new Blob([body], { type: 'application/json' }));
      if (!sent) void fetch(EVENTS_URL, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => undefined);
    } catch {
      // Analytics never gets in a visitor's way.
    }
  }
}

function listenForPageHide(): void {
  if (isListening || typeof document === 'undefined') return;
  isListening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushEvents(true);
  });
  window.addEventListener('pagehide', () => flushEvents(true));
}

/** Records an analytics event, announces it on `window` and queues it for our server. */
export function trackEvent(event: NewAnalyticsEvent): void {
  const page = readPageKey();
  const entry: AnalyticsEvent = { ...event, label: event.label.slice(0, TEXT_MAX), page, ...(event.ad !== undefined ? { pv: readPageViewId() } : {}), at: new Date().toISOString() };
  log.push(entry);
  if (log.length > LOG_SIZE) log.splice(0, log.length - LOG_SIZE);
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<AnalyticsEvent>(ANALYTICS_EVENT_NAME, { detail: entry }));
  if (isTrackingRefused()) return;
  const { at: _at, ...queued } = entry;
  queue.push(queued);
  listenForPageHide();
  if (queue.length >= EVENTS_BATCH_MAX) flushEvents();
  else flushTimer ??= setTimeout(() => flushEvents(), EVENTS_FLUSH_MS);
}

/** The recorded events, oldest first (a copy). */
export function readTrackedEvents(): AnalyticsEvent[] {
  return [...log];
}

const CLICKABLE = 'a[href], button, [role="button"], [role="menuitem"], [role="tab"], [role="option"], input[type="submit"], summary';

/** Where on the page a click happened: the element's own category, else its landmark, else the page. */
function toClickCategory(element: Element): string {
  const own = element.closest('[data-analytics-category]')?.getAttribute('data-analytics-category');
  if (own) return own;
  if (element.closest('[data-player-bar]')) return 'player';
  if (element.closest('header')) return 'header';
  if (element.closest('nav, aside[aria-label="Navigation"]')) return 'navigation';
  if (element.closest('footer')) return 'footer';
  if (element.closest('[role="dialog"]')) return 'dialog';
  return readPageKey();
}

function toClickLabel(element: Element): string {
  const label = element.getAttribute('data-analytics-label') ?? element.getAttribute('aria-label') ?? (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  return (label || element.getAttribute('href') || element.tagName.toLowerCase()).slice(0, TEXT_MAX);
}

/** Sends a 'click' event for every click on a link or a control (spec 2 §7); returns the way to stop. */
export function installClickTracking(): () => void {
  const handleClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(CLICKABLE) : null;
    if (!target || target.closest('[data-analytics-ignore]')) return;
    trackEvent({ category: toClickCategory(target), action: 'click', label: toClickLabel(target) });
  };
  document.addEventListener('click', handleClick, { capture: true });
  return () => document.removeEventListener('click', handleClick, { capture: true });
}
