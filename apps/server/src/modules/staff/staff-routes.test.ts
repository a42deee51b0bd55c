import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteContract } from '@indiwave/domain/contract/route';
import { MESSAGES } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { readContractRoutes, toOpenApiPath, toUrl } from '../../../test/contract-routes.ts';
import { buildPerson, type Person } from '../../../test/social.ts';

/**
 * Every staff call answers 401 to a visitor and 403 to an artist and a listener, and every
 * admin call 403 to staff. The list is not typed in here: it is every route of the domain
 * contract that names a `staffRole`, read from the contract files, so a new staff call is
 * covered the moment it is declared. The other way round, every route the app serves under
 * /api/admin/ or /api/staff/ must be such a call.
 */

type StaffCall = { name: string; contract: RouteContract & { staffRole: NonNullable<RouteContract['staffRole']> } };

let t: TestApp;
let staffCalls: StaffCall[];
let people: { artist: Person; band: Person; listener: Person; staff: Person };

beforeAll(async () => {
  t = await createTestApp();
  const routes = await readContractRoutes();
  staffCalls = routes.filter((route): route is StaffCall => route.contract.staffRole !== undefined);
  const clock = t.platform.clock;
  people = {
    artist: await buildPerson(t.db, clock, { type: 'Artist' }),
    band: await buildPerson(t.db, clock, { type: 'Band' }),
    listener: await buildPerson(t.db, clock, { type: 'Listener' }),
    staff: await buildPerson(t.db, clock, { type: 'Listener', staff_role: 'staff' }),
  };
});
afterAll(async () => t.close());

const send = (call: StaffCall, headers: Record<string, string> = {}) =>
  t.app.inject({ method: call.contract.method, url: toUrl(call.contract.path, t.config.brand.slug), headers, ...(call.contract.method === 'GET' ? {} : { payload: {} }) });

describe('the staff calls of the contract', () => {
  it('are found, and every one is a signed-in call served by the app', () => {
    expect(staffCalls.length).toBeGreaterThanOrEqual(6);
    const served = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    for (const call of staffCalls) {
      expect(call.contract.isAuthRequired, `${call.name} must be isAuthRequired`).toBe(true);
      const methods = served[toOpenApiPath(call.contract.path, t.config.brand.slug)] ?? {};
      expect(Object.keys(methods), `${call.name} (${call.contract.method} ${call.contract.path}) is not served`).toContain(call.contract.method.toLowerCase());
    }
  });

  it('covers every route the app serves under /api/admin/ and /api/staff/', () => {
    const served = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    const declared = new Set(staffCalls.map((call) => `${call.contract.method} ${toOpenApiPath(call.contract.path, t.config.brand.slug)}`));
    for (const [servedPath, methods] of Object.entries(served)) {
      if (!/^\/api\/(admin|staff)\//.test(servedPath)) continue;
      for (const method of Object.keys(methods)) {
        if (method === 'head') continue;
        expect(declared.has(`${method.toUpperCase()} ${servedPath}`), `${method.toUpperCase()} ${servedPath} is served without a staffRole in the contract`).toBe(true);
      }
    }
  });

  it('answer 401 to a visitor, before reading the request', async () => {
    for (const call of staffCalls) {
      const reply = await send(call);
      expect(reply.statusCode, `${call.name} signed out`).toBe(401);
      expect(reply.json(), call.name).toEqual({ success: false, error: MESSAGES.signInRequired });
    }
  });

  it('answer 403 to an artist, a band and a listener', async () => {
    for (const call of staffCalls) {
      for (const who of ['artist', 'band', 'listener'] as const) {
        const reply = await send(call, people[who].headers);
        expect(reply.statusCode, `${call.name} as ${who}`).toBe(403);
        expect(reply.json().error, `${call.name} as ${who}`).toBe(call.contract.staffRole === 'admin' ? MESSAGES.adminOnly : MESSAGES.staffOnly);
      }
    }
  });

  it('answer 403 to staff when the call is for admins, and let staff through the others', async () => {
    for (const call of staffCalls) {
      const reply = await send(call, people.staff.headers);
      if (call.contract.staffRole === 'admin') {
        expect(reply.statusCode, `${call.name} as staff`).toBe(403);
        expect(reply.json().error).toBe(MESSAGES.adminOnly);
      } else {
        expect([401, 403], `${call.name} as staff`).not.toContain(reply.statusCode);
      }
    }
  });
});
