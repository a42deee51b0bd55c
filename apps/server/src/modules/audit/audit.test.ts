import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_CSV_COLUMNS } from '@indiwave/domain/contract/staff';
import { MESSAGES } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildPerson, type Person } from '../../../test/social.ts';
import { createAuditService } from './audit.service.ts';
import { toCsvCell } from './audit.presenter.ts';

let t: TestApp;
let staff: Person;
let other: Person;

beforeAll(async () => {
  t = await createTestApp();
  staff = await buildPerson(t.db, t.platform.clock, { staff_role: 'staff', first_name: 'Sam', last_name: 'Staff' });
  other = await buildPerson(t.db, t.platform.clock, { staff_role: 'admin', first_name: 'Olu', last_name: 'Other' });
  const audit = createAuditService({ db: t.db, now: () => new Date('2026-03-10T10:00:00Z') });
  const session = (person: Person, role: 'staff' | 'admin') => ({ member: { id: person.id, staffRole: role }, ip: '10.9.9.9', userAgent: 'test' });
  await audit.record(t.db, session(staff, 'staff'), { action: 'report.dismiss', targetType: 'report', targetKey: 7, targetLabel: 'Report #7: Spam', reason: 'not spam at all' });
  await audit.record(t.db, session(staff, 'staff'), { action: 'content.take_down', targetType: 'song', targetKey: 'rain-song', targetLabel: 'Rain, "live"', before: { is_public: 1 }, after: { is_public: 0 }, reason: '=HYPERLINK("x")' });
  const later = createAuditService({ db: t.db, now: () => new Date('2026-03-12T23:59:59Z') });
  await later.record(t.db, session(other, 'admin'), { action: 'role.grant', targetType: 'user', targetKey: 'ravi', before: { role: null }, after: { role: 'staff' } });
});
afterAll(async () => t.close());

const list = (query: string, person: Person = staff) => t.app.inject({ url: `/api/admin/audit_log${query}`, headers: person.headers });
const actions = async (query: string) => ((await list(query)).json().results as Array<{ action: string }>).map((line) => line.action);

describe('the audit log', () => {
  it('is append-only: the database refuses to change or delete a line, whoever asks', async () => {
    const [line] = await t.db.selectFrom('audit_log').select('id').limit(1).execute();
    await expect(t.db.updateTable('audit_log').set({ reason: 'rewritten' }).where('id', '=', line.id).execute()).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('audit_log').where('id', '=', line.id).execute()).rejects.toThrow(/append-only/);
    if (t.dialect === 'postgres') await expect(sql`truncate audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    expect((await t.db.selectFrom('audit_log').select('reason').where('id', '=', line.id).executeTakeFirstOrThrow()).reason).not.toBe('rewritten');
  });

  it('lists newest first with who, what, target, before/after, when and from where', async () => {
    const reply = await list('');
    expect(reply.statusCode).toBe(200);
    const [newest, second] = reply.json().results;
    expect(newest).toMatchObject({ action: 'role.grant', actor: { slug: other.slug, label: `Olu Other <${other.email}>`, role: 'admin' }, target: { type: 'user', key: 'ravi', label: null }, before: { role: null }, after: { role: 'staff' }, ip: '10.9.9.9', user_agent: 'test', created_at: '2026-03-12T23:59:59.000Z' });
    expect(second).toMatchObject({ action: 'content.take_down', target: { type: 'song', key: 'rain-song', label: 'Rain, "live"' }, before: { is_public: 1 }, after: { is_public: 0 } });
  });

  it('is searched by words, action or area, actor, target and days', async () => {
    expect(await actions('?q=spam')).toEqual(['report.dismiss']);
    expect(await actions('?q=RAIN%20live')).toEqual(['content.take_down']);
    expect(await actions('?q=100%25')).toEqual([]);
    expect(await actions('?action=report.dismiss')).toEqual(['report.dismiss']);
    expect(await actions('?action=content')).toEqual(['content.take_down']);
    expect(await actions(`?actor=${other.slug}`)).toEqual(['role.grant']);
    expect(await actions(`?actor=${encodeURIComponent(staff.email)}`)).toEqual(['content.take_down', 'report.dismiss']);
    expect(await actions('?actor=nobody-at-all')).toEqual([]);
    expect(await actions('?target_type=song&target=rain-song')).toEqual(['content.take_down']);
    expect(await actions('?from=2026-03-11&to=2026-03-12')).toEqual(['role.grant']);
    expect(await actions('?to=2026-03-10')).toEqual(['content.take_down', 'report.dismiss']);
    const backwards = await list('?from=2026-03-12&to=2026-03-10');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toBe(MESSAGES.auditDateOrder);
    expect((await list('?from=yesterday')).json().error).toBe(MESSAGES.auditDateInvalid);
  });

  it('pages by id', async () => {
    const first = (await list('?limit=2')).json();
    expect(first.results).toHaveLength(2);
    expect(first.next_before).toBe(first.results[1].id);
    const rest = (await list(`?limit=2&before=${first.next_before}`)).json();
    expect(rest.results.map((line: { action: string }) => line.action)).toEqual(['report.dismiss']);
    expect(rest.next_before).toBeNull();
  });

  it('exports the matching lines as CSV, guards formulas, and logs the export', async () => {
    const reply = await t.app.inject({ url: '/api/admin/audit_log/export?to=2026-03-10', headers: { ...staff.headers, 'user-agent': 'exporter' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = reply.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(AUDIT_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('content.take_down');
    expect(lines[1]).toContain('"Rain, ""live"""');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    const logged = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'audit.export').executeTakeFirstOrThrow();
    expect(logged).toMatchObject({ actor_id: staff.id, user_agent: 'exporter', target_type: 'audit_log' });
    expect(JSON.parse(logged.after_json ?? '{}')).toEqual({ filters: { to: '2026-03-10' }, lines: 2 });
  });

  it('quotes CSV cells as RFC 4180 says', () => {
    expect(toCsvCell('plain')).toBe('plain');
    expect(toCsvCell('a,b')).toBe('"a,b"');
    expect(toCsvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(toCsvCell('-1')).toBe("'-1");
    expect(toCsvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(toCsvCell(null)).toBe('');
    expect(toCsvCell(42)).toBe('42');
  });
});
