import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { AppError } from '../../http/app-error.ts';
import { createMailPort } from './create-mail-port.ts';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on loopback (no TLS, no auth) that keeps what it receives. */
async function startSmtpServer(options: Partial<SMTPServerOptions> = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A pino logger at debug level whose lines the test can read. */
function captureLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      callback();
    },
  });
  return { lines, logger: pino({ level: 'debug' }, stream) };
}

const message = {
  to: 'support@indiwave.local',
  replyTo: 'asha@example.com',
  subject: 'Hello from the test',
  text: 'Line one\nLine two: code 123456',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('outbox mail (the default)', () => {
  it('keeps the message in mail_outbox and logs it, the body only at debug', async () => {
    const { lines, logger } = captureLogger();
    const mail = createMailPort({ ...t.config, mail: { from: 'Indiwave <no-reply@indiwave.local>' } }, t.db, logger);
    await mail.send(message);

    const row = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('subject', '=', message.subject)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      to_address: message.to,
      from_address: 'Indiwave <no-reply@indiwave.local>',
      reply_to: message.replyTo,
      text_body: message.text,
      html_body: null,
      status: 'kept',
      error: null,
    });
    expect(Date.parse(row.created_at)).toBeGreaterThan(Date.now() - 60_000);

    const info = lines.find((line) => line.level === 30);
    expect(info).toMatchObject({ to: message.to, subject: message.subject });
    expect(JSON.stringify(info)).not.toContain('123456');
    expect(lines.find((line) => line.level === 20)).toMatchObject({ text: message.text });
  });
});

describe('SMTP mail (SMTP_URL set)', () => {
  it('delivers to the SMTP server with from, reply-to and subject, and records it as sent', async () => {
    const smtp = await startSmtpServer();
    try {
      const mail = createMailPort(
        { ...t.config, mail: { from: 'Indiwave <no-reply@indiwave.local>', smtpUrl: smtp.url } },
        t.db,
        pino({ level: 'silent' }),
      );
      await mail.send({ ...message, subject: 'Delivered over SMTP' });

      expect(smtp.received).toHaveLength(1);
      const [got] = smtp.received;
      expect(got.from).toBe('no-reply@indiwave.local');
      expect(got.to).toEqual([message.to]);
      expect(got.raw).toMatch(/^Subject: Delivered over SMTP\r?$/m);
      expect(got.raw).toMatch(/^Reply-To: asha@example\.com\r?$/m);
      expect(got.raw).toMatch(/^To: support@indiwave\.local\r?$/m);
      expect(got.raw).toMatch(/^From: Indiwave <no-reply@indiwave\.local>\r?$/m);
      expect(got.raw).toContain('Line two: code 123456');

      const row = await t.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('subject', '=', 'Delivered over SMTP')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'sent', error: null, to_address: message.to });
    } finally {
      await smtp.close();
    }
  });

  it('a refused delivery is recorded as failed and reaches the caller as a 502 with a safe message', async () => {
    const smtp = await startSmtpServer({
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('Mailbox unavailable: internal relay details'), { responseCode: 550 }));
      },
    });
    try {
      const mail = createMailPort(
        { ...t.config, mail: { from: 'no-reply@indiwave.local', smtpUrl: smtp.url } },
        t.db,
        pino({ level: 'silent' }),
      );
      const failure = await mail.send({ ...message, subject: 'Refused over SMTP' }).catch((error: unknown) => error);

      expect(failure).toBeInstanceOf(AppError);
      expect(failure).toMatchObject({ status: 502, message: MESSAGES.mailFailed });
      expect(smtp.received).toHaveLength(0);
      const row = await t.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('subject', '=', 'Refused over SMTP')
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('failed');
      expect(row.error).toContain('Mailbox unavailable');
    } finally {
      await smtp.close();
    }
  });

  it('an unreachable SMTP server fails the same way', async () => {
    const smtp = await startSmtpServer();
    await smtp.close();
    const mail = createMailPort(
      { ...t.config, mail: { from: 'no-reply@indiwave.local', smtpUrl: smtp.url } },
      t.db,
      pino({ level: 'silent' }),
    );
    await expect(mail.send({ ...message, subject: 'Nobody listening' })).rejects.toMatchObject({
      status: 502,
      message: MESSAGES.mailFailed,
    });
    const row = await t.db
      .selectFrom('mail_outbox')
      .select('status')
      .where('subject', '=', 'Nobody listening')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
  });
});
