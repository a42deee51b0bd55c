import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_COMPOSE_RATE_LIMIT } from '@indiwave/domain/constants';
import type { InboxItem, Message } from '@indiwave/domain/contract/messaging';
import { MESSAGES } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildPerson, signInTeam, type Person } from '../../../test/social.ts';
import { createManualClock } from '../../platform/clock/clock.port.ts';

let t: TestApp;
const clock = createManualClock();

beforeAll(async () => {
  t = await createTestApp({ platform: { clock } });
});
afterAll(async () => t.close());

const person = (overrides: Parameters<typeof buildPerson>[2] = {}) => buildPerson(t.db, clock, overrides);
type Who = { headers: { authorization: string } };
const get = (url: string, who?: Who) => t.app.inject({ url, headers: who?.headers ?? {} });
const post = (url: string, payload: object, who?: Who) => t.app.inject({ method: 'POST', url, payload, headers: who?.headers ?? {} });

async function send(from: Who, to: Person | string, body: string, extra: object = {}): Promise<Message> {
  const res = await post('/api/message_compose', { receipient: typeof to === 'string' ? to : to.slug, body, ...extra }, from);
  expect(res.statusCode, res.body).toBe(200);
  clock.advance(1_000);
  return res.json().result;
}
const unread = async (who: Who): Promise<number> => (await get('/api/unread_messages_count', who)).json().unread_count;
const inbox = async (who: Who): Promise<InboxItem[]> => (await get('/api/message_inbox', who)).json().results;
const show = (who: Who, slug: string, query = '') => get(`/api/show_message?slug=${slug}${query}`, who);

describe('a message round trip (spec 2 §7 Messaging)', () => {
  it('compose → the recipient’s inbox and unread count → show_message reads it → the counts drop', async () => {
    const asha = await person({ first_name: 'Asha', last_name: 'Menon', profile_pic: 'avatars/asha.jpg' });
    const kabir = await person({ first_name: 'Kabir', last_name: 'Sethi' });
    const res = await post('/api/message_compose', { receipient: kabir.slug, body: 'Loved your set at Blue Frog!', tv_communication: false }, asha);
    expect(res.json()).toMatchObject({
      success: true,
      message: MESSAGES.messageSent,
      result: { body: 'Loved your set at Blue Frog!', is_mine: true, is_read: false, tv_communication: false },
      user: { slug_username: kabir.slug, name: 'Kabir Sethi', is_team: false, can_reply: true },
    });
    clock.advance(1_000);
    await send(asha, kabir, 'Want to collaborate?');

    expect(await unread(kabir)).toBe(2);
    expect(await unread(asha)).toBe(0);
    const [kabirsView] = await inbox(kabir);
    expect(kabirsView).toMatchObject({
      user: { slug_username: asha.slug, name: 'Asha Menon', profile_pic: '/media/avatars/asha.jpg' },
      last_message: { body: 'Want to collaborate?', is_mine: false },
      unread_count: 2,
    });
    expect((await inbox(asha))[0]).toMatchObject({ user: { slug_username: kabir.slug }, last_message: { is_mine: true }, unread_count: 0 });

    const opened = (await show(kabir, asha.slug)).json();
    expect(opened).toMatchObject({ success: true, user: { slug_username: asha.slug }, count: 2, unread_count: 0 });
    expect(opened.results.map((m: Message) => [m.body, m.is_mine])).toEqual([
      ['Loved your set at Blue Frog!', false],
      ['Want to collaborate?', false],
    ]);
    expect(await unread(kabir)).toBe(0);
    expect((await inbox(kabir))[0].unread_count).toBe(0);
    // The sender sees that it was read.
    expect((await show(asha, kabir.slug)).json().results.every((m: Message) => m.is_mine && m.is_read)).toBe(true);

    await send(kabir, asha, 'Yes! Call me.');
    expect((await inbox(asha))[0]).toMatchObject({ last_message: { body: 'Yes! Call me.', is_mine: false }, unread_count: 1 });
  });

  it('keeps the body as written (trimmed): < and > and line breaks stay, shown escaped by the app', async () => {
    const [a, b] = [await person(), await person()];
    const body = 'Check <b>this</b> & https://example.com/x?a=1&b=2\nsecond line';
    expect((await send(a, b, `  ${body}\n `)).body).toBe(body);
    expect((await show(b, a.slug)).json().results[0].body).toBe(body);
  });

  it('pages a conversation from the newest, oldest first within the page', async () => {
    const [a, b] = [await person(), await person()];
    for (let i = 1; i <= 5; i++) await send(a, b, `m${i}`);
    expect((await show(b, a.slug, '&offset=0&limit=2')).json()).toMatchObject({ count: 5, results: [{ body: 'm4' }, { body: 'm5' }] });
    expect((await show(b, a.slug, '&offset=4&limit=2')).json().results.map((m: Message) => m.body)).toEqual(['m1']);
  });

  it('opens an empty conversation with someone new, so a first message can be written from it', async () => {
    const [a, b] = [await person(), await person({ first_name: 'Ribha', last_name: '' })];
    expect((await show(a, b.slug)).json()).toMatchObject({ success: true, user: { name: 'Ribha', can_reply: true }, results: [], count: 0 });
    expect((await show(a, 'no-such-person')).statusCode).toBe(404);
  });
});

describe('compose rules', () => {
  it('refuses a blank or too long body, a missing or unknown recipient, oneself and deleted accounts', async () => {
    const [a, b] = [await person(), await person()];
    const gone = await person({ deleted_at: new Date().toISOString() });
    const compose = (payload: object) => post('/api/message_compose', payload, a);
    expect((await compose({ receipient: b.slug, body: '   ' })).json()).toMatchObject({ success: false, error: MESSAGES.contactMessageRequired, fields: { body: MESSAGES.contactMessageRequired } });
    expect((await compose({ receipient: b.slug, body: 'x'.repeat(5001) })).json()).toMatchObject({ error: MESSAGES.contactMessageMax });
    expect((await compose({ receipient: b.slug, body: 'x'.repeat(5000) })).statusCode).toBe(200);
    expect((await compose({ body: 'Hi' })).json()).toMatchObject({ error: MESSAGES.recipientRequired, fields: { receipient: MESSAGES.recipientRequired } });
    const unknown = await compose({ receipient: 'nobody-here', body: 'Hi' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, error: MESSAGES.recipientNotFound });
    expect((await compose({ receipient: gone.slug, body: 'Hi' })).statusCode).toBe(404);
    expect((await compose({ receipient: a.slug.toUpperCase(), body: 'Hi' })).json()).toMatchObject({ error: MESSAGES.messageToSelf });
    expect((await post('/api/message_compose', { receipient: b.slug, body: 'Hi' })).statusCode).toBe(401);
  });

  it('sends TV communications to the team, whose inbox shows the flag; never to anyone else', async () => {
    const artist = await person();
    const team = await signInTeam(t.app, t.db, clock);
    const sent = await post('/api/message_compose', { body: 'Pitching my new video for the TV show.', tv_communication: true }, artist);
    expect(sent.json()).toMatchObject({ result: { tv_communication: true }, user: { slug_username: team.slug, is_team: true } });
    expect((await post('/api/message_compose', { receipient: team.slug, body: 'Again', tv_communication: 'true' }, artist)).statusCode).toBe(200);
    const other = await person();
    expect((await post('/api/message_compose', { receipient: other.slug, body: 'Hi', tv_communication: true }, artist)).json()).toMatchObject({ error: MESSAGES.tvCommunicationTeamOnly });
    const teamInbox = await inbox(team);
    expect(teamInbox.find((item) => item.user.slug_username === artist.slug)).toMatchObject({ last_message: { tv_communication: true }, unread_count: 2 });
    // A plain message to the team is fine too.
    expect((await post('/api/message_compose', { receipient: team.slug, body: 'A question about payouts' }, artist)).statusCode).toBe(200);
  });

  it(`allows ${MESSAGE_COMPOSE_RATE_LIMIT.max} messages per 10 minutes, then 429 with Retry-After`, async () => {
    const [spammer, target] = [await person(), await person()];
    for (let i = 0; i < MESSAGE_COMPOSE_RATE_LIMIT.max; i++) {
      expect((await post('/api/message_compose', { receipient: target.slug, body: `hi ${i}` }, spammer)).statusCode).toBe(200);
    }
    const refused = await post('/api/message_compose', { receipient: target.slug, body: 'one more' }, spammer);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ success: false, error: MESSAGES.tooManyRequests });
    clock.advance(MESSAGE_COMPOSE_RATE_LIMIT.windowMs);
    expect((await post('/api/message_compose', { receipient: target.slug, body: 'later' }, spammer)).statusCode).toBe(200);
  });
});

describe('unread marking, delete for oneself, report', () => {
  it('mark_message_unread by message or by conversation; only what one received', async () => {
    const [a, b, c] = [await person(), await person(), await person()];
    const message = await send(a, b, 'Hello');
    await show(b, a.slug);
    expect(await unread(b)).toBe(0);
    const byId = await get(`/api/mark_message_unread?id=${message.id}`, b);
    expect(byId.json()).toEqual({ success: true, message: MESSAGES.markedUnread, unread_count: 1 });
    await show(b, a.slug);
    expect((await get(`/api/mark_message_unread?slug=${a.slug}`, b)).json()).toMatchObject({ unread_count: 1 });
    expect((await inbox(b))[0].unread_count).toBe(1);
    // Not one's own sent message, not a stranger's, and one target only.
    expect((await get(`/api/mark_message_unread?id=${message.id}`, a)).statusCode).toBe(404);
    expect((await get(`/api/mark_message_unread?id=${message.id}`, c)).statusCode).toBe(404);
    expect((await get(`/api/mark_message_unread?slug=${a.slug}`, c)).statusCode).toBe(404);
    expect((await get('/api/mark_message_unread', b)).json()).toMatchObject({ error: MESSAGES.messageTargetRequired });
  });

  it('delete_message removes a message for oneself only; the other person keeps it', async () => {
    const [a, b, c] = [await person(), await person(), await person()];
    const first = await send(a, b, 'first');
    await send(a, b, 'second');
    expect((await post('/api/delete_message', { id: first.id }, c)).statusCode).toBe(404);
    expect((await post('/api/delete_message', { id: first.id }, a)).json()).toMatchObject({ success: true, message: MESSAGES.messageDeleted });
    expect((await show(a, b.slug)).json().results.map((m: Message) => m.body)).toEqual(['second']);
    expect((await show(b, a.slug)).json().results.map((m: Message) => m.body)).toEqual(['first', 'second']);
    expect((await post('/api/delete_message', { id: first.id }, a)).statusCode).toBe(404);
  });

  it('delete_message with a slug removes the whole conversation for oneself; unread received messages stop counting', async () => {
    const [a, b] = [await person(), await person()];
    await send(a, b, 'one');
    await send(a, b, 'two');
    expect(await unread(b)).toBe(2);
    expect((await post('/api/delete_message', { slug: a.slug }, b)).json()).toEqual({ success: true, message: MESSAGES.conversationDeleted, unread_count: 0 });
    expect(await inbox(b)).toEqual([]);
    expect((await inbox(a)).map((item) => item.last_message.body)).toEqual(['two']);
    // A new message brings the conversation back with only what is new.
    await send(a, b, 'three');
    expect((await show(b, a.slug)).json().results.map((m: Message) => m.body)).toEqual(['three']);
  });

  it("report_abuse_message: 'Reported successfully' for a message one received, filed once and mailed to support", async () => {
    const [a, b, c] = [await person(), await person(), await person()];
    const message = await send(a, b, 'Buy followers cheap!!!');
    const res = await post('/api/report_abuse_message', { id: message.id, complaint: 'Spam', description: 'Selling followers' }, b);
    expect(res.json()).toEqual({ success: true, message: MESSAGES.reportedSuccessfully });
    expect((await post('/api/report_abuse_message', { id: message.id }, b)).statusCode).toBe(200);
    const reports = await t.db.selectFrom('message_reports').selectAll().where('message_id', '=', message.id).execute();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ reporter_id: b.id, complaint: 'Spam', description: 'Selling followers' });
    const mail = await t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', t.config.supportEmail).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.subject).toBe('[Indiwave] Message reported: Spam');
    expect(mail.text_body).toContain('Buy followers cheap!!!');
    expect((await post('/api/report_abuse_message', { id: message.id }, a)).statusCode).toBe(404);
    expect((await post('/api/report_abuse_message', { id: message.id }, c)).statusCode).toBe(404);
    expect((await post('/api/report_abuse_message', { id: message.id, complaint: 'Boring' }, b)).json()).toMatchObject({ error: MESSAGES.complaintInvalid });
  });
});

describe('privacy: nobody reads another person’s messages', () => {
  it('a third person sees neither the conversation nor its messages', async () => {
    const [a, b, snoop] = [await person(), await person(), await person()];
    await send(a, b, 'private');
    expect(await inbox(snoop)).toEqual([]);
    expect((await show(snoop, a.slug)).json()).toMatchObject({ results: [], count: 0 });
    expect((await show(snoop, b.slug)).json()).toMatchObject({ results: [], count: 0 });
    expect(await unread(snoop)).toBe(0);
  });

  it('every call needs a session', async () => {
    for (const url of ['/api/message_inbox', '/api/show_message?slug=x', '/api/mark_message_unread?id=1', '/api/unread_messages_count']) {
      expect((await get(url)).statusCode).toBe(401);
    }
    for (const url of ['/api/delete_message', '/api/report_abuse_message']) expect((await post(url, { id: 1 })).statusCode).toBe(401);
  });
});

describe('messages raise notifications', () => {
  it("'X sent you a message': one notification per sender that comes back unread, read with the conversation", async () => {
    const [a, b] = [await person({ first_name: 'Dhoop', last_name: 'Chhaon' }), await person()];
    await send(a, b, 'one');
    await send(a, b, 'two');
    const list = (await get('/api/notifications', b)).json();
    expect(list.count).toBe(1);
    expect(list.results[0]).toMatchObject({
      type: 'message',
      content_type: 'message',
      message: { text: '<b>Dhoop Chhaon</b> sent you a message', cta_link: `/messaging?user=${a.slug}`, cta_text: 'Reply' },
      read_activity: 0,
    });
    await show(b, a.slug);
    expect((await get('/api/notification/unread', b)).json()).toMatchObject({ unread_count: 0 });
    await send(a, b, 'three');
    expect((await get('/api/notification/unread', b)).json()).toMatchObject({ unread_count: 1 });
    expect((await get('/api/notifications', b)).json().count).toBe(1);
  });
});
