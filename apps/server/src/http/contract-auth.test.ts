import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../test/build-app.ts';
import { readContractRoutes, toOpenApiPath, toUrl, type ContractCall } from '../../test/contract-routes.ts';

/**
 * Sign-in is declared once, by the contract's `isAuthRequired`, and enforced from it (http/route.ts).
 * Every route of the contract, read from the contract files: one that needs sign-in answers 401 with
 * the sign-in message to a visitor, before it reads the request; one that does not never answers
 * 401 for want of a session (it may still answer 400 or 404 to the placeholder request).
 */

/**
 * Calls that take a session or something standing in for one (a slug, an e-mailed token, a
 * stream ticket): signed out and without it they answer 401 from their service; the test sends
 * the stand-in, and a visitor must then get past sign-in.
 */
const STAND_INS: Record<string, string> = {
  'GET /moderation/strikes/:id': 'token=not-a-real-token',
  'GET /playlist/user_playlists': 'slug=nobody-here',
  'GET /achievements': 'slug=nobody-here',
  'GET /notifications/stream': 'ticket=not-a-real-ticket',
};

let t: TestApp;
let calls: ContractCall[];

beforeAll(async () => {
  t = await createTestApp();
  calls = await readContractRoutes();
});
afterAll(async () => t.close());

const send = (call: ContractCall, query?: string) =>
  t.app.inject({
    method: call.contract.method,
    url: toUrl(call.contract.path, t.config.brand.slug) + (query ? `?${query}` : ''),
    ...(call.contract.method === 'GET' ? {} : { payload: {} }),
  });

describe('sign-in from the contract', () => {
  it('covers the whole contract, every call of it served by the app', () => {
    expect(calls.length).toBeGreaterThan(150);
    const served = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    for (const call of calls) {
      const methods = served[toOpenApiPath(call.contract.path, t.config.brand.slug)] ?? {};
      expect(Object.keys(methods), `${call.name} (${call.contract.method} ${call.contract.path}) is not served`).toContain(call.contract.method.toLowerCase());
    }
  });

  it('answers 401 to a visitor on every call marked isAuthRequired', async () => {
    const wrong: string[] = [];
    for (const call of calls.filter((c) => c.contract.isAuthRequired)) {
      const reply = await send(call);
      if (reply.statusCode !== 401 || reply.json<{ error?: string }>().error !== MESSAGES.signInRequired) wrong.push(`${call.name} ${call.contract.method} ${call.contract.path}: ${reply.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets a visitor reach every call not marked isAuthRequired', async () => {
    const wrong: string[] = [];
    for (const call of calls.filter((c) => !c.contract.isAuthRequired)) {
      const reply = await send(call, STAND_INS[`${call.contract.method} ${call.contract.path}`]);
      // The stream answers 401 to a ticket it does not know: that is the ticket's check, not sign-in's.
      if (reply.statusCode === 401 && reply.json<{ error?: string }>().error === MESSAGES.signInRequired) wrong.push(`${call.name} ${call.contract.method} ${call.contract.path}`);
    }
    expect(wrong).toEqual([]);
  });
});
