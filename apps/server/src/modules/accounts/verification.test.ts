import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_EXPIRES_MS, OTP_MAX_ATTEMPTS, OTP_RESEND_MIN_INTERVAL_MS, OTP_SENDS_PER_HOUR, RESET_LINK_EXPIRES_MS } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_PASSWORD, buildUser, readLatestMail, readMailedCode, readMailedLink, signIn, tokenHeader } from '../../../test/factories.ts';
import { createManualClock } from '../../platform/clock/clock.port.ts';

const clock = createManualClock(new Date());
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ platform: { clock } });
});
afterAll(async () => t.close());

let addressCounter = 0;
const nextAddress = () => `10.3.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;
const post = (url: string, payload: object, key?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: key ? tokenHeader(key) : {}, remoteAddress: nextAddress() });
const session = async (key: string) => (await t.app.inject({ url: '/api/check_session', headers: tokenHeader(key) })).json().result;

/** An unverified user, signed in, with a first code sent to the own address. */
async function userWithEmailCode() {
  const user = await buildUser(t.db, { is_email_verified: 0 });
  const key = await signIn(t.app, user.email);
  const sent = await post('/api/change_user_email', { email: user.email }, key);
  expect(sent.json()).toEqual({ success: true, message: MESSAGES.otpSentEmail });
  return { user, key, code: await readMailedCode(t.db, user.email) };
}

describe('e-mail codes (spec 2 §2.1 Verify Email, §4, §8, §9)', () => {
  it("a right code answers 'Email verified successfully' and marks the e-mail verified", async () => {
    const { user, key, code } = await userWithEmailCode();
    expect(code).toMatch(/^\d{6}$/);
    const mail = await readLatestMail(t.db, user.email);
    expect(mail?.text_body).toContain(code);
    const res = await post('/api/verify_otp', { otp: code, type: 'email', nemail: user.email }, key);
    expect(res.json()).toEqual({ success: true, result: 'Success', message: MESSAGES.emailVerified, email: user.email });
    expect((await session(key)).ismail_verify).toBe(true);
    expect(MESSAGES.emailVerified).toBe('Email verified successfully');
  });

  it("a wrong code answers 'Invaild OTP', and a code works once", async () => {
    const { key, code } = await userWithEmailCode();
    const wrong = await post('/api/verify_otp', { otp: code === '000000' ? '111111' : '000000', type: 'email' }, key);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, error: 'Invaild OTP', fields: { otp: 'Invaild OTP' } });
    expect((await post('/api/verify_otp', { otp: code, type: 'email' }, key)).statusCode).toBe(200);
    expect((await post('/api/verify_otp', { otp: code, type: 'email' }, key)).json().error).toBe(MESSAGES.invalidOtp);
  });

  it('a code expires after 10 minutes', async () => {
    const { key, code } = await userWithEmailCode();
    clock.advance(OTP_EXPIRES_MS + 1_000);
    expect((await post('/api/verify_otp', { otp: code, type: 'email' }, key)).json().error).toBe(MESSAGES.invalidOtp);
  });

  it('the fifth wrong try spends the code: even the right one then fails', async () => {
    const { key, code } = await userWithEmailCode();
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) expect((await post('/api/verify_otp', { otp: wrongCode, type: 'email' }, key)).json().error).toBe(MESSAGES.invalidOtp);
    expect((await post('/api/verify_otp', { otp: code, type: 'email' }, key)).json().error).toBe(MESSAGES.invalidOtp);
    const row = await t.db.selectFrom('verification_codes').select('attempts').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(OTP_MAX_ATTEMPTS);
  });

  it('malformed codes are Invaild OTP too; the code is stored only as a hash', async () => {
    const { user, key, code } = await userWithEmailCode();
    for (const otp of ['12345', '1234567', 'abcdef', '']) expect((await post('/api/verify_otp', { otp, type: 'email' }, key)).json().error).toBe(MESSAGES.invalidOtp);
    const row = await t.db.selectFrom('verification_codes').selectAll().where('user_id', '=', user.id).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).toMatch(/^[a-f0-9]{64}$/);
  });

  it('a resend within 10 seconds is refused with 429; a new code replaces the old one; at most 5 an hour', async () => {
    const { user, key, code: first } = await userWithEmailCode();
    const early = await post('/api/change_user_email', { email: user.email }, key);
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(OTP_RESEND_MIN_INTERVAL_MS / 1000);
    clock.advance(OTP_RESEND_MIN_INTERVAL_MS);
    expect((await post('/api/change_user_email', { email: user.email }, key)).statusCode).toBe(200);
    const second = await readMailedCode(t.db, user.email);
    if (second !== first) expect((await post('/api/verify_otp', { otp: first, type: 'email' }, key)).json().error).toBe(MESSAGES.invalidOtp);
    for (let sent = 2; sent < OTP_SENDS_PER_HOUR; sent++) {
      clock.advance(OTP_RESEND_MIN_INTERVAL_MS);
      expect((await post('/api/change_user_email', { email: user.email }, key)).statusCode).toBe(200);
    }
    clock.advance(OTP_RESEND_MIN_INTERVAL_MS);
    expect((await post('/api/change_user_email', { email: user.email }, key)).statusCode).toBe(429);
    clock.advance(60 * 60_000);
    expect((await post('/api/change_user_email', { email: user.email }, key)).statusCode).toBe(200);
  });

  it('change_user_email: a code to a new address; with it the address becomes the e-mail (settings path too)', async () => {
    const user = await buildUser(t.db);
    const key = await signIn(t.app, user.email);
    const sent = await post('/api/indiwaveuser/change_user_email', { email: 'New.Address@Example.com' }, key);
    expect(sent.json()).toEqual({ success: true, message: MESSAGES.otpSentEmail });
    const code = await readMailedCode(t.db, 'new.address@example.com');
    expect((await readLatestMail(t.db, user.email))).toBeUndefined();
    const done = await post('/api/change_user_email', { email: 'new.address@example.com', otp: code }, key);
    expect(done.json()).toMatchObject({ success: true, message: MESSAGES.emailVerified, email: 'new.address@example.com' });
    expect(await session(key)).toMatchObject({ email: 'new.address@example.com', ismail_verify: true });
    const read = await t.app.inject({ url: '/api/indiwaveuser/change_user_email', headers: tokenHeader(key) });
    expect(read.json()).toEqual({ success: true, result: { email: 'new.address@example.com', ismail_verify: true } });
  });

  it("refuses another account's address and the own verified one", async () => {
    const other = await buildUser(t.db);
    const user = await buildUser(t.db);
    const key = await signIn(t.app, user.email);
    expect((await post('/api/change_user_email', { email: other.email }, key)).json()).toMatchObject({ error: MESSAGES.emailTakenPopup, fields: { email: MESSAGES.emailTakenPopup } });
    expect((await post('/api/change_user_email', { email: user.email }, key)).json().error).toBe(MESSAGES.emailAlreadyVerified);
    expect((await post('/api/change_user_email', { email: 'x' }, key)).json().fields).toEqual({ email: MESSAGES.emailInvalid });
    expect((await post('/api/change_user_email', { email: user.email })).statusCode).toBe(401);
  });
});

describe('phone codes through the SMS outbox (spec 2 §2.1 Verify Phone, §4)', () => {
  it("send_otp texts a code; verify_otp answers 'Mobile verified successfully' and keeps the WhatsApp flag", async () => {
    const user = await buildUser(t.db);
    const key = await signIn(t.app, user.email);
    const sent = await post('/api/send_otp', { mobile_number: '9876543210', code: '+91', user_id: user.id, whatsapp: true }, key);
    expect(sent.json()).toEqual({ success: true, message: MESSAGES.otpSentMobile });
    const listed = (await t.app.inject({ url: '/dev/sms.json?to=919876543210' })).json();
    expect(listed.results[0]).toMatchObject({ to: '919876543210', status: 'kept' });
    const code = /\b(\d{6})\b/.exec(listed.results[0].text)![1];
    expect((await post('/api/verify_otp', { otp: code === '000000' ? '999999' : '000000', type: 'mobile', mobile: '9876543210' }, key)).json().error).toBe(MESSAGES.invalidOtp);
    const res = await post('/api/verify_otp', { otp: code, type: 'mobile', mobile: '9876543210' }, key);
    expect(res.json()).toEqual({ success: true, result: 'Success', message: MESSAGES.mobileVerified, mobile: '9876543210', iswhatsapp_verify: true });
    expect(await session(key)).toMatchObject({ mobile: '9876543210', mobile_country_code: '91', ismobile_verify: true, iswhatsapp_verify: true, whatsapp_number: '9876543210' });
  });

  it('the settings call changes the mobile the same way, without WhatsApp', async () => {
    const user = await buildUser(t.db);
    const key = await signIn(t.app, user.email);
    expect((await post('/api/indiwaveuser/change_user_mobile', { mobile_number: '9123456780', code: '44' }, key)).json().message).toBe(MESSAGES.otpSentMobile);
    const sms = await t.db.selectFrom('sms_outbox').select('body').where('to_number', '=', '449123456780').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const code = /\b(\d{6})\b/.exec(sms.body)![1];
    expect((await post('/api/indiwaveuser/change_user_mobile', { mobile_number: '9123456780', code: '44', otp: code }, key)).json()).toMatchObject({ message: MESSAGES.mobileVerified, iswhatsapp_verify: false });
    const read = await t.app.inject({ url: '/api/indiwaveuser/change_user_mobile', headers: tokenHeader(key) });
    expect(read.json().result).toEqual({ mobile: '9123456780', code: '44', ismobile_verify: true, iswhatsapp_verify: false, whatsapp_number: null });
  });

  it('checks the mobile: required, exactly 10 digits', async () => {
    const user = await buildUser(t.db);
    const key = await signIn(t.app, user.email);
    expect((await post('/api/send_otp', { mobile_number: '', code: '91' }, key)).json().fields).toEqual({ mobile_number: MESSAGES.mobileRequired });
    expect((await post('/api/send_otp', { mobile_number: '98765', code: '91' }, key)).json().fields).toEqual({ mobile_number: MESSAGES.mobileTenDigits });
    expect((await post('/api/send_otp', { mobile_number: '98765432101', code: '91' }, key)).json().fields).toEqual({ mobile_number: MESSAGES.mobileTenDigits });
    expect((await post('/api/send_otp', { mobile_number: '9876543210', code: 'IN' }, key)).json().fields).toEqual({ code: MESSAGES.countryCodeInvalid });
  });
});

describe('forgot and reset password (spec 1 §2.1 /forgot-password, /reset-password/{a}/{b})', () => {
  // The look-up and the mail run in a job after the answer: wait for it.
  const forgot = async (email: string) => {
    const res = await t.app.inject({ url: `/api/send_forgot_password_reset_email?email=${encodeURIComponent(email)}`, remoteAddress: nextAddress() });
    await t.platform.jobs.drain();
    return res;
  };

  it('answers before looking the account up: the request does the same work for any address (issue 14 item 7)', async () => {
    const user = await buildUser(t.db);
    await t.platform.jobs.stop();
    try {
      const jobsBefore = await t.db.selectFrom('jobs').select('id').execute();
      const known = await t.app.inject({ url: `/api/send_forgot_password_reset_email?email=${encodeURIComponent(user.email)}`, remoteAddress: nextAddress() });
      const unknown = await t.app.inject({ url: '/api/send_forgot_password_reset_email?email=nobody-here%40example.com', remoteAddress: nextAddress() });
      expect(unknown.json()).toEqual(known.json());
      // Nothing account-specific happened yet: no link, no mail; one queued job each.
      expect(await readLatestMail(t.db, user.email)).toBeUndefined();
      expect(await t.db.selectFrom('one_time_links').select('id').where('user_id', '=', user.id).execute()).toHaveLength(0);
      expect((await t.db.selectFrom('jobs').select('id').execute()).length - jobsBefore.length).toBe(2);
    } finally {
      t.platform.jobs.start();
    }
    await t.platform.jobs.drain();
    expect((await readMailedLink(t.db, user.email)).path).toMatch(/^\/reset-password\//);
    expect(await readLatestMail(t.db, 'nobody-here@example.com')).toBeUndefined();
  });

  it('answers the same whether or not the e-mail has an account; only an account gets a link', async () => {
    const user = await buildUser(t.db);
    const known = await forgot(user.email);
    const unknown = await forgot('nobody-at-all@example.com');
    expect(known.json()).toEqual({ success: true, message: MESSAGES.forgotPasswordSent });
    expect(unknown.json()).toEqual(known.json());
    expect(await readLatestMail(t.db, 'nobody-at-all@example.com')).toBeUndefined();
    const link = await readMailedLink(t.db, user.email);
    expect(link.path).toMatch(/^\/reset-password\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]{43}$/);
  });

  it('the link sets a new password once and signs every session out', async () => {
    const user = await buildUser(t.db);
    const key = await signIn(t.app, user.email);
    await forgot(user.email);
    const { uidb64, token } = await readMailedLink(t.db, user.email);
    const url = `/api/reset_user_account_password/${uidb64}/${token}`;
    expect((await post(url, { new_password: 'Fresh1234', confirm_new_password: 'Other1234' })).json().fields).toEqual({ confirm_new_password: MESSAGES.passwordMismatch });
    expect((await post(url, { new_password: '123', confirm_new_password: '123' })).json().fields.new_password).toBe(MESSAGES.passwordMin);
    const res = await post(url, { new_password: 'Fresh1234', confirm_new_password: 'Fresh1234' });
    expect(res.json()).toEqual({ success: true, message: MESSAGES.passwordReset });
    expect((await t.app.inject({ url: '/api/check_session', headers: tokenHeader(key) })).statusCode).toBe(401);
    expect(await signIn(t.app, user.email, 'Fresh1234')).toBeTruthy();
    const reused = await post(url, { new_password: 'Again1234', confirm_new_password: 'Again1234' });
    expect(reused.json()).toEqual({ success: false, error: MESSAGES.linkInvalid });
  });

  it('the link expires after an hour, and a forged or foreign link does nothing', async () => {
    const user = await buildUser(t.db);
    const other = await buildUser(t.db);
    await forgot(user.email);
    const { uidb64, token } = await readMailedLink(t.db, user.email);
    const otherUid = Buffer.from(String(other.id)).toString('base64url');
    for (const url of [`/api/reset_user_account_password/${otherUid}/${token}`, `/api/reset_user_account_password/${uidb64}/${'A'.repeat(43)}`]) {
      expect((await post(url, { new_password: 'Fresh1234', confirm_new_password: 'Fresh1234' })).json().error).toBe(MESSAGES.linkInvalid);
    }
    clock.advance(RESET_LINK_EXPIRES_MS + 1_000);
    const late = await post(`/api/reset_user_account_password/${uidb64}/${token}`, { new_password: 'Fresh1234', confirm_new_password: 'Fresh1234' });
    expect(late.json().error).toBe(MESSAGES.linkInvalid);
    expect(await signIn(t.app, user.email, TEST_PASSWORD)).toBeTruthy();
  });

  it('a link mailed to an old address dies when the e-mail changes', async () => {
    const user = await buildUser(t.db);
    const key = await signIn(t.app, user.email);
    await forgot(user.email);
    const link = await readMailedLink(t.db, user.email);
    await post('/api/change_user_email', { email: 'moved-away@example.com' }, key);
    await post('/api/change_user_email', { email: 'moved-away@example.com', otp: await readMailedCode(t.db, 'moved-away@example.com') }, key);
    const res = await post(`/api/reset_user_account_password/${link.uidb64}/${link.token}`, { new_password: 'Fresh1234', confirm_new_password: 'Fresh1234' });
    expect(res.json().error).toBe(MESSAGES.linkInvalid);
  });
});

describe('activation links (/verify-email/{a}/{b})', () => {
  it('send_account_activation_email mails a link that verifies the e-mail once; any slug gets the same answer', async () => {
    const user = await buildUser(t.db, { is_email_verified: 0 });
    const sent = await post('/api/send_account_activation_email', { user_slug: user.slug });
    expect(sent.json()).toEqual({ success: true, message: MESSAGES.activationSent });
    expect((await post('/api/send_account_activation_email', { user_slug: 'no-such-user' })).json()).toEqual(sent.json());
    await t.platform.jobs.drain();
    const { path, uidb64, token } = await readMailedLink(t.db, user.email);
    expect(path).toMatch(/^\/verify-email\//);
    const res = await post(`/api/activate_user_account/${uidb64}/${token}`, {});
    expect(res.json()).toEqual({ success: true, message: MESSAGES.emailVerified });
    const row = await t.db.selectFrom('users').select('is_email_verified').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.is_email_verified).toBe(1);
    expect((await post(`/api/activate_user_account/${uidb64}/${token}`, {})).json().error).toBe(MESSAGES.linkInvalid);
    // Verified accounts get no more links.
    await post('/api/send_account_activation_email', { user_slug: user.slug });
    await t.platform.jobs.drain();
    expect((await t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', user.email).execute()).length).toBe(1);
  });
});
