import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANT_RATE_LIMIT, PROMO_MESSAGES } from '@indiwave/domain/contract/promo';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildSignedIn, callAs } from '../../../test/promo-fixtures.ts';

type ChatRequest = { headers: http.IncomingHttpHeaders; url: string; body: { model: string; messages: { role: string; content: string }[] } };

/** An OpenAI-compatible chat-completions stand-in on loopback: it answers with what it was asked, or fails on demand. */
function startStandIn() {
  const requests: ChatRequest[] = [];
  let mode: 'ok' | 'error' = 'ok';
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const body = JSON.parse(raw) as ChatRequest['body'];
      requests.push({ headers: request.headers, url: request.url ?? '', body });
      if (mode === 'error') {
        response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'overloaded' } }));
        return;
      }
      const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'cmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: `  Written from: ${user}  ` }, finish_reason: 'stop' }] }));
    });
  });
  return {
    requests,
    setMode: (next: 'ok' | 'error') => (mode = next),
    listen: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const standIn = startStandIn();
let withAi: TestApp;
let withoutAi: TestApp;

beforeAll(async () => {
  const baseUrl = await standIn.listen();
  withAi = await createTestApp({ config: { ai: { baseUrl, apiKey: 'test-ai-key', model: 'stand-in-model' } } });
  withoutAi = await createTestApp();
});
afterAll(async () => {
  await withAi.close();
  await withoutAi.close();
  await standIn.close();
});

describe('the writing assistant', () => {
  it('writes through the configured chat-completions endpoint, the key picking the task', async () => {
    const artist = await buildSignedIn(withAi.app, withAi.db, 'Artist');
    expect((await callAs(withAi.app, null, 'GET', '/api/promo/assistant_status')).json().result).toEqual({ is_available: true, keys: ['bio', 'pitch', 'caption', 'press_release'] });
    const res = await callAs(withAi.app, artist.key, 'POST', '/api/promo/assistant', { text: 'Indie folk from Shillong, two albums', key: 'bio' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.text).toBe('Written from: Indie folk from Shillong, two albums');
    const sent = standIn.requests.at(-1) as ChatRequest;
    expect(sent.url).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer test-ai-key');
    expect(sent.body.model).toBe('stand-in-model');
    expect(sent.body.messages[0]?.content).toMatch(/artist biography/);
    await callAs(withAi.app, artist.key, 'POST', '/api/promo/assistant', { text: 'Harbour Lights, a slow song', key: 'pitch' });
    expect(standIn.requests.at(-1)?.body.messages[0]?.content).toMatch(/pitch email/);
    expect((await callAs(withAi.app, artist.key, 'GET', '/api/promo/overview')).json().result).toMatchObject({ is_assistant_available: true, usage: { assistant: 2 } });
    // An unknown key or empty text is bad input.
    expect((await callAs(withAi.app, artist.key, 'POST', '/api/promo/assistant', { text: 'x', key: 'poem' })).statusCode).toBe(400);
    expect((await callAs(withAi.app, artist.key, 'POST', '/api/promo/assistant', { text: '  ', key: 'bio' })).statusCode).toBe(400);
  });

  it('a failing endpoint is a clear error, not a crash, and is not counted as a use', async () => {
    const artist = await buildSignedIn(withAi.app, withAi.db, 'Band');
    standIn.setMode('error');
    try {
      const res = await callAs(withAi.app, artist.key, 'POST', '/api/promo/assistant', { text: 'Caption please', key: 'caption' });
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toBe(PROMO_MESSAGES.assistantFailed);
    } finally {
      standIn.setMode('ok');
    }
    expect((await callAs(withAi.app, artist.key, 'GET', '/api/promo/overview')).json().result.usage.assistant).toBe(0);
  });

  it('is rate-limited per person', async () => {
    const artist = await buildSignedIn(withAi.app, withAi.db, 'Artist');
    const allowed = ASSISTANT_RATE_LIMIT.max * withAi.config.rateLimitFactor;
    for (let i = 0; i < allowed; i++) expect((await callAs(withAi.app, artist.key, 'POST', '/api/promo/assistant', { text: `note ${i}`, key: 'caption' })).statusCode).toBe(200);
    const refused = await callAs(withAi.app, artist.key, 'POST', '/api/promo/assistant', { text: 'one more', key: 'caption' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('without AI_BASE_URL it answers as not available, and only artists may call it', async () => {
    expect((await callAs(withoutAi.app, null, 'GET', '/api/promo/assistant_status')).json().result).toEqual({ is_available: false, keys: [] });
    const artist = await buildSignedIn(withoutAi.app, withoutAi.db, 'Artist');
    const before = standIn.requests.length;
    const res = await callAs(withoutAi.app, artist.key, 'POST', '/api/promo/assistant', { text: 'Bio please', key: 'bio' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe(PROMO_MESSAGES.assistantUnavailable);
    expect(standIn.requests.length).toBe(before);
    expect((await callAs(withoutAi.app, artist.key, 'GET', '/api/promo/overview')).json().result.is_assistant_available).toBe(false);
    const listener = await buildSignedIn(withAi.app, withAi.db, 'Listener');
    expect((await callAs(withAi.app, listener.key, 'POST', '/api/promo/assistant', { text: 'Bio', key: 'bio' })).statusCode).toBe(403);
    expect((await callAs(withAi.app, null, 'POST', '/api/promo/assistant', { text: 'Bio', key: 'bio' })).statusCode).toBe(401);
  });
});
