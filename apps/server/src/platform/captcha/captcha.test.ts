import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_EXPIRES_MS, CAPTCHA_MAX_NUMBER } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { solveAltchaAnswer } from '../../../test/altcha.ts';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import type { Config } from '../../config.ts';
import { createCaptchaPort } from './create-captcha-port.ts';

const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');
const decode = (answer: string) =>
  JSON.parse(Buffer.from(answer, 'base64').toString('utf8')) as Record<string, unknown>;

/** An answer to a challenge made with a known number, as the server would sign it. */
async function signAnswer(hmacKey: string, expires: Date): Promise<string> {
  const challenge = await createChallenge({ hmacKey, number: 7, expires, maxnumber: 10 });
  return encode({
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: 7,
    salt: challenge.salt,
    signature: challenge.signature,
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('ALTCHA robot check (the default)', () => {
  it('GET /api/captcha/config names ALTCHA and its challenge URL, uncached', async () => {
    const res = await t.app.inject({ url: '/api/captcha/config' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ success: true, provider: 'altcha', challenge_url: '/api/captcha/challenge' });
  });

  it('GET /api/captcha/challenge hands out a fresh signed challenge that expires in 10 minutes', async () => {
    const [first, second] = await Promise.all([
      t.app.inject({ url: '/api/captcha/challenge' }),
      t.app.inject({ url: '/api/captcha/challenge' }),
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const challenge = first.json();
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: CAPTCHA_MAX_NUMBER });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.salt).not.toBe(second.json().salt);
    const expires = Number(new URLSearchParams(challenge.salt.split('?')[1]).get('expires')) * 1000;
    expect(expires).toBeGreaterThan(Date.now() + CAPTCHA_EXPIRES_MS - 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + CAPTCHA_EXPIRES_MS);
  });

  it('a solved challenge passes once; the same answer again, or tampered, is refused', async () => {
    const answer = await solveAltchaAnswer(t.app);
    expect(await t.platform.captcha.verify(answer, '127.0.0.1')).toBe(true);
    expect(await t.platform.captcha.verify(answer, '127.0.0.1')).toBe(false);

    const payload = decode(answer);
    expect(
      await t.platform.captcha.verify(encode({ ...payload, number: Number(payload.number) + 1 }), '127.0.0.1'),
    ).toBe(false);
    const fresh = decode(await signAnswer(t.config.secretKey!, new Date(Date.now() + 60_000)));
    expect(await t.platform.captcha.verify(encode({ ...fresh, signature: 'f'.repeat(64) }), '127.0.0.1')).toBe(false);
    // Stretching the expiry changes the salt, so the signed challenge no longer matches.
    const salt = String(fresh.salt).replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) + 86_400}`);
    expect(await t.platform.captcha.verify(encode({ ...fresh, salt }), '127.0.0.1')).toBe(false);
  });

  it('refuses answers that are expired, signed with another key, of another algorithm, or not a payload', async () => {
    const { captcha } = t.platform;
    expect(await captcha.verify(await signAnswer(t.config.secretKey!, new Date(Date.now() - 1_000)), '127.0.0.1')).toBe(
      false,
    );
    expect(
      await captcha.verify(
        await signAnswer('another-secret-another-secret-0123', new Date(Date.now() + 60_000)),
        '127.0.0.1',
      ),
    ).toBe(false);
    const sha1 = await createChallenge({
      hmacKey: t.config.secretKey!,
      algorithm: 'SHA-1',
      number: 3,
      expires: new Date(Date.now() + 60_000),
    });
    expect(await captcha.verify(encode({ ...sha1, number: 3 }), '127.0.0.1')).toBe(false);
    for (const junk of [
      '',
      'not base64 at all',
      encode(null),
      encode({ challenge: null, solution: null, test: true }),
      encode([1, 2]),
    ]) {
      expect(await captcha.verify(junk, '127.0.0.1')).toBe(false);
    }
  });

  it('keeps spent answers until their challenge expires, then forgets them', async () => {
    await t.db
      .insertInto('captcha_spent')
      .values({ signature: 'long-expired', expires_at: new Date(Date.now() - 60_000).toISOString() })
      .execute();
    const answer = await signAnswer(t.config.secretKey!, new Date(Date.now() + 60_000));
    expect(await t.platform.captcha.verify(answer, '127.0.0.1')).toBe(true);

    const rows = await t.db.selectFrom('captcha_spent').selectAll().execute();
    expect(rows.map((row) => row.signature)).not.toContain('long-expired');
    const spent = rows.find((row) => row.signature === decode(answer).signature);
    expect(Date.parse(spent!.expires_at)).toBeGreaterThan(Date.now());
  });
});

describe('reCAPTCHA robot check (keys set)', () => {
  type Seen = { contentType?: string; form: Record<string, string> };
  const seen: Seen[] = [];
  let status = 200;
  let server: http.Server;
  let verifyUrl: string;

  // A stand-in for Google's siteverify on loopback: 'good-token' passes, anything else fails.
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        const form = Object.fromEntries(new URLSearchParams(body));
        seen.push({ contentType: req.headers['content-type'], form });
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(
            form.response === 'good-token'
              ? { success: true }
              : { success: false, 'error-codes': ['invalid-input-response'] },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  const recaptchaConfig = (url: string): Config => ({
    ...t.config,
    captcha: { recaptcha: { siteKey: 'site-key-1', secretKey: 'secret-key-1', verifyUrl: url } },
  });

  it('verifies by posting secret, response and remoteip form-encoded, and reads success', async () => {
    const captcha = createCaptchaPort(recaptchaConfig(verifyUrl), t.db);
    expect(captcha.clientConfig()).toEqual({ provider: 'recaptcha', site_key: 'site-key-1' });
    expect(await captcha.verify('good-token', '203.0.113.9')).toBe(true);
    expect(seen.at(-1)).toEqual({
      contentType: expect.stringContaining('application/x-www-form-urlencoded'),
      form: { secret: 'secret-key-1', response: 'good-token', remoteip: '203.0.113.9' },
    });
    expect(await captcha.verify('bad-token', '203.0.113.9')).toBe(false);
  });

  it('refuses when the verify endpoint fails or cannot be reached', async () => {
    const captcha = createCaptchaPort(recaptchaConfig(verifyUrl), t.db);
    status = 500;
    try {
      expect(await captcha.verify('good-token', '203.0.113.9')).toBe(false);
    } finally {
      status = 200;
    }
    expect(await captcha.verify('', '203.0.113.9')).toBe(false);
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/siteverify`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await createCaptchaPort(recaptchaConfig(deadUrl), t.db).verify('good-token', '203.0.113.9')).toBe(false);
  });

  it('the app tells the forms to use reCAPTCHA and has no ALTCHA challenge', async () => {
    const app = await createTestApp({ config: { captcha: recaptchaConfig(verifyUrl).captcha } });
    try {
      const config = await app.app.inject({ url: '/api/captcha/config' });
      expect(config.json()).toEqual({ success: true, provider: 'recaptcha', site_key: 'site-key-1' });
      const challenge = await app.app.inject({ url: '/api/captcha/challenge' });
      expect(challenge.statusCode).toBe(404);
      expect(challenge.json()).toEqual({ success: false, error: MESSAGES.robotUnavailable });
    } finally {
      await app.close();
    }
  });
});
