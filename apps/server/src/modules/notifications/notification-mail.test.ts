import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, unsubscribedFrom } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildPerson, signInTeam, type Person } from '../../../test/social.ts';
import { createManualClock } from '../../platform/clock/clock.port.ts';
import { presentFollowMail } from './notification-mail.presenter.ts';
import { createNotifier, type Notifier } from './notifier.service.ts';

let t: TestApp;
let notify: Notifier;
const clock = createManualClock();

beforeAll(async () => {
  t = await createTestApp({ platform: { clock } });
  notify = createNotifier(t, t.app.log);
});
afterAll(async () => t.close());

const person = (overrides: Parameters<typeof buildPerson>[2] = {}) => buildPerson(t.db, clock, overrides);
type Who = { headers: { authorization: string } };
const get = (url: string, who?: Who, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { ...headers, ...(who?.headers ?? {}) } });
const post = (url: string, payload: object, who?: Who) => t.app.inject({ method: 'POST', url, payload, headers: who?.headers ?? {} });
const mailsTo = (to: string) => t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to.toLowerCase()).orderBy('id').execute();

/** The path of the unsubscribe link in a mail, e.g. /api/unsubscribe/1a.follow.xyz. */
function unsubscribePath(text: string): string {
  const match = /https?:\/\/[^/\s]+(\/api\/unsubscribe\/[A-Za-z0-9._-]+)/.exec(text);
  if (!match) throw new Error(`no unsubscribe link in: ${text}`);
  return match[1];
}

async function sendMessage(from: Who, to: Person, body = 'Hello') {
  const res = await post('/api/message_compose', { receipient: to.slug, body }, from);
  expect(res.statusCode).toBe(200);
}

describe('notification e-mails (issue 7: messages and follows, through the mail port)', () => {
  it('mails a new follower with a link to their profile and an unsubscribe link; one mail per group of follows', async () => {
    const artist = await person();
    const fan = await person({ first_name: 'Meera', last_name: 'Kulkarni' });
    await notify.follow(fan.id, artist.id);
    const [mail] = await mailsTo(artist.email);
    expect(mail.subject).toBe('Meera Kulkarni started following you on Indiwave');
    expect(mail.text_body).toContain(`${t.config.publicUrl}/${fan.slug}`);
    expect(mail.text_body).toContain(`${t.config.publicUrl}/settings`);
    expect(unsubscribePath(mail.text_body)).toMatch(/^\/api\/unsubscribe\//);
    await notify.follow((await person()).id, artist.id);
    expect(await mailsTo(artist.email)).toHaveLength(1);
  });

  it('never mails an unverified address', async () => {
    const artist = await person({ is_email_verified: 0 });
    await notify.follow((await person()).id, artist.id);
    expect(await mailsTo(artist.email)).toEqual([]);
  });

  it('mails the first unread message of a conversation only, again once it was read', async () => {
    const [a, b] = [await person({ first_name: 'Kabir', last_name: 'Sethi' }), await person()];
    await sendMessage(a, b);
    await sendMessage(a, b);
    const mails = await mailsTo(b.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Kabir Sethi sent you a message on Indiwave');
    expect(mails[0].text_body).toContain(`/messaging?user=${a.slug}`);
    expect(mails[0].text_body).not.toContain('Hello');
    await get(`/api/show_message?slug=${a.slug}`, b);
    await sendMessage(a, b);
    expect(await mailsTo(b.email)).toHaveLength(2);
  });

  it('mails TV communications to the team, that is to SUPPORT_EMAIL', async () => {
    const artist = await person({ first_name: 'Monsoon', last_name: 'Theory' });
    await signInTeam(t.app, t.db, clock);
    const before = (await mailsTo(t.config.supportEmail)).length;
    await post('/api/message_compose', { body: 'Our video for the TV slot', tv_communication: true }, artist);
    const mails = await mailsTo(t.config.supportEmail);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.subject).toBe('Monsoon Theory sent you a TV communication on Indiwave');
  });

  it('carries the one-click unsubscribe headers of mail programs', () => {
    const mail = presentFollowMail({ to: 'a@example.com', brandName: 'Indiwave', unsubscribeUrl: 'https://x/api/unsubscribe/t', settingsUrl: 'https://x/settings' }, { name: 'A <b>' }, 'https://x/a');
    expect(mail.headers).toEqual({ 'List-Unsubscribe': '<https://x/api/unsubscribe/t>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail.html).toContain('A &#60;b&#62;');
  });
});

describe('e-mail preferences ({product}user/notification_preferences)', () => {
  it('are all on by default; a type turned off is not mailed, the others still are', async () => {
    const artist = await person();
    expect((await get('/api/indiwaveuser/notification_preferences', artist)).json()).toEqual({ success: true, result: { message: true, follow: true } });
    const saved = await post('/api/indiwaveuser/notification_preferences', { follow: false }, artist);
    expect(saved.json()).toEqual({ success: true, message: MESSAGES.emailPreferencesSaved, result: { message: true, follow: false } });
    await notify.follow((await person()).id, artist.id);
    expect(await mailsTo(artist.email)).toEqual([]);
    // The notification itself still arrives.
    expect((await get('/api/notification/unread', artist)).json().unread_count).toBe(1);
    await sendMessage(await person(), artist);
    expect(await mailsTo(artist.email)).toHaveLength(1);
    expect((await post('/api/indiwaveuser/notification_preferences', { follow: 'true', message: 0 }, artist)).json().result).toEqual({ message: false, follow: true });
  });

  it('need a session', async () => {
    expect((await get('/api/indiwaveuser/notification_preferences')).statusCode).toBe(401);
    expect((await post('/api/indiwaveuser/notification_preferences', { follow: false })).statusCode).toBe(401);
  });
});

describe('the unsubscribe link (works without signing in)', () => {
  it('turns that type off: JSON for programs, a page for browsers; again is fine', async () => {
    const artist = await person();
    await notify.follow((await person()).id, artist.id);
    const path = unsubscribePath((await mailsTo(artist.email))[0].text_body);
    const res = await get(path);
    expect(res.json()).toEqual({ success: true, message: unsubscribedFrom('new followers'), result: { type: 'follow', is_enabled: false } });
    expect((await get('/api/indiwaveuser/notification_preferences', artist)).json().result).toEqual({ message: true, follow: false });
    const page = await get(path, undefined, { accept: 'text/html,application/xhtml+xml' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('You will no longer receive emails about new followers.');
  });

  it('accepts the one-click POST of mail programs (RFC 8058)', async () => {
    const artist = await person();
    await sendMessage(await person(), artist);
    const path = unsubscribePath((await mailsTo(artist.email))[0].text_body);
    const res = await t.app.inject({ method: 'POST', url: path, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.json()).toMatchObject({ success: true, result: { type: 'message', is_enabled: false } });
  });

  it("refuses a tampered, foreign-type or malformed token: 'This link is invalid or has expired.'", async () => {
    const artist = await person();
    await notify.follow((await person()).id, artist.id);
    const path = unsubscribePath((await mailsTo(artist.email))[0].text_body);
    const [, , , token] = path.split('/');
    const [id, , signature] = token.split('.');
    for (const bad of [`${id}.message.${signature}`, `${(Number.parseInt(id, 36) + 1).toString(36)}.follow.${signature}`, `${id}.follow.${'A'.repeat(32)}`, 'nonsense']) {
      const res = await get(`/api/unsubscribe/${bad}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, error: MESSAGES.linkInvalid });
    }
    const page = await get('/api/unsubscribe/nonsense', undefined, { accept: 'text/html' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain(MESSAGES.linkInvalid);
    expect((await get('/api/indiwaveuser/notification_preferences', artist)).json().result).toEqual({ message: true, follow: true });
  });
});
