import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_MAX, CONTACT_RATE_LIMIT, CONTACT_SUBJECT_MAX, NAME_MAX } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { solveAltchaAnswer } from '../../../test/altcha.ts';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { createManualClock } from '../../platform/clock/clock.port.ts';

const form = {
  name: 'Asha Menon',
  email: 'Asha.Menon@Example.com',
  subject: 'Distribution question',
  message: 'Hello team,\nhow long does a release take to reach the stores?',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Each test writes from its own address, so the per-address limit of one never bleeds into another. */
function postContact(app: TestApp, payload: unknown, remoteAddress: string) {
  return app.app.inject({ method: 'POST', url: '/api/contact_us', payload: payload as object, remoteAddress });
}

async function countStored(app: TestApp) {
  const messages = await app.db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const mails = await app.db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { messages: Number(messages.n), mails: Number(mails.n) };
}

describe('POST /api/contact_us', () => {
  it('stores the message and mails support with the sender as reply-to', async () => {
    const recaptcha = await solveAltchaAnswer(t.app);
    const res = await postContact(t, { ...form, recaptcha }, '203.0.113.10');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MESSAGES.contactSent });

    const stored = await t.db.selectFrom('contact_messages').selectAll().where('ip', '=', '203.0.113.10').execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Asha Menon',
      email: 'asha.menon@example.com',
      subject: form.subject,
      message: form.message,
    });

    const mail = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('subject', '=', `[Contact] ${form.subject}`)
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({
      to_address: t.config.supportEmail,
      reply_to: 'asha.menon@example.com',
      status: 'kept',
    });
    expect(mail.text_body).toContain('From: Asha Menon <asha.menon@example.com>');
    expect(mail.text_body).toContain(form.message);

    // The same robot-check answer cannot send a second message.
    const again = await postContact(t, { ...form, recaptcha }, '203.0.113.10');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      success: false,
      error: MESSAGES.robotFailed,
      fields: { recaptcha: MESSAGES.robotFailed },
    });
  });

  it("blank fields answer 400 with each field's message and store nothing", async () => {
    const before = await countStored(t);
    const res = await postContact(
      t,
      { name: '   ', email: ' ', subject: '', message: '\n\t', recaptcha: '' },
      '203.0.113.11',
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.fields).toEqual({
      name: MESSAGES.nameRequired,
      email: MESSAGES.emailRequired,
      subject: MESSAGES.contactSubjectRequired,
      message: MESSAGES.contactMessageRequired,
      recaptcha: MESSAGES.robotRequired,
    });
    expect(Object.values(body.fields)).toContain(body.error);
    expect(await countStored(t)).toEqual(before);
  });

  it("missing or too long fields answer 400 with the form's sentences, not zod's", async () => {
    const missing = await postContact(t, {}, '203.0.113.15');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({
      name: MESSAGES.nameRequired,
      email: MESSAGES.emailRequired,
      subject: MESSAGES.contactSubjectRequired,
      message: MESSAGES.contactMessageRequired,
      recaptcha: MESSAGES.robotRequired,
    });
    const long = await postContact(
      t,
      {
        ...form,
        name: 'n'.repeat(NAME_MAX + 1),
        subject: 's'.repeat(CONTACT_SUBJECT_MAX + 1),
        message: 'm'.repeat(CONTACT_MESSAGE_MAX + 1),
        recaptcha: 'x',
      },
      '203.0.113.15',
    );
    expect(long.json().fields).toEqual({
      name: MESSAGES.contactNameMax,
      subject: MESSAGES.contactSubjectMax,
      message: MESSAGES.contactMessageMax,
    });
  });

  it('< and > answer 400 "invalid input" per field and store nothing', async () => {
    const before = await countStored(t);
    const res = await postContact(
      t,
      {
        name: 'Asha <b>',
        email: 'asha@example.com',
        subject: '<script>alert(1)</script>',
        message: 'a > b',
        recaptcha: 'x',
      },
      '203.0.113.12',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: MESSAGES.invalidInput,
      subject: MESSAGES.invalidInput,
      message: MESSAGES.invalidInput,
    });
    const badEmail = await postContact(t, { ...form, email: 'not-an-email', recaptcha: 'x' }, '203.0.113.12');
    expect(badEmail.json()).toEqual({
      success: false,
      error: MESSAGES.emailInvalid,
      fields: { email: MESSAGES.emailInvalid },
    });
    expect(await countStored(t)).toEqual(before);
  });

  it('a wrong robot-check answer answers 400 on the recaptcha field and stores nothing', async () => {
    const before = await countStored(t);
    const res = await postContact(
      t,
      { ...form, recaptcha: Buffer.from('{"number":1}').toString('base64') },
      '203.0.113.13',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: MESSAGES.robotFailed,
      fields: { recaptcha: MESSAGES.robotFailed },
    });
    expect(await countStored(t)).toEqual(before);
  });

  it(`lets ${CONTACT_RATE_LIMIT.max} messages through per address, then answers 429 with Retry-After until the window ends`, async () => {
    const clock = createManualClock();
    const limited = await createTestApp({ platform: { clock } });
    try {
      const attempt = (ip: string) => postContact(limited, { ...form, recaptcha: 'wrong' }, ip);
      for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) expect((await attempt('198.51.100.7')).statusCode).toBe(400);

      const refused = await attempt('198.51.100.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ success: false, error: MESSAGES.tooManyRequests });
      expect(refused.headers['retry-after']).toBe(String(CONTACT_RATE_LIMIT.windowMs / 1000));

      // Another address is not affected, and other calls are not limited by this one.
      expect((await attempt('198.51.100.8')).statusCode).toBe(400);
      expect((await limited.app.inject({ url: '/api/captcha/config', remoteAddress: '198.51.100.7' })).statusCode).toBe(
        200,
      );

      clock.advance(CONTACT_RATE_LIMIT.windowMs - 1_000);
      expect((await attempt('198.51.100.7')).headers['retry-after']).toBe('1');
      clock.advance(1_000);
      expect((await attempt('198.51.100.7')).statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });

  it('when the mail server refuses, the sender gets a clear 502 and the message is kept', async () => {
    const smtp = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (_address, _session, callback) => callback(new Error('relay denied: secret relay details')),
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    const failing = await createTestApp({
      config: { mail: { from: 'no-reply@indiwave.local', smtpUrl: `smtp://127.0.0.1:${port}` } },
    });
    try {
      const recaptcha = await solveAltchaAnswer(failing.app);
      const res = await postContact(failing, { ...form, recaptcha }, '203.0.113.14');
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ success: false, error: MESSAGES.mailFailed });
      expect(await countStored(failing)).toEqual({ messages: 1, mails: 1 });
      const mail = await failing.db.selectFrom('mail_outbox').select(['status', 'error']).executeTakeFirstOrThrow();
      expect(mail.status).toBe('failed');
    } finally {
      await failing.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
