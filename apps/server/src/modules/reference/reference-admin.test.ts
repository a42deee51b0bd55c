import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_CACHE_SECONDS } from '@indiwave/domain/constants';
import { CATALOGUE_MESSAGES, MESSAGES } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildPerson, type Person } from '../../../test/social.ts';
import { createManualClock } from '../../platform/clock/clock.port.ts';
import { createReferenceRepository } from './reference.repository.ts';
import { createReferenceService } from './reference.service.ts';

const C = CATALOGUE_MESSAGES;
let t: TestApp;
let staff: Person;

beforeAll(async () => {
  t = await createTestApp();
  staff = await buildPerson(t.db, t.platform.clock, { type: 'Listener', staff_role: 'staff' });
});
afterAll(async () => t.close());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, person: Person | null, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: person?.headers ?? {}, ...(payload ? { payload } : {}) });
const names = async (url: string) => ((await t.app.inject({ url })).json().results as { name: string }[]).map((item) => item.name);
const auditLines = (list: string, slug: string) =>
  t.db.selectFrom('audit_log').select(['action', 'actor_id', 'before_json', 'after_json']).where('target_type', '=', list).where('target_key', '=', slug).orderBy('id').execute();

describe('the reference lists of the staff console', () => {
  it('are for staff only: 401 signed out, 403 for an artist and a listener, nothing changed', async () => {
    const artist = await buildPerson(t.db, t.platform.clock, { type: 'Artist' });
    const listener = await buildPerson(t.db, t.platform.clock, { type: 'Listener' });
    const before = await names('/api/genre');
    for (const person of [null, artist, listener]) {
      const status = person ? 403 : 401;
      expect((await send('GET', '/staff/reference/genres', person)).statusCode).toBe(status);
      const added = await send('POST', '/staff/reference/genres', person, { name: 'Sneaky' });
      expect(added.statusCode).toBe(status);
      if (person) expect(added.json().error).toBe(MESSAGES.staffOnly);
      expect((await send('PUT', '/staff/reference/genres/bollywood', person, { name: 'Sneaky' })).statusCode).toBe(status);
    }
    expect(await names('/api/genre')).toEqual(before);
  });

  it('adds a genre, served at once in place of the cached list (a stale entity tag gets the new list, not a 304), and audited', async () => {
    const first = await t.app.inject({ url: '/api/genre' });
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const added = await send('POST', '/staff/reference/genres', staff, { name: '  Lo-fi Jazz ' });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ message: C.referenceAdded('genre'), result: { name: 'Lo-fi Jazz', slug: 'lo-fi-jazz' } });
    const again = await t.app.inject({ url: '/api/genre', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(200);
    expect(again.json().results.at(-1)).toEqual({ id: added.json().result.id, name: 'Lo-fi Jazz', slug: 'lo-fi-jazz' });
    const staffList = (await send('GET', '/staff/reference/genres', staff)).json().results;
    expect(staffList.at(-1)).toMatchObject({ name: 'Lo-fi Jazz', position: staffList.at(-2).position + 1 });
    const [line] = await auditLines('genres', 'lo-fi-jazz');
    expect(line).toMatchObject({ action: 'reference.create', actor_id: staff.id, before_json: null });
    expect(JSON.parse(line.after_json as string)).toEqual({ name: 'Lo-fi Jazz', slug: 'lo-fi-jazz' });
  });

  it('refuses a name the list has (whatever its case) or one that makes a taken slug, with a clear message, changing nothing', async () => {
    const count = (await names('/api/genre')).length;
    const sameName = await send('POST', '/staff/reference/genres', staff, { name: 'BOLLYWOOD' });
    expect(sameName.statusCode).toBe(400);
    expect(sameName.json()).toMatchObject({ error: C.referenceTaken('genre', 'Bollywood'), fields: { name: C.referenceTaken('genre', 'Bollywood') } });
    const sameSlug = await send('POST', '/staff/reference/genres', staff, { name: 'Lo fi Jazz' });
    expect(sameSlug.json().error).toBe(C.referenceSlugTaken('genre', 'Lo-fi Jazz'));
    expect((await send('POST', '/staff/reference/genres', staff, { name: ' ' })).json().fields.name).toBe(C.referenceNameRequired);
    expect((await send('POST', '/staff/reference/genres', staff, { name: '***' })).json().fields.name).toBe(C.referenceNameRequired);
    expect((await send('POST', '/staff/reference/genres', staff, { name: 'x'.repeat(61) })).json().fields.name).toBe(C.referenceNameMax);
    expect((await send('POST', '/staff/reference/planets', staff, { name: 'Mars' })).statusCode).toBe(400);
    expect((await names('/api/genre')).length).toBe(count);
    // The same name in another list is fine.
    expect((await send('POST', '/staff/reference/moods', staff, { name: 'Bollywood' })).statusCode).toBe(200);
    expect(await names('/api/mood')).toContain('Bollywood');
  });

  it('renames an item, keeping its id and slug; the public list shows the new name at once; audited with before and after', async () => {
    const languages = (await t.app.inject({ url: '/api/language' })).json().results as { id: number; name: string; slug: string }[];
    const [first, second] = languages;
    const renamed = await send('PUT', `/staff/reference/languages/${first.slug}`, staff, { name: `${first.name} (India)` });
    expect(renamed.json()).toMatchObject({ message: C.referenceRenamed('language'), result: { id: first.id, slug: first.slug, name: `${first.name} (India)` } });
    expect((await t.app.inject({ url: '/api/language' })).json().results[0]).toEqual({ id: first.id, slug: first.slug, name: `${first.name} (India)` });
    const [line] = await auditLines('languages', first.slug);
    expect(line.action).toBe('reference.rename');
    expect(JSON.parse(line.before_json as string)).toEqual({ name: first.name });
    expect(JSON.parse(line.after_json as string)).toEqual({ name: `${first.name} (India)` });

    // Its own name in another case is fine; another item's is not; an unknown item is 404.
    expect((await send('PUT', `/staff/reference/languages/${first.slug}`, staff, { name: `${first.name} (INDIA)` })).statusCode).toBe(200);
    const taken = await send('PUT', `/staff/reference/languages/${first.slug}`, staff, { name: second.name.toUpperCase() });
    expect(taken.json().error).toBe(C.referenceTaken('language', second.name));
    const missing = await send('PUT', '/staff/reference/languages/no-such-language', staff, { name: 'Elvish' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(C.referenceNotFound);
  });

  it('another instance keeps its copy at most REFERENCE_CACHE_SECONDS, then reads the change', async () => {
    const clock = createManualClock(new Date('2031-01-10T06:00:00.000Z'));
    const otherInstance = createReferenceService(createReferenceRepository(t.db), clock);
    const read = async () => (JSON.parse((await otherInstance.namedListSnapshot('moods')).body).results as { name: string }[]).map((item) => item.name);
    expect(await read()).not.toContain('Monsoon Blues');
    await send('POST', '/staff/reference/moods', staff, { name: 'Monsoon Blues' });
    clock.advance((REFERENCE_CACHE_SECONDS - 1) * 1000);
    expect(await read()).not.toContain('Monsoon Blues');
    clock.advance(2000);
    expect(await read()).toContain('Monsoon Blues');
  });
});
