import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../platform/clock/clock.port.ts';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildSong } from '../../../test/catalog-factories.ts';
import { buildPerson, type Person } from '../../../test/social.ts';

// Noon on 10 January 2030: the window of 3 days is 8, 9 and 10 January (today so far).
const clock = createManualClock(new Date('2030-01-10T12:00:00.000Z'));
let t: TestApp;
let staff: Person;

const at = (day: string, time = '10:00:00.000') => `2030-01-${day}T${time}Z`;

beforeAll(async () => {
  t = await createTestApp({ clock });
  staff = await buildPerson(t.db, clock, { staff_role: 'staff' });
  const artist = await buildPerson(t.db, clock, { type: 'Artist' });
  // Everyone made so far predates the window…
  await t.db.updateTable('users').set({ created_at: '2029-12-01T00:00:00.000Z' }).execute();
  // …but these sign-ups: two on the 8th, one on the 10th, one the day before the window.
  const signedUp = [at('08'), at('08', '23:59:59.999'), at('10'), at('07', '23:59:59.999')];
  for (const createdAt of signedUp) {
    const person = await buildPerson(t.db, clock, { type: 'Listener' });
    await t.db.updateTable('users').set({ created_at: createdAt }).where('id', '=', person.id).execute();
  }
  const songs = [await buildSong(t.db, artist.id), await buildSong(t.db, artist.id)];
  await t.db.updateTable('songs').set({ created_at: at('09') }).execute();
  const play = (createdAt: string, isCounted: boolean) => ({ user_id: null, item_type: 'song', item_id: songs[0].id, event: 'play', created_at: createdAt, listener_key: 'a:x', counted_at: isCounted ? createdAt : null });
  await t.db.insertInto('plays').values([play(at('09'), true), play(at('10'), true), play(at('10'), true), play(at('10'), false)]).execute();
  const report = (createdAt: string, resolvedAt: string | null) => ({ url: '/songs/x', complaint: 'Spam', description: '', name: 'A', email: 'a@example.com', mobile: '', reporter_id: null, ip: '10.0.0.1', created_at: createdAt, status: resolvedAt ? 'resolved' : 'open', resolved_at: resolvedAt });
  await t.db
    .insertInto('abuse_reports')
    .values([
      // Open since the 6th: the oldest all along.
      report('2030-01-06T12:00:00.000Z', null),
      // Filed on the 8th, resolved on the 9th.
      report(at('08', '06:00:00.000'), at('09', '08:00:00.000')),
      // Filed and still open on the 10th.
      report(at('10', '09:00:00.000'), null),
    ])
    .execute();
});
afterAll(async () => t.close());

describe('the console figures (issue 21)', () => {
  it('counts sign-ups, uploads, plays and reports per day, with the open queue and its age at each day end', async () => {
    const reply = await t.app.inject({ url: '/api/admin/figures?days=3', headers: staff.headers });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().results).toEqual([
      { day: '2030-01-08', signups: 2, uploads: 0, plays: 0, reports_filed: 1, open_reports: 2, oldest_open_hours: 60 },
      { day: '2030-01-09', signups: 0, uploads: 2, plays: 1, reports_filed: 0, open_reports: 1, oldest_open_hours: 84 },
      { day: '2030-01-10', signups: 1, uploads: 0, plays: 2, reports_filed: 1, open_reports: 2, oldest_open_hours: 96 },
    ]);
  });

  it('refuses a window too long, and answers 403 to anyone not on the team', async () => {
    expect((await t.app.inject({ url: '/api/admin/figures?days=91', headers: staff.headers })).statusCode).toBe(400);
    const listener = await buildPerson(t.db, clock, { type: 'Listener' });
    expect((await t.app.inject({ url: '/api/admin/figures', headers: listener.headers })).statusCode).toBe(403);
  });
});
