import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_RETRY_MS, LIVE_TICKET_EXPIRES_MS } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildPerson, listenOnLoopback, openEventStream, signInTeam, type Person } from '../../../test/social.ts';
import { createManualClock } from '../../platform/clock/clock.port.ts';
import { createNotifier } from '../notifications/notifier.service.ts';

let t: TestApp;
let base: string;
const clock = createManualClock(new Date());

beforeAll(async () => {
  t = await createTestApp({ platform: { clock } });
  base = await listenOnLoopback(t.app);
});
afterAll(async () => t.close());

const person = () => buildPerson(t.db, clock);
type Who = { headers: { authorization: string } };
const post = (url: string, payload: object | undefined, who?: Who) => t.app.inject({ method: 'POST', url, payload, headers: who?.headers ?? {} });

async function ticketFor(who: Who): Promise<string> {
  const res = await post('/api/notifications/stream_ticket', undefined, who);
  expect(res.json()).toMatchObject({ success: true, expires_in: LIVE_TICKET_EXPIRES_MS / 1000 });
  return res.json().ticket;
}
const openWithTicket = async (who: Who) => openEventStream(`${base}/api/notifications/stream?ticket=${encodeURIComponent(await ticketFor(who))}`);

describe('live updates over Server-Sent Events (in process)', () => {
  it('a ticket opens the stream: the retry delay, then both counts at once', async () => {
    const artist = await person();
    const stream = await openWithTicket(artist);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
      expect(stream.headers['content-encoding']).toBeUndefined();
      expect(stream.headers['x-content-type-options']).toBe('nosniff');
      expect(await stream.waitFor((e) => e.event === 'notification')).toEqual({ event: 'notification', data: { unread_count: 0, brd_count: 0 } });
      expect(await stream.waitFor((e) => e.event === 'message')).toEqual({ event: 'message', data: { unread_count: 0 } });
      expect(stream.retry).toBe(LIVE_RETRY_MS);
    } finally {
      stream.close();
    }
  });

  it('a new message reaches the open tab within a second: the message and notification counts', async () => {
    const [sender, recipient] = [await person(), await person()];
    const stream = await openWithTicket(recipient);
    try {
      await stream.waitFor((e) => e.event === 'message');
      const sentAt = Date.now();
      await post('/api/message_compose', { receipient: recipient.slug, body: 'Are you there?' }, sender);
      expect((await stream.waitFor((e) => e.event === 'message' && (e.data as { unread_count: number }).unread_count === 1, 1_000)).data).toEqual({ unread_count: 1 });
      expect((await stream.waitFor((e) => e.event === 'notification' && (e.data as { unread_count: number }).unread_count === 1, 1_000)).data).toEqual({ unread_count: 1, brd_count: 0 });
      expect(Date.now() - sentAt).toBeLessThan(1_000);
    } finally {
      stream.close();
    }
  });

  it('a follow raised by the notify service reaches the stream opened with the Authorization header', async () => {
    const [artist, fan] = [await person(), await person()];
    const stream = await openEventStream(`${base}/api/notifications/stream`, artist.headers);
    try {
      expect(stream.status).toBe(200);
      await stream.waitFor((e) => e.event === 'notification');
      await createNotifier(t, t.app.log).follow(fan.id, artist.id);
      await stream.waitFor((e) => e.event === 'notification' && (e.data as { unread_count: number }).unread_count === 1, 1_000);
      // Reading in another tab updates this one too.
      await post('/api/mark_all_read', undefined, artist);
      await stream.waitFor((e) => e.event === 'notification' && (e.data as { unread_count: number }).unread_count === 0 && stream.events.length > 3, 1_000);
    } finally {
      stream.close();
    }
  });

  it('a broadcast reaches every open stream, each with its own counts', async () => {
    const team = await signInTeam(t.app, t.db, clock);
    const [a, b] = [await person(), await person()];
    await createNotifier(t, t.app.log).comment(b.id, a.id, { type: 'song', slug: 's', title: 'S' });
    const [streamA, streamB] = [await openWithTicket(a), await openWithTicket(b)];
    try {
      await streamA.waitFor((e) => e.event === 'notification');
      await streamB.waitFor((e) => e.event === 'notification');
      expect((await post('/api/notification/broadcast', { text: 'Hello everyone' }, team)).statusCode).toBe(200);
      expect((await streamA.waitFor((e) => e.event === 'notification' && (e.data as { brd_count: number }).brd_count === 1, 1_000)).data).toEqual({ unread_count: 1, brd_count: 1 });
      expect((await streamB.waitFor((e) => e.event === 'notification' && (e.data as { brd_count: number }).brd_count === 1, 1_000)).data).toEqual({ unread_count: 0, brd_count: 1 });
    } finally {
      streamA.close();
      streamB.close();
    }
  });

  it('never shows one person’s events to another', async () => {
    const [sender, recipient, bystander] = [await person(), await person(), await person()];
    const stream = await openWithTicket(bystander);
    try {
      await stream.waitFor((e) => e.event === 'message');
      await post('/api/message_compose', { receipient: recipient.slug, body: 'Psst' }, sender);
      // A message of the bystander's own, sent after: a stream gets its events in order, so anything
      // the first message leaked to this stream would be there before this one arrives.
      await post('/api/message_compose', { receipient: bystander.slug, body: 'And you?' }, sender);
      const own = await Promise.all([
        stream.waitFor((e) => e.event === 'message' && (e.data as { unread_count: number }).unread_count === 1),
        stream.waitFor((e) => e.event === 'notification' && (e.data as { unread_count: number }).unread_count === 1),
      ]);
      expect(stream.events).toHaveLength(4);
      expect(stream.events.slice(0, 2).map((e) => e.data)).toEqual([{ unread_count: 0, brd_count: 0 }, { unread_count: 0 }]);
      expect(stream.events.slice(2)).toEqual(expect.arrayContaining(own));
    } finally {
      stream.close();
    }
  });

  it('refuses without a session, with a bad or expired ticket, and with a ticket of a session that ended', async () => {
    const none = await openEventStream(`${base}/api/notifications/stream`);
    expect(none.status).toBe(401);
    expect(JSON.parse(none.body)).toEqual({ success: false, error: MESSAGES.signInRequired });

    const artist: Person = await person();
    const ticket = await ticketFor(artist);
    const tampered = `${ticket.slice(0, -2)}xx`;
    const forged = ticket.replace(/^\d+/, String(artist.id + 1));
    for (const bad of [tampered, forged, 'nonsense']) {
      const refused = await openEventStream(`${base}/api/notifications/stream?ticket=${encodeURIComponent(bad)}`);
      expect(refused.status).toBe(401);
      expect(JSON.parse(refused.body)).toEqual({ success: false, error: MESSAGES.liveTicketInvalid });
    }

    clock.advance(LIVE_TICKET_EXPIRES_MS + 1);
    expect((await openEventStream(`${base}/api/notifications/stream?ticket=${encodeURIComponent(ticket)}`)).status).toBe(401);

    const fresh = await ticketFor(artist);
    await t.app.inject({ url: '/api/logout', headers: artist.headers });
    expect((await openEventStream(`${base}/api/notifications/stream?ticket=${encodeURIComponent(fresh)}`)).status).toBe(401);
    expect((await post('/api/notifications/stream_ticket', undefined)).statusCode).toBe(401);
  });
});

describe('graceful shutdown', () => {
  it('closing the app ends open streams instead of waiting for them', async () => {
    const own = await createTestApp();
    const url = await listenOnLoopback(own.app);
    const artist = await buildPerson(own.db, own.platform.clock);
    const stream = await openEventStream(`${url}/api/notifications/stream`, artist.headers);
    await stream.waitFor((e) => e.event === 'message');
    const started = Date.now();
    await own.close();
    await stream.ended;
    // A close that waited for its streams would hang until the test's timeout; closing the database
    // itself can take seconds on a loaded PostgreSQL, so the bound is well above that and below 30 s.
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
