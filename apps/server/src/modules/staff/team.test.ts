import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildPerson, type Person } from '../../../test/social.ts';
import { runStaffCommand } from './staff-cli.ts';
import { createStaffService } from './staff.service.ts';

let t: TestApp;
let admin: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildPerson(t.db, t.platform.clock, { staff_role: 'admin', first_name: 'Ada', last_name: 'Admin' });
});
afterAll(async () => t.close());

const post = (url: string, person: Person, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: { ...person.headers, 'user-agent': 'console-test/1.0' }, payload, remoteAddress: '10.1.2.3' });
const get = (url: string, person: Person) => t.app.inject({ url: `/api${url}`, headers: person.headers });
const roleOf = async (id: number) => (await t.db.selectFrom('users').select('staff_role').where('id', '=', id).executeTakeFirstOrThrow()).staff_role;
const linesFor = (slug: string) => t.db.selectFrom('audit_log').selectAll().where('target_key', '=', slug).orderBy('id').execute();

describe('roles in the console', () => {
  it('an admin grants by e-mail or profile address, changes and revokes; each change has its audit line', async () => {
    const person = await buildPerson(t.db, t.platform.clock, { type: 'Artist', first_name: 'Ravi', last_name: 'Kumar' });
    const granted = await post('/admin/team/grant', admin, { account: person.email.toUpperCase(), role: 'staff', reason: 'joins moderation' });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toEqual({ success: true, message: MESSAGES.staffRoleGranted, result: { slug: person.slug, name: 'Ravi Kumar', email: person.email, role: 'staff' } });
    expect(await roleOf(person.id)).toBe('staff');

    expect((await post('/admin/team/grant', admin, { account: `http://localhost:3000/${person.slug}`, role: 'admin' })).statusCode).toBe(200);
    expect(await roleOf(person.id)).toBe('admin');
    const team = (await get('/admin/team', admin)).json().results as Array<{ slug: string; role: string }>;
    expect(team).toContainEqual(expect.objectContaining({ slug: person.slug, role: 'admin' }));

    expect((await post('/admin/team/revoke', admin, { slug: person.slug, reason: 'left the team' })).json()).toEqual({ success: true, message: MESSAGES.staffRoleRevoked });
    expect(await roleOf(person.id)).toBeNull();

    const lines = await linesFor(person.slug);
    expect(lines.map((line) => [line.action, JSON.parse(line.before_json ?? 'null'), JSON.parse(line.after_json ?? 'null'), line.reason])).toEqual([
      ['role.grant', { role: null }, { role: 'staff' }, 'joins moderation'],
      ['role.grant', { role: 'staff' }, { role: 'admin' }, null],
      ['role.revoke', { role: 'admin' }, { role: null }, 'left the team'],
    ]);
    expect(lines[0]).toMatchObject({ actor_id: admin.id, actor_role: 'admin', target_type: 'user', target_label: `Ravi Kumar <${person.email}>`, ip: '10.1.2.3', user_agent: 'console-test/1.0' });
    expect(lines[0].actor_label).toBe(`Ada Admin <${admin.email}>`);
  });

  it('staff see the team but cannot change it; a staff session gains the role at its next request', async () => {
    const staff = await buildPerson(t.db, t.platform.clock, { staff_role: 'staff' });
    const listener = await buildPerson(t.db, t.platform.clock);
    expect((await get('/admin/team', staff)).statusCode).toBe(200);
    const refused = await post('/admin/team/grant', staff, { account: listener.email, role: 'staff' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(MESSAGES.adminOnly);
    expect(await roleOf(listener.id)).toBeNull();
    expect((await get('/admin/me', listener)).statusCode).toBe(403);
    await post('/admin/team/grant', admin, { account: listener.email, role: 'staff' });
    expect((await get('/admin/me', listener)).json().result).toMatchObject({ role: 'staff', slug: listener.slug });
  });

  it('refuses an unknown account, a bad role and a deleted account, changing nothing and logging nothing', async () => {
    const before = await t.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const unknown = await post('/admin/team/grant', admin, { account: 'nobody@example.com', role: 'staff' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ account: MESSAGES.staffAccountNotFound });
    const person = await buildPerson(t.db, t.platform.clock);
    expect((await post('/admin/team/grant', admin, { account: person.email, role: 'owner' })).json().error).toBe(MESSAGES.staffRoleInvalid);
    expect((await post('/admin/team/grant', admin, { account: '  ', role: 'staff' })).json().error).toBe(MESSAGES.staffAccountRequired);
    const gone = await buildPerson(t.db, t.platform.clock, { deleted_at: new Date().toISOString() });
    expect((await post('/admin/team/grant', admin, { account: gone.email, role: 'staff' })).statusCode).toBe(400);
    expect((await post('/admin/team/revoke', admin, { slug: person.slug })).json().error).toBe(MESSAGES.staffNotMember);
    const after = await t.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('never leaves the team without an admin: the last admin can be neither demoted nor revoked from the console', async () => {
    const t2 = await createTestApp();
    try {
      const only = await buildPerson(t2.db, t2.platform.clock, { staff_role: 'admin' });
      const call = (url: string, payload: object) => t2.app.inject({ method: 'POST', url: `/api${url}`, headers: only.headers, payload });
      const demote = await call('/admin/team/grant', { account: only.email, role: 'staff' });
      expect(demote.statusCode).toBe(400);
      expect(demote.json().error).toBe(MESSAGES.staffLastAdmin);
      expect((await call('/admin/team/revoke', { slug: only.slug })).json().error).toBe(MESSAGES.staffLastAdmin);
      expect(await t2.db.selectFrom('users').select('staff_role').where('id', '=', only.id).executeTakeFirstOrThrow()).toEqual({ staff_role: 'admin' });
      expect(await t2.db.selectFrom('audit_log').selectAll().execute()).toEqual([]);
      // With a second admin, the first may step down.
      const second = await buildPerson(t2.db, t2.platform.clock);
      expect((await call('/admin/team/grant', { account: second.email, role: 'admin' })).statusCode).toBe(200);
      expect((await call('/admin/team/grant', { account: only.email, role: 'staff' })).statusCode).toBe(200);
    } finally {
      await t2.close();
    }
  });

  it('the shell command writes its own line, by the operator', async () => {
    const person = await buildPerson(t.db, t.platform.clock);
    const staff = createStaffService({ db: t.db, clock: t.platform.clock });
    await runStaffCommand(['grant', person.email, '--role', 'admin'], staff);
    await runStaffCommand(['revoke', person.email], staff);
    await runStaffCommand(['revoke', person.email], staff);
    const lines = await linesFor(person.slug);
    expect(lines.map((line) => [line.action, line.actor_id, line.actor_role, line.ip])).toEqual([
      ['role.grant', null, 'operator', 'shell'],
      ['role.revoke', null, 'operator', 'shell'],
    ]);
  });
});
