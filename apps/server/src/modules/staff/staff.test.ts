import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildUser, signIn, tokenHeader } from '../../../test/factories.ts';
import { buildPerson } from '../../../test/social.ts';
import { DEMO_STAFF, seedDemoStaff } from '../../db/seed/demo-staff.seed.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo.seed.ts';
import { runStaffCommand } from './staff-cli.ts';
import { requireStaff } from './staff.policy.ts';
import { createStaffService } from './staff.service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    // Two calls guarded by the policy, as any module's service applies it.
    extend: (app) => {
      app.get('/api/test/staff-only', async (request) => ({ success: true, result: requireStaff(request.user) }));
      app.get('/api/test/admin-only', async (request) => ({ success: true, result: requireStaff(request.user, 'admin') }));
    },
  });
});
afterAll(async () => t.close());

const staffOnly = (headers: Record<string, string> = {}) => t.app.inject({ url: '/api/test/staff-only', headers });
const adminOnly = (headers: Record<string, string> = {}) => t.app.inject({ url: '/api/test/admin-only', headers });
const checkSession = (headers: Record<string, string>) => t.app.inject({ url: '/api/check_session', headers });

describe('the staff policy (401 signed out, 403 without the role)', () => {
  it('answers 401 to a visitor and 403 to an artist or listener without a role', async () => {
    const visitor = await staffOnly();
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ success: false, error: MESSAGES.signInRequired });
    for (const type of ['Artist', 'Listener']) {
      const person = await buildPerson(t.db, t.platform.clock, { type });
      const refused = await staffOnly(person.headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ success: false, error: MESSAGES.staffOnly });
    }
  });

  it('lets staff and admins through staff rules; only admins through admin rules', async () => {
    const staff = await buildPerson(t.db, t.platform.clock, { staff_role: 'staff' });
    const admin = await buildPerson(t.db, t.platform.clock, { staff_role: 'admin' });
    expect((await staffOnly(staff.headers)).json()).toEqual({ success: true, result: { id: staff.id, staffRole: 'staff' } });
    expect((await staffOnly(admin.headers)).json()).toEqual({ success: true, result: { id: admin.id, staffRole: 'admin' } });
    const staffAsAdmin = await adminOnly(staff.headers);
    expect(staffAsAdmin.statusCode).toBe(403);
    expect(staffAsAdmin.json().error).toBe(MESSAGES.adminOnly);
    expect((await adminOnly(admin.headers)).statusCode).toBe(200);
  });

  it('an unknown value in the column is no role', async () => {
    const odd = await buildPerson(t.db, t.platform.clock, { staff_role: 'root' });
    expect((await staffOnly(odd.headers)).statusCode).toBe(403);
  });
});

describe('granting and revoking (npm run admin)', () => {
  it('grant makes staff by default, --role admin makes an admin, revoke takes it away at the next request', async () => {
    const staff = createStaffService({ db: t.db, clock: t.platform.clock });
    const person = await buildPerson(t.db, t.platform.clock, { type: 'Artist' });
    expect((await staffOnly(person.headers)).statusCode).toBe(403);

    expect(await runStaffCommand(['grant', person.email.toUpperCase()], staff)).toEqual({ code: 0, output: `${person.email} is now staff.` });
    expect((await staffOnly(person.headers)).statusCode).toBe(200);
    expect((await adminOnly(person.headers)).statusCode).toBe(403);

    expect(await runStaffCommand(['grant', person.email, '--role', 'admin'], staff)).toEqual({ code: 0, output: `${person.email} is now admin (was staff).` });
    expect((await adminOnly(person.headers)).statusCode).toBe(200);
    expect((await runStaffCommand(['grant', '--role=admin', person.email], staff)).output).toBe(`${person.email} is now admin (already admin).`);
    expect((await runStaffCommand(['list'], staff)).output).toContain(`admin  ${person.email}`);

    expect(await runStaffCommand(['revoke', person.email], staff)).toEqual({ code: 0, output: `${person.email} is no longer admin.` });
    // The same session key, no new sign-in: the role is read with the key.
    expect((await staffOnly(person.headers)).statusCode).toBe(403);
    expect(await runStaffCommand(['revoke', person.email], staff)).toEqual({ code: 0, output: `${person.email} had no role.` });
  });

  it('refuses an unknown e-mail, an unknown role and a missing argument, changing nothing', async () => {
    const staff = createStaffService({ db: t.db, clock: t.platform.clock });
    const person = await buildUser(t.db);
    expect(await runStaffCommand(['grant', 'nobody@example.com'], staff)).toEqual({ code: 1, output: 'No account has the e-mail nobody@example.com.' });
    const badRole = await runStaffCommand(['grant', person.email, '--role', 'owner'], staff);
    expect(badRole.code).toBe(2);
    expect(badRole.output).toContain('The role must be one of: staff, admin.');
    expect((await runStaffCommand(['grant'], staff)).code).toBe(2);
    expect((await runStaffCommand(['promote', person.email], staff)).code).toBe(2);
    const row = await t.db.selectFrom('users').select('staff_role').where('id', '=', person.id).executeTakeFirstOrThrow();
    expect(row.staff_role).toBeNull();
  });
});

describe('the web session sees only a boolean', () => {
  it('is_staff is true for staff and admins, false otherwise; the role is never sent', async () => {
    const listener = await buildPerson(t.db, t.platform.clock);
    const staff = await buildPerson(t.db, t.platform.clock, { staff_role: 'staff' });
    const plain = (await checkSession(listener.headers)).json();
    expect(plain.result.is_staff).toBe(false);
    const member = (await checkSession(staff.headers)).json();
    expect(member.result.is_staff).toBe(true);
    expect(JSON.stringify(member)).not.toContain('staff_role');
  });
});

describe('the demo staff account', () => {
  it('is seeded once with the admin role and signs in with the demo password', async () => {
    const logger = pino({ level: 'silent' });
    await seedDemoStaff(t.db, logger);
    await seedDemoStaff(t.db, logger);
    const rows = await t.db.selectFrom('users').select(['staff_role', 'is_demo']).where('email', '=', DEMO_STAFF.email).execute();
    expect(rows).toEqual([{ staff_role: 'admin', is_demo: 1 }]);
    const key = await signIn(t.app, DEMO_STAFF.email, DEMO_PASSWORD);
    expect((await staffOnly(tokenHeader(key))).statusCode).toBe(200);
  });
});
