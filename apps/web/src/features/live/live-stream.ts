/** The counts the stream's events carry (notifications contract: `notification`, `message`). */
export type LiveHandlers = {
  /** `notification`: the bell's counts changed (or the stream just opened). */
  onNotification: (counts: { unread_count: number; brd_count: number }) => void;
  /** `message`: unread messages changed (or the stream just opened). */
  onMessage: (data: { unread_count: number }) => void;
};

/** What the stream needs from the outside, so tests can stand in for the browser. */
export type LiveStreamDeps = {
  /** Asks the server for a ticket (POST notifications/stream_ticket). */
  fetchTicket: () => Promise<string>;
  /** Opens an EventSource on a URL. */
  openEventSource: (url: string) => EventSource;
  setTimer: (run: () => void, ms: number) => number;
  clearTimer: (id: number) => void;
};

/** The first wait after a failure, and the longest (ours). */
export const LIVE_BACKOFF_FIRST_MS = 1_000;
export const LIVE_BACKOFF_MAX_MS = 60_000;

/** How long to wait before the n-th reconnect in a row (0-based): 1 s, 2 s, 4 s … at most a minute. */
export function computeBackoffMs(attempt: number): number {
  return Math.min(LIVE_BACKOFF_MAX_MS, LIVE_BACKOFF_FIRST_MS * 2 ** Math.max(0, attempt));
}

// EventSource.CLOSED, spelled out so the module also loads where EventSource does not exist.
const EVENT_SOURCE_CLOSED = 2;

/** The stream's address for a ticket. */
export function buildStreamUrl(ticket: string): string {
  return `/api/notifications/stream?ticket=${encodeURIComponent(ticket)}`;
}

/** Reads an event's JSON, or null when it is not an object of whole numbers. */
function readCounts(data: unknown, keys: string[]): Record<string, number> | null {
  try {
    const value = JSON.parse(String(data)) as Record<string, unknown>;
    return keys.every((key) => Number.isInteger(value?.[key])) ? (value as Record<string, number>) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps one live-update stream open (Server-Sent Events) and hands its events over. EventSource
 * reconnects by itself after a dropped connection; when it gives up for good (its ticket has
 * expired, the session ended, the server refused) this asks for a new ticket and opens a new one,
 * waiting longer after each failure in a row. Returns the function that closes it.
 */
export function openLiveStream(handlers: LiveHandlers, deps: LiveStreamDeps): () => void {
  let source: EventSource | null = null;
  let timer: number | null = null;
  let failures = 0;
  let isClosed = false;

  const scheduleReconnect = () => {
    if (isClosed || timer !== null) return;
    const wait = computeBackoffMs(failures);
    failures += 1;
    timer = deps.setTimer(() => {
      timer = null;
      void connect();
    }, wait);
  };

  const connect = async () => {
    if (isClosed) return;
    let ticket: string;
    try {
      ticket = await deps.fetchTicket();
    } catch {
      scheduleReconnect();
      return;
    }
    if (isClosed) return;
    const next = deps.openEventSource(buildStreamUrl(ticket));
    source = next;
    next.onopen = () => {
      failures = 0;
    };
    next.addEventListener('notification', (event) => {
      const counts = readCounts((event as MessageEvent).data, ['unread_count', 'brd_count']);
      if (counts) handlers.onNotification({ unread_count: counts.unread_count, brd_count: counts.brd_count });
    });
    next.addEventListener('message', (event) => {
      const counts = readCounts((event as MessageEvent).data, ['unread_count']);
      if (counts) handlers.onMessage({ unread_count: counts.unread_count });
    });
    next.onerror = () => {
      // CONNECTING: the browser is already trying again with the same ticket.
      if (next.readyState !== EVENT_SOURCE_CLOSED) return;
      next.close();
      if (source === next) source = null;
      scheduleReconnect();
    };
  };

  void connect();
  return () => {
    isClosed = true;
    if (timer !== null) deps.clearTimer(timer);
    source?.close();
    source = null;
  };
}
