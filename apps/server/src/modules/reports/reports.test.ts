import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_DESCRIPTION_MAX, REPORT_RATE_LIMIT } from '@indiwave/domain/constants';
import { reportAbuseSchema } from '@indiwave/domain/contract/reports';
import { COMPLAINT_TYPES, MESSAGES } from '@indiwave/domain/messages';
import { solveAltchaAnswer } from '../../../test/altcha.ts';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildPerson } from '../../../test/social.ts';
import { createManualClock } from '../../platform/clock/clock.port.ts';

const form = {
  url: 'http://localhost:3000/songs/some-song',
  complaint: 'Copyright Infringement',
  description: 'This is my song, uploaded by someone else.',
  name: 'Asha Menon',
  email: 'Asha@Example.com',
  mobile: '9876543210',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function report(app: TestApp, payload: object, remoteAddress: string, headers: Record<string, string> = {}) {
  return app.app.inject({ method: 'POST', url: '/api/report_abuse', payload, remoteAddress, headers });
}

describe('POST /api/report_abuse', () => {
  it("stores the report for moderation, mails support and answers 'Reported successfully'", async () => {
    const person = await buildPerson(t.db, t.platform.clock);
    const res = await report(t, { ...form, recaptcha: await solveAltchaAnswer(t.app) }, '203.0.113.20', person.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MESSAGES.reportedSuccessfully });
    const stored = await t.db.selectFrom('abuse_reports').selectAll().where('ip', '=', '203.0.113.20').executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ url: form.url, complaint: form.complaint, email: 'asha@example.com', mobile: '9876543210', reporter_id: person.id, status: 'open' });
    const mail = await t.db.selectFrom('mail_outbox').selectAll().where('subject', 'like', '[Report]%').executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ to_address: t.config.supportEmail, reply_to: 'asha@example.com' });
    expect(mail.text_body).toContain(`Page: ${form.url}`);
    expect(mail.text_body).toContain(form.description);
  });

  it('accepts every complaint type of the dialog, and a path with no mobile', async () => {
    // Solving a robot check takes seconds: the types go through the contract the route validates with.
    for (const complaint of COMPLAINT_TYPES) expect(reportAbuseSchema.safeParse({ ...form, complaint, recaptcha: 'x' }).success).toBe(true);
    const res = await report(t, { ...form, complaint: 'Others', url: '/albums/x', mobile: '', recaptcha: await solveAltchaAnswer(t.app) }, '203.0.113.30');
    expect(res.statusCode).toBe(200);
    expect(await t.db.selectFrom('abuse_reports').select(['url', 'mobile', 'reporter_id']).where('ip', '=', '203.0.113.30').executeTakeFirst()).toEqual({ url: '/albums/x', mobile: '', reporter_id: null });
  });

  it("answers 400 with each field's message and stores nothing", async () => {
    const before = await t.db.selectFrom('abuse_reports').select('id').execute();
    const blank = await report(t, { url: '', complaint: '', description: ' ', name: '', email: '', mobile: '12345', recaptcha: '' }, '203.0.113.50');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({
      url: MESSAGES.reportUrlRequired,
      complaint: MESSAGES.complaintInvalid,
      description: MESSAGES.reportDescriptionRequired,
      name: MESSAGES.nameRequired,
      email: MESSAGES.emailRequired,
      mobile: MESSAGES.mobileTenDigits,
      recaptcha: MESSAGES.robotRequired,
    });
    const bad = await report(t, { ...form, url: 'javascript:alert(1)', email: 'nope', mobile: '98765abcde', description: 'd'.repeat(REPORT_DESCRIPTION_MAX + 1), complaint: 'Rude', recaptcha: 'x' }, '203.0.113.50');
    expect(bad.json().fields).toEqual({
      url: MESSAGES.reportUrlInvalid,
      complaint: MESSAGES.complaintInvalid,
      description: MESSAGES.reportDescriptionMax,
      email: MESSAGES.emailInvalid,
      mobile: MESSAGES.mobileTenDigits,
    });
    const wrongRobot = await report(t, { ...form, recaptcha: Buffer.from('{"number":1}').toString('base64') }, '203.0.113.51');
    expect(wrongRobot.json()).toEqual({ success: false, error: MESSAGES.robotFailed, fields: { recaptcha: MESSAGES.robotFailed } });
    expect(await t.db.selectFrom('abuse_reports').select('id').execute()).toHaveLength(before.length);
  });

  it(`lets ${REPORT_RATE_LIMIT.max} reports through per address, then 429 with Retry-After`, async () => {
    const clock = createManualClock();
    const limited = await createTestApp({ platform: { clock } });
    try {
      for (let i = 0; i < REPORT_RATE_LIMIT.max; i++) expect((await report(limited, { ...form, recaptcha: 'wrong' }, '198.51.100.9')).statusCode).toBe(400);
      const refused = await report(limited, { ...form, recaptcha: 'wrong' }, '198.51.100.9');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe(String(REPORT_RATE_LIMIT.windowMs / 1000));
    } finally {
      await limited.close();
    }
  });
});
