import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '@indiwave/domain/messages';
import { JSON_BODY_LIMIT_BYTES } from '@indiwave/domain/constants';
import { createTestApp, type TestApp } from '../../test/build-app.ts';
import { AppError } from './app-error.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extend(app) {
      app.post('/api/test/echo', { schema: { body: z.object({ name: z.string().min(2, 'too short') }) } }, async (req) => ({ success: true, body: req.body }));
      app.get('/api/test/boom', async () => {
        throw new Error('database exploded: secret details');
      });
      app.get('/api/test/forbidden', async () => {
        throw AppError.forbidden();
      });
    },
  });
});
afterAll(async () => t.close());

describe('error envelope and statuses', () => {
  it('validation failures are 400 with per-field messages', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'a' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'too short', fields: { name: 'too short' } });
  });

  it('malformed JSON is 400, never 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', headers: { 'content-type': 'application/json' }, payload: '{"name":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: MESSAGES.malformedJson });
  });

  it('a body over the limit is 413', async () => {
    const payload = JSON.stringify({ name: 'x'.repeat(JSON_BODY_LIMIT_BYTES + 10) });
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', headers: { 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, error: MESSAGES.bodyTooLarge });
  });

  it('an unknown API route is 404 in the envelope', async () => {
    const res = await t.app.inject({ url: '/api/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: MESSAGES.notFound });
  });

  it('an AppError keeps its status and message', async () => {
    const res = await t.app.inject({ url: '/api/test/forbidden' });
    expect(res.statusCode).toBe(403);
    expect(res.json().success).toBe(false);
  });

  it('anything unexpected is 500 with the spec sentence and no details', async () => {
    const res = await t.app.inject({ url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, error: MESSAGES.serverError });
    expect(res.body).not.toContain('secret details');
  });

  it('security headers carry a real CSP', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('large replies are compressed when the client accepts it', async () => {
    const res = await t.app.inject({ url: '/api/country', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('system calls', () => {
  it('GET /api/health reports the database', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, status: 'ok', database: t.dialect });
  });

  it('GET /api/version answers a version, never cached', async () => {
    const res = await t.app.inject({ url: '/api/version' });
    expect(res.json()).toMatchObject({ success: true, version: expect.any(String) });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('the OpenAPI document is generated from the contract', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/genre', '/api/cities/{stateId}', '/api/health']));
  });
});
