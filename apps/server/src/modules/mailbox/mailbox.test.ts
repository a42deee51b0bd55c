import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_MAILBOX_LIMIT } from '@indiwave/domain/constants';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.platform.mail.send({ to: 'Meera@Example.com', subject: 'Your code', text: 'Your code is 482913' });
  await t.platform.mail.send({
    to: 'rohan@example.com',
    subject: '<img src=x onerror=alert(1)> hi',
    text: 'Click <a href="https://evil.example">here</a> & win',
    html: '<script>alert("html")</script>',
  });
});
afterAll(async () => t.close());

describe('development mailbox', () => {
  it('GET /dev/mailbox.json lists the latest mail, newest first', async () => {
    const res = await t.app.inject({ url: '/dev/mailbox.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.results.map((m: { to: string }) => m.to)).toEqual(['rohan@example.com', 'Meera@Example.com']);
    expect(body.results[1]).toMatchObject({
      subject: 'Your code',
      text: 'Your code is 482913',
      status: 'kept',
      from: t.config.mail.from,
    });
  });

  it('?to= keeps only the mail to one address, ignoring case', async () => {
    const res = await t.app.inject({ url: '/dev/mailbox.json?to=meera@example.com' });
    expect(res.json().results).toHaveLength(1);
    expect(res.json().results[0].text).toContain('482913');
    expect((await t.app.inject({ url: '/dev/mailbox.json?to=nobody@example.com' })).json()).toEqual({
      success: true,
      results: [],
    });
  });

  it(`shows at most ${DEV_MAILBOX_LIMIT} messages`, async () => {
    for (let i = 0; i < DEV_MAILBOX_LIMIT; i++)
      await t.platform.mail.send({ to: 'bulk@example.com', subject: `Bulk ${i}`, text: 'x' });
    const results = (await t.app.inject({ url: '/dev/mailbox.json' })).json().results;
    expect(results).toHaveLength(DEV_MAILBOX_LIMIT);
    expect(results[0].subject).toBe(`Bulk ${DEV_MAILBOX_LIMIT - 1}`);
  });

  it('GET /dev/mailbox is a readable page where mail text is escaped, never markup', async () => {
    const res = await t.app.inject({ url: '/dev/mailbox?to=rohan@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('&lt;img src=x onerror=alert(1)&gt; hi');
    expect(res.body).toContain('Click &lt;a href=&quot;https://evil.example&quot;&gt;here&lt;/a&gt; &amp; win');
    expect(res.body).not.toContain('<img');
    expect(res.body).not.toContain('<script');
    expect(res.body).not.toContain('<a href="https://evil.example"');
    expect(res.body).toContain('rohan@example.com');
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({ config: { env: 'production', isProduction: true } });
    try {
      await production.platform.mail.send({ to: 'meera@example.com', subject: 'Secret code', text: '111111' });
      for (const url of ['/dev/mailbox', '/dev/mailbox.json', '/dev/mailbox.json?to=meera@example.com']) {
        const res = await production.app.inject({ url });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('111111');
      }
    } finally {
      await production.close();
    }
  });
});
