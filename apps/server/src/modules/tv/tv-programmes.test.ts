import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES, MESSAGES } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildVideo } from '../../../test/catalog-factories.ts';
import { buildForm } from '../../../test/media-fixtures.ts';
import { buildArtist, buildStaff, DAY } from '../../../test/opportunity-fixtures.ts';
import { buildPerson, type Person } from '../../../test/social.ts';
import { createManualClock } from '../../platform/clock/clock.port.ts';

const C = CATALOGUE_MESSAGES;
// 06:00 UTC is 11:30 IST on 10 January.
const clock = createManualClock(new Date('2031-01-10T06:00:00.000Z'));
let t: TestApp;
let staff: Person;
let dataDir: string;
let pdf: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-tv-programmes-'));
  t = await createTestApp({ clock, config: { dataDir } });
  staff = await buildStaff(t.db, clock);
  pdf = path.join(dataDir, 'cbfc.pdf');
  fs.writeFileSync(pdf, '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const send = (method: 'POST' | 'PUT', url: string, person: Person | null, payload: object) => t.app.inject({ method, url: `/api${url}`, headers: person?.headers ?? {}, payload });
const get = (url: string, person: Person | null = null) => t.app.inject({ url: `/api${url}`, headers: person?.headers ?? {} });
const publicSlugs = async () => (await get('/tv_programmes')).json().results.map((programme: { slug: string }) => programme.slug) as string[];
const staffList = async () => (await get('/staff/tv_programmes', staff)).json().results as { slug: string; name: string; retired_at: string | null; pitch_count: number; position: number }[];
const auditLines = (slug: string) =>
  t.db.selectFrom('audit_log').select(['action', 'actor_id', 'before_json', 'after_json']).where('target_type', '=', 'tv_programme').where('target_key', '=', slug).orderBy('id').execute();

const FIELDS = { length: '30 minutes, weekly', slot: 'Saturdays at 10:00 PM IST', description: 'Independent jazz from across India.', for_whom: 'Jazz and fusion videos.' };

/** An artist's video pitched to TV, for a programme when given. */
async function pitch(programme?: string) {
  const artist = await buildArtist(t.db, clock);
  const video = await buildVideo(t.db, artist.id);
  const upload = await t.app.inject({ method: 'POST', url: '/api/tv_certificate', headers: artist.headers, payload: buildForm({ file: pdf }) });
  const certificate = upload.json().result.id as number;
  const res = await send('POST', '/tv_pitch', artist, { slug: video.slug, is_submit_tv: true, cbfc_certificate: true, certificate_id: certificate, authorize: true, ...(programme ? { programme } : {}) });
  return { artist, video, res };
}

describe('the programmes of the staff console', () => {
  it('are for staff only: 401 signed out, 403 for an artist and a listener, nothing changed', async () => {
    const artist = await buildArtist(t.db, clock);
    const listener = await buildPerson(t.db, clock, { type: 'Listener' });
    const calls = [
      () => get('/staff/tv_programmes', null),
      () => get('/staff/tv_schedule', null),
      () => send('POST', '/staff/tv_programmes', null, { name: 'Sneaky', ...FIELDS }),
      () => send('PUT', '/staff/tv_programmes/fresh-drop', null, { name: 'Sneaky', ...FIELDS }),
      () => send('POST', '/staff/tv_programmes/fresh-drop/retire', null, { retired: true }),
      () => send('POST', '/staff/tv_programme_order', null, { slugs: ['fresh-drop'] }),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(401);
    for (const person of [artist, listener]) {
      expect((await get('/staff/tv_programmes', person)).statusCode).toBe(403);
      expect((await get('/staff/tv_schedule', person)).statusCode).toBe(403);
      const refused = await send('POST', '/staff/tv_programmes', person, { name: 'Sneaky', ...FIELDS });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(MESSAGES.staffOnly);
      expect((await send('PUT', '/staff/tv_programmes/fresh-drop', person, { name: 'Sneaky', ...FIELDS })).statusCode).toBe(403);
      expect((await send('POST', '/staff/tv_programmes/fresh-drop/retire', person, { retired: true })).statusCode).toBe(403);
      expect((await send('POST', '/staff/tv_programme_order', person, { slugs: ['fresh-drop'] })).statusCode).toBe(403);
    }
    expect(await publicSlugs()).toEqual(['fresh-drop', 'the-countdown', 'regional-wave', 'artist-spotlight', 'studio-sessions', 'opportunity-winners']);
    expect((await staffList()).find((row) => row.slug === 'fresh-drop')).toMatchObject({ name: 'Fresh Drop', retired_at: null });
  });

  it('adds one at the end, offered to artists at once; a taken name or a blank field is refused with a clear message and changes nothing', async () => {
    const added = await send('POST', '/staff/tv_programmes', staff, { name: 'Jazz Nights', ...FIELDS });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ message: C.programmeAdded, result: { slug: 'jazz-nights', name: 'Jazz Nights', retired_at: null, pitch_count: 0, ...FIELDS } });
    expect((await publicSlugs()).at(-1)).toBe('jazz-nights');
    const [line] = await auditLines('jazz-nights');
    expect(line).toMatchObject({ action: 'tv_programme.create', actor_id: staff.id, before_json: null });
    expect(JSON.parse(line.after_json as string)).toEqual({ name: 'Jazz Nights', ...FIELDS });

    const count = (await staffList()).length;
    for (const name of ['jazz nights', 'FRESH DROP']) {
      const taken = await send('POST', '/staff/tv_programmes', staff, { name, ...FIELDS });
      expect(taken.statusCode).toBe(400);
      expect(taken.json()).toMatchObject({ error: C.programmeNameTaken, fields: { name: C.programmeNameTaken } });
    }
    const blank = await send('POST', '/staff/tv_programmes', staff, { name: '  ', ...FIELDS });
    expect(blank.json().fields.name).toBe(C.programmeNameRequired);
    const noSlot = await send('POST', '/staff/tv_programmes', staff, { ...FIELDS, name: 'Slotless', slot: '' });
    expect(noSlot.json().fields.slot).toBe(C.programmeSlotRequired);
    const tooLong = await send('POST', '/staff/tv_programmes', staff, { ...FIELDS, name: 'Long', description: 'x'.repeat(601) });
    expect(tooLong.json().fields.description).toBe(C.programmeDescriptionMax);
    expect((await staffList()).length).toBe(count);

    // The artist pitches for it.
    const { res } = await pitch('jazz-nights');
    expect(res.statusCode).toBe(200);
    expect(res.json().result.programme).toEqual({ slug: 'jazz-nights', name: 'Jazz Nights' });
    expect((await staffList()).find((row) => row.slug === 'jazz-nights')?.pitch_count).toBe(1);
    const unknown = await pitch('no-such-show');
    expect(unknown.res.json().fields.programme).toBe(C.programmeNotFound);
  });

  it('edits one, keeping its slug, with its before and after in the audit log', async () => {
    await send('POST', '/staff/tv_programmes', staff, { name: 'Indie Mornings', ...FIELDS });
    const edited = await send('PUT', '/staff/tv_programmes/indie-mornings', staff, { ...FIELDS, name: 'Indie Breakfast', slot: 'Daily at 7:00 AM IST' });
    expect(edited.json()).toMatchObject({ message: C.programmeSaved, result: { slug: 'indie-mornings', name: 'Indie Breakfast', slot: 'Daily at 7:00 AM IST' } });
    const lines = await auditLines('indie-mornings');
    expect(lines.map((line) => line.action)).toEqual(['tv_programme.create', 'tv_programme.update']);
    expect(JSON.parse(lines[1].before_json as string)).toMatchObject({ name: 'Indie Mornings', slot: FIELDS.slot });
    expect(JSON.parse(lines[1].after_json as string)).toMatchObject({ name: 'Indie Breakfast', slot: 'Daily at 7:00 AM IST' });

    // Its own name in another case is fine; another programme's is not.
    expect((await send('PUT', '/staff/tv_programmes/indie-mornings', staff, { ...FIELDS, name: 'INDIE BREAKFAST' })).statusCode).toBe(200);
    const taken = await send('PUT', '/staff/tv_programmes/indie-mornings', staff, { ...FIELDS, name: 'The Countdown' });
    expect(taken.json().fields.name).toBe(C.programmeNameTaken);
    expect((await staffList()).find((row) => row.slug === 'indie-mornings')?.name).toBe('INDIE BREAKFAST');
    const missing = await send('PUT', '/staff/tv_programmes/no-such-show', staff, { ...FIELDS, name: 'Ghost' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(C.programmeNotFound);
  });

  it('reorders them: every slug once, or nothing changes', async () => {
    const before = (await staffList()).map((row) => row.slug);
    const reversed = [...before].reverse();
    const done = await send('POST', '/staff/tv_programme_order', staff, { slugs: reversed });
    expect(done.json().results.map((row: { slug: string }) => row.slug)).toEqual(reversed);
    expect(await publicSlugs()).toEqual(reversed.filter((slug) => (before.includes(slug))));
    for (const slugs of [reversed.slice(1), [...reversed.slice(1), reversed[1]], [...reversed.slice(1), 'no-such-show']]) {
      const refused = await send('POST', '/staff/tv_programme_order', staff, { slugs });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe(C.programmeOrderInvalid);
    }
    expect((await staffList()).map((row) => row.slug)).toEqual(reversed);
    const [line] = (await t.db.selectFrom('audit_log').select(['before_json', 'after_json']).where('action', '=', 'tv_programme.reorder').execute());
    expect(JSON.parse(line.before_json as string).order).toEqual(before);
    expect(JSON.parse(line.after_json as string).order).toEqual(reversed);
    await send('POST', '/staff/tv_programme_order', staff, { slugs: before });
  });

  it('retires one: no new pitches and no new assignment, old pitches keep it; brought back, it takes pitches again', async () => {
    await send('POST', '/staff/tv_programmes', staff, { name: 'Late Show', ...FIELDS });
    const old = await pitch('late-show');
    expect(old.res.statusCode).toBe(200);
    const other = await pitch();
    const otherId = other.res.json().result.id as number;
    await send('POST', '/staff/tv_pitch_move', staff, { id: otherId, status: 'in_review' });

    const retired = await send('POST', '/staff/tv_programmes/late-show/retire', staff, { retired: true });
    expect(retired.json()).toMatchObject({ message: C.programmeRetiredDone, result: { slug: 'late-show', retired_at: clock.now().toISOString(), pitch_count: 1 } });
    expect(await publicSlugs()).not.toContain('late-show');
    expect((await get('/tv_overview')).json().result.programmes.map((row: { slug: string }) => row.slug)).not.toContain('late-show');

    const refused = await pitch('late-show');
    expect(refused.res.statusCode).toBe(400);
    expect(refused.res.json()).toMatchObject({ error: C.programmeRetired, fields: { programme: C.programmeRetired } });
    const assign = await send('POST', '/staff/tv_pitch_move', staff, { id: otherId, status: 'accepted', programme: 'late-show' });
    expect(assign.json().error).toBe(C.programmeRetired);

    // The old pitch keeps showing it, and can still go ahead with it.
    expect((await get('/tv_my_pitches', old.artist)).json().results[0].programme).toEqual({ slug: 'late-show', name: 'Late Show' });
    const oldId = old.res.json().result.id as number;
    await send('POST', '/staff/tv_pitch_move', staff, { id: oldId, status: 'in_review' });
    const accepted = await send('POST', '/staff/tv_pitch_move', staff, { id: oldId, status: 'accepted' });
    expect(accepted.json().result).toMatchObject({ status: 'accepted', programme: { slug: 'late-show', name: 'Late Show' } });

    // Retiring twice changes nothing more.
    expect((await send('POST', '/staff/tv_programmes/late-show/retire', staff, { retired: true })).json().result.retired_at).toBe(retired.json().result.retired_at);
    const restored = await send('POST', '/staff/tv_programmes/late-show/retire', staff, { retired: false });
    expect(restored.json()).toMatchObject({ message: C.programmeRestored, result: { retired_at: null } });
    expect(await publicSlugs()).toContain('late-show');
    expect((await pitch('late-show')).res.statusCode).toBe(200);

    const lines = await auditLines('late-show');
    expect(lines.map((line) => line.action)).toEqual(['tv_programme.create', 'tv_programme.retire', 'tv_programme.restore']);
    expect(JSON.parse(lines[1].before_json as string)).toEqual({ retired_at: null });
    expect(JSON.parse(lines[2].before_json as string)).toEqual({ retired_at: retired.json().result.retired_at });
  });
});

describe('the staff schedule', () => {
  it('lists scheduled pitches by IST day, today first by default, with empty days too', async () => {
    const { res, video } = await pitch('fresh-drop');
    const id = res.json().result.id as number;
    await send('POST', '/staff/tv_pitch_move', staff, { id, status: 'in_review' });
    await send('POST', '/staff/tv_pitch_move', staff, { id, status: 'accepted' });
    // 20:00 UTC on 11 January is 01:30 IST on 12 January.
    const at = '2031-01-11T20:00:00.000Z';
    expect((await send('POST', '/staff/tv_pitch_move', staff, { id, status: 'scheduled', at })).json().result.status).toBe('scheduled');

    const week = (await get('/staff/tv_schedule', staff)).json();
    expect(week.from).toBe('2031-01-10');
    expect(week.days.map((day: { day: string }) => day.day)).toEqual(['2031-01-10', '2031-01-11', '2031-01-12', '2031-01-13', '2031-01-14', '2031-01-15', '2031-01-16']);
    const day12 = week.days.find((day: { day: string }) => day.day === '2031-01-12');
    expect(day12.slots).toEqual([expect.objectContaining({ pitch_id: id, at, programme: { slug: 'fresh-drop', name: 'Fresh Drop', is_retired: false }, video: expect.objectContaining({ slug: video.slug }) })]);
    expect(week.days.find((day: { day: string }) => day.day === '2031-01-11').slots).toEqual([]);

    const later = (await get('/staff/tv_schedule?from=2031-01-13&days=3', staff)).json();
    expect(later.days.every((day: { slots: unknown[] }) => day.slots.length === 0)).toBe(true);
    for (const query of ['from=2031-13-45', 'from=soon', 'days=0', 'days=32']) {
      const bad = await get(`/staff/tv_schedule?${query}`, staff);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe(C.scheduleRangeInvalid);
    }
    clock.advance(3 * DAY);
  });
});
