import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildTestConfig } from '../../../test/build-app.ts';
import { createSystemClock } from '../clock/clock.port.ts';
import { createSmsPort } from './create-sms-port.ts';

type Received = { method: string; authorization?: string; contentType?: string; body: unknown };

/** A stand-in SMS gateway on loopback: records each request; answers with the status it is told. */
async function startGateway() {
  const received: Received[] = [];
  let status = 202;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      received.push({ method: req.method ?? '', authorization: req.headers.authorization, contentType: req.headers['content-type'], body: raw ? JSON.parse(raw) : null });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: status < 300 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    received,
    answerWith: (code: number) => (status = code),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let t: TestApp;
let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  t = await createTestApp();
  gateway = await startGateway();
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

describe('SMS port', () => {
  it('by default keeps each SMS in the outbox, readable at /dev/sms.json outside production', async () => {
    await t.platform.sms.send({ to: '919876543210', text: '123456 is your Indiwave verification code.' });
    const res = await t.app.inject({ url: '/dev/sms.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().results[0]).toMatchObject({ to: '919876543210', text: '123456 is your Indiwave verification code.', status: 'kept' });
  });

  it('with SMS_URL posts JSON {to, text} to the provider, credentials from the URL as Basic auth', async () => {
    const config = buildTestConfig({ sms: { url: `http://sender:s3cret@127.0.0.1:${gateway.port}/send?route=otp` } });
    const port = createSmsPort(config, t.db, createSystemClock(), pino({ level: 'silent' }));
    await port.send({ to: '447700900123', text: '654321 is your code' });
    expect(gateway.received.at(-1)).toEqual({
      method: 'POST',
      authorization: `Basic ${Buffer.from('sender:s3cret').toString('base64')}`,
      contentType: 'application/json',
      body: { to: '447700900123', text: '654321 is your code' },
    });
    const row = await t.db.selectFrom('sms_outbox').selectAll().where('to_number', '=', '447700900123').executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
  });

  it('a refused delivery is recorded as failed and reaches the caller as a 502 with a safe message', async () => {
    gateway.answerWith(500);
    const config = buildTestConfig({ sms: { url: `http://127.0.0.1:${gateway.port}/send` } });
    const port = createSmsPort(config, t.db, createSystemClock(), pino({ level: 'silent' }));
    await expect(port.send({ to: '15550001111', text: 'x' })).rejects.toMatchObject({ status: 502, message: MESSAGES.smsFailed });
    const row = await t.db.selectFrom('sms_outbox').selectAll().where('to_number', '=', '15550001111').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', error: 'SMS provider answered 500' });
    gateway.answerWith(202);
  });

  it('the development list does not exist in production', async () => {
    const production = await createTestApp({ config: { isProduction: true } });
    try {
      expect((await production.app.inject({ url: '/dev/sms.json' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
