import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { buildApp, type App } from '../app.ts';
import { createTestApp, type TestApp } from '../../test/build-app.ts';
import { solveAltchaAnswer } from '../../test/altcha.ts';
import { TEST_PASSWORD, buildUser } from '../../test/factories.ts';
import { createManualClock } from '../platform/clock/clock.port.ts';
import { createRateLimiter } from './rate-limit.ts';

const clock = createManualClock(new Date());
let t: TestApp;
let secondInstance: App;
beforeAll(async () => {
  t = await createTestApp({ platform: { clock } });
  // A second instance on the same database, as behind a load balancer.
  secondInstance = await buildApp({ config: t.config, db: t.db, dialect: t.dialect, platform: t.platform, logger: false });
  await secondInstance.ready();
});
afterAll(async () => {
  await secondInstance.close();
  await t.close();
});

const login = (app: App, email: string, password: string, remoteAddress: string, recaptcha?: string) =>
  app.inject({ method: 'POST', url: '/api/obtain_auth_token', payload: { email, password, ...(recaptcha ? { recaptcha } : {}) }, remoteAddress });

describe('sign-in counts failures only, and a stranger cannot lock the owner out (issue 14 item 2)', () => {
  it('ten wrong passwords from one address: that address is refused, the owner signs in from another', async () => {
    const user = await buildUser(t.db);
    const { max, windowMs } = RATE_LIMITS.signInFailuresPerAccountAndIp;
    for (let i = 0; i < max; i++) expect((await login(t.app, user.email, 'wrong-password', '10.9.1.1')).statusCode).toBe(400);
    const refused = await login(t.app, user.email, TEST_PASSWORD, '10.9.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, error: MESSAGES.tooManyRequests });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);

    // The owner, elsewhere: past the account's failure count a robot check is asked, never a lock.
    const asked = await login(t.app, user.email, TEST_PASSWORD, '10.9.1.2');
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toEqual({ success: false, error: MESSAGES.robotRequired, fields: { recaptcha: MESSAGES.robotRequired } });
    const wrongAnswer = await login(t.app, user.email, TEST_PASSWORD, '10.9.1.2', 'not-an-answer');
    expect(wrongAnswer.json()).toMatchObject({ success: false, error: MESSAGES.robotFailed });
    const owner = await login(t.app, user.email, TEST_PASSWORD, '10.9.1.2', await solveAltchaAnswer(t.app));
    expect(owner.statusCode, owner.body).toBe(200);

    // Success clears the account's failures: the next sign-in needs no robot check.
    expect((await login(t.app, user.email, TEST_PASSWORD, '10.9.1.3')).statusCode).toBe(200);
    // The guesser's own address stays refused until its window ends.
    expect((await login(t.app, user.email, 'wrong-password', '10.9.1.1')).statusCode).toBe(429);
    clock.advance(retryAfter * 1000);
    expect((await login(t.app, user.email, TEST_PASSWORD, '10.9.1.1')).statusCode).toBe(200);
  });

  it('successful sign-ins do not count: the owner signs in again and again', async () => {
    const user = await buildUser(t.db);
    const times = RATE_LIMITS.signInFailuresPerIp.max + 5;
    for (let i = 0; i < times; i++) expect((await login(t.app, user.email, TEST_PASSWORD, '10.9.8.1')).statusCode).toBe(200);
  });

  it('a success clears the failures of its account and address', async () => {
    const user = await buildUser(t.db);
    // Without the clearing, the third round would pass both the robot-check and the per-address limits.
    const { max } = RATE_LIMITS.signInFailuresBeforeRobotCheck;
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < max - 1; i++) expect((await login(t.app, user.email, 'wrong-password', '10.9.9.1')).statusCode).toBe(400);
      expect((await login(t.app, user.email, TEST_PASSWORD, '10.9.9.1')).statusCode).toBe(200);
    }
  });

  it('guessing in parallel cannot slip past the limit: attempts are counted before the password is checked', async () => {
    const user = await buildUser(t.db);
    const { max } = RATE_LIMITS.signInFailuresPerAccountAndIp;
    const statuses = await Promise.all(Array.from({ length: max + 10 }, () => login(t.app, user.email, 'wrong-password', '10.9.10.1').then((res) => res.statusCode)));
    expect(statuses.filter((status) => status !== 429)).toHaveLength(max);
  });

  it('one address trying many accounts is stopped too', async () => {
    const { max } = RATE_LIMITS.signInFailuresPerIp;
    for (let i = 0; i < max; i++) expect((await login(t.app, `someone${i}@example.com`, 'whatever', '10.9.2.1')).statusCode).toBe(400);
    expect((await login(t.app, 'someone-else@example.com', 'whatever', '10.9.2.1')).statusCode).toBe(429);
    expect((await login(t.app, 'someone-else@example.com', 'whatever', '10.9.2.2')).statusCode).toBe(400);
  });

  it('the counts are kept in the database, so they hold across instances', async () => {
    const user = await buildUser(t.db);
    const { max } = RATE_LIMITS.signInFailuresPerAccountAndIp;
    for (let i = 0; i < max; i++) {
      const app = i % 2 === 0 ? t.app : secondInstance;
      expect((await login(app, user.email, 'wrong-password', '10.9.3.1')).statusCode).toBe(400);
    }
    expect((await login(secondInstance, user.email, TEST_PASSWORD, '10.9.3.1')).statusCode).toBe(429);
    expect((await login(t.app, user.email, TEST_PASSWORD, '10.9.3.1')).statusCode).toBe(429);
    expect((await login(secondInstance, user.email, TEST_PASSWORD, '10.9.3.2')).json()).toMatchObject({ fields: { recaptcha: MESSAGES.robotRequired } });
  });
});

describe('reset and code limits', () => {
  it('forgot-password mails are limited per account, whether or not it exists', async () => {
    const { max } = RATE_LIMITS.resetRequestPerAccount;
    for (const email of ['limited-known@example.com', 'limited-unknown@example.com']) {
      if (email.includes('known@')) await buildUser(t.db, { email });
      for (let i = 0; i < max; i++) {
        expect((await t.app.inject({ url: `/api/send_forgot_password_reset_email?email=${email}`, remoteAddress: `10.9.4.${i}` })).statusCode).toBe(200);
      }
      expect((await t.app.inject({ url: `/api/send_forgot_password_reset_email?email=${email}`, remoteAddress: '10.9.4.99' })).statusCode).toBe(429);
    }
  });

  it('code checks are limited per account and per address', async () => {
    const verify = (key: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/verify_otp', payload: { otp: '000000', type: 'email' }, headers: { authorization: `Token ${key}` }, remoteAddress });
    const user = await buildUser(t.db);
    const key = (await login(t.app, user.email, TEST_PASSWORD, '10.9.5.1')).json().result.token;
    for (let i = 0; i < RATE_LIMITS.codeVerifyPerAccount.max; i++) expect((await verify(key, `10.9.6.${i}`)).statusCode).toBe(400);
    expect((await verify(key, '10.9.6.250')).statusCode).toBe(429);

    const keys = await Promise.all([0, 1].map(async () => {
      const other = await buildUser(t.db);
      return (await login(t.app, other.email, TEST_PASSWORD, '10.9.5.1')).json().result.token as string;
    }));
    for (let i = 0; i < RATE_LIMITS.codeVerifyPerIp.max; i++) expect((await verify(keys[i % 2], '10.9.7.1')).statusCode).toBe(400);
    expect((await verify(keys[0], '10.9.7.1')).statusCode).toBe(429);
  });
});

describe('createRateLimiter', () => {
  it('counts in fixed windows and resets after one', async () => {
    const limiter = createRateLimiter(t.db, clock);
    const rule = { max: 2, windowMs: 1_000 };
    await limiter.consume('unit:bucket', rule);
    await limiter.consume('unit:bucket', rule);
    await expect(limiter.consume('unit:bucket', rule)).rejects.toMatchObject({ status: 429, headers: { 'retry-after': '1' } });
    clock.advance(1_000);
    await expect(limiter.consume('unit:bucket', rule)).resolves.toBeUndefined();
  });

  it('multiplies every allowance by the factor (RATE_LIMIT_FACTOR)', async () => {
    const limiter = createRateLimiter(t.db, clock, 3);
    const rule = { max: 2, windowMs: 1_000 };
    for (let i = 0; i < 6; i++) await limiter.consume('unit:factor', rule);
    await expect(limiter.consume('unit:factor', rule)).rejects.toMatchObject({ status: 429 });
  });
});
