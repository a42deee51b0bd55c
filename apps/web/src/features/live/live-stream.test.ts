import { describe, expect, it, vi } from 'vitest';
import { buildStreamUrl, computeBackoffMs, openLiveStream, type LiveStreamDeps } from './live-stream.ts';

/** A stand-in EventSource the test drives by hand. */
class FakeEventSource extends EventTarget {
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  isClosed = false;
  constructor(readonly url: string) {
    super();
  }
  emit(name: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(name, { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }
  fail(readyState: 0 | 2) {
    this.readyState = readyState;
    this.onerror?.();
  }
  close() {
    this.isClosed = true;
    this.readyState = 2;
  }
}

function setUp(tickets: (() => Promise<string>)[]) {
  const sources: FakeEventSource[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const deps: LiveStreamDeps = {
    fetchTicket: vi.fn(() => (tickets.shift() ?? (() => Promise.resolve('t-last')))()),
    openEventSource: (url) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source as unknown as EventSource;
    },
    setTimer: (run, ms) => timers.push({ run, ms }),
    clearTimer: vi.fn(),
  };
  const onNotification = vi.fn();
  const onMessage = vi.fn();
  return {
    sources,
    timers,
    deps,
    onNotification,
    onMessage,
    open: () => openLiveStream({ onNotification, onMessage }, deps),
  };
}

/** Lets the fake ticket call's promise settle: microtasks only, the stream's timers are the test's own. */
async function flush() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

describe('the live-update stream', () => {
  it('waits 1 s, 2 s, 4 s … and at most a minute between reconnects', () => {
    expect([0, 1, 2, 3, 6, 7, 20].map(computeBackoffMs)).toEqual([1_000, 2_000, 4_000, 8_000, 60_000, 60_000, 60_000]);
  });

  it('opens the stream with a ticket in the URL and hands over well-formed events only', async () => {
    const t = setUp([() => Promise.resolve('tick et')]);
    t.open();
    await flush();
    expect(t.sources[0]?.url).toBe(buildStreamUrl('tick et'));
    expect(t.sources[0]?.url).toBe('/api/notifications/stream?ticket=tick%20et');
    t.sources[0]!.emit('notification', { unread_count: 3, brd_count: 1 });
    t.sources[0]!.emit('message', { unread_count: 2 });
    t.sources[0]!.emit('message', 'not json');
    t.sources[0]!.emit('notification', { unread_count: 'x', brd_count: 1 });
    expect(t.onNotification.mock.calls).toEqual([[{ unread_count: 3, brd_count: 1 }]]);
    expect(t.onMessage.mock.calls).toEqual([[{ unread_count: 2 }]]);
  });

  it('leaves a dropped connection to the browser, and reopens with a new ticket when it gives up, backing off', async () => {
    const t = setUp([
      () => Promise.resolve('a'),
      () => Promise.reject(new Error('offline')),
      () => Promise.resolve('c'),
    ]);
    t.open();
    await flush();
    t.sources[0]!.fail(0);
    expect(t.timers).toHaveLength(0);
    t.sources[0]!.fail(2);
    expect(t.sources[0]!.isClosed).toBe(true);
    expect(t.timers.map((timer) => timer.ms)).toEqual([1_000]);
    t.timers[0]!.run();
    await flush();
    // The ticket call failed: wait longer before the next try.
    expect(t.timers.map((timer) => timer.ms)).toEqual([1_000, 2_000]);
    t.timers[1]!.run();
    await flush();
    expect(t.sources.map((source) => source.url)).toEqual([buildStreamUrl('a'), buildStreamUrl('c')]);
    // An open stream starts the count again.
    t.sources[1]!.onopen?.();
    t.sources[1]!.fail(2);
    expect(t.timers.at(-1)?.ms).toBe(1_000);
  });

  it('closes the stream and cancels a pending reconnect when closed', async () => {
    const t = setUp([() => Promise.resolve('a')]);
    const close = t.open();
    await flush();
    t.sources[0]!.fail(2);
    close();
    expect(t.deps.clearTimer).toHaveBeenCalled();
    t.timers[0]!.run();
    await flush();
    expect(t.sources).toHaveLength(1);
  });
});
