import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACHIEVEMENT_FOLLOWER_THRESHOLDS, ACHIEVEMENT_PLAY_THRESHOLDS } from '@indiwave/domain/constants';
import { ACHIEVEMENT_CODES } from '@indiwave/domain/contract/workstation';
import { ACHIEVEMENT_TEXTS, CATALOGUE_MESSAGES, MESSAGES } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildPerson, type Person } from '../../../test/social.ts';

let t: TestApp;
let staff: Person;

beforeAll(async () => {
  t = await createTestApp();
  staff = await buildPerson(t.db, t.platform.clock, { type: 'Listener', staff_role: 'staff' });
});
afterAll(async () => t.close());

const get = (person: Person | null) => t.app.inject({ url: '/api/staff/achievements', headers: person?.headers ?? {} });

describe('the achievements catalogue of the staff console', () => {
  it('is for staff only', async () => {
    expect((await get(null)).statusCode).toBe(401);
    for (const type of ['Artist', 'Listener'] as const) {
      const refused = await get(await buildPerson(t.db, t.platform.clock, { type }));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(MESSAGES.staffOnly);
    }
  });

  it('lists every achievement with what awards it (from the thresholds in code) and how many people hold it', async () => {
    const artists = await Promise.all([1, 2].map(() => buildPerson(t.db, t.platform.clock, { type: 'Artist' })));
    const at = t.platform.clock.now().toISOString();
    await t.db.insertInto('achievements').values(artists.map((artist) => ({ user_id: artist.id, code: 'first_upload', awarded_at: at }))).execute();
    await t.db.insertInto('achievements').values({ user_id: artists[0].id, code: 'plays_100', awarded_at: at }).execute();

    const results = (await get(staff)).json().results as { code: string; title: string; rule: string; holders: number }[];
    expect(results.map((row) => row.code)).toEqual(ACHIEVEMENT_CODES);
    expect(results.every((row) => row.rule.length > 0)).toBe(true);
    expect(results.find((row) => row.code === 'first_upload')).toMatchObject({ title: ACHIEVEMENT_TEXTS.first_upload.title, holders: 2 });
    expect(results.find((row) => row.code === 'plays_100')).toMatchObject({ rule: CATALOGUE_MESSAGES.achievementPlaysRule('100'), holders: 1 });
    const last = ACHIEVEMENT_PLAY_THRESHOLDS.at(-1) as number;
    expect(results.find((row) => row.code === `plays_${last}`)?.rule).toBe(CATALOGUE_MESSAGES.achievementPlaysRule(last.toLocaleString('en-IN')));
    for (const threshold of ACHIEVEMENT_FOLLOWER_THRESHOLDS) expect(results.find((row) => row.code === `followers_${threshold}`)).toMatchObject({ rule: CATALOGUE_MESSAGES.achievementFollowersRule(String(threshold)), holders: 0 });
  });
});
