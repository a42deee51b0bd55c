import { listenTo } from '../../../test/plays.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACHIEVEMENT_TEXTS } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildSong } from '../../../test/catalog-factories.ts';
import { buildPerson, type Person } from '../../../test/social.ts';

let t: TestApp;
let artist: Person;
let fans: Person[];

const achievements = (who: Person | null, query = '') =>
  t.app.inject({ url: `/api/achievements${query}`, headers: who?.headers ?? {} });
const codesOf = async (userId: number) =>
  (await t.db.selectFrom('achievements').select('code').where('user_id', '=', userId).execute())
    .map((row) => row.code)
    .sort();
const achievementNotifications = (userId: number) =>
  t.db
    .selectFrom('notifications')
    .select(['object_title', 'type', 'link'])
    .where('recipient_id', '=', userId)
    .where('verb', '=', 'achievement')
    .execute();

beforeAll(async () => {
  t = await createTestApp();
  artist = await buildPerson(t.db, t.platform.clock, { type: 'Artist', first_name: 'Asha', last_name: 'Menon' });
  fans = await Promise.all(Array.from({ length: 12 }, () => buildPerson(t.db, t.platform.clock, { type: 'Listener' })));
});
afterAll(async () => {
  await t.close();
});

describe('achievements (issue 8 item 4)', () => {
  it('awards followers_10 once when ten people follow at the same moment, and notifies once', async () => {
    const replies = await Promise.all(
      fans.slice(0, 10).map((fan) =>
        t.app.inject({
          method: 'POST',
          url: '/api/indiwaveuser/followv2',
          headers: fan.headers,
          payload: { artist_slug: artist.slug, task: 'follow' },
        }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(10).fill(200));
    expect(await codesOf(artist.id)).toEqual(['followers_10']);
    const notes = await achievementNotifications(artist.id);
    expect(notes).toEqual([
      { object_title: ACHIEVEMENT_TEXTS.followers_10.title, type: 'opportunity', link: '/mydashboard/achievements' },
    ]);
    // More followers, an unfollow and a follow again award nothing new.
    await t.app.inject({
      method: 'POST',
      url: '/api/indiwaveuser/followv2',
      headers: fans[10].headers,
      payload: { artist_slug: artist.slug, task: 'follow' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/indiwaveuser/followv2',
      headers: fans[0].headers,
      payload: { artist_slug: artist.slug, task: 'unfollow' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/indiwaveuser/followv2',
      headers: fans[0].headers,
      payload: { artist_slug: artist.slug, task: 'follow' },
    });
    expect(await achievementNotifications(artist.id)).toHaveLength(1);
  });

  it('awards plays_100 to the play that makes 100, once, when plays race', async () => {
    const song = await buildSong(t.db, artist.id, { title: 'Race' });
    const replies = await Promise.all(
      // 105 listeners (issue 14: a play counts once per listener), each a listened play.
      Array.from({ length: 105 }, (_, i) => listenTo(t.app, t.db, { slug: song.slug, type: 'song', remoteAddress: `10.89.${Math.floor(i / 200)}.${(i % 200) + 1}` })),
    );
    expect(replies.every((reply) => reply.statusCode === 200 && reply.isCounted)).toBe(true);
    expect(await codesOf(artist.id)).toContain('plays_100');
    expect(await codesOf(artist.id)).not.toContain('plays_1000');
    const notes = await achievementNotifications(artist.id);
    expect(notes.filter((note) => note.object_title === ACHIEVEMENT_TEXTS.plays_100.title)).toHaveLength(1);
  });

  it('awards first_upload once when several changes check progress at the same moment', async () => {
    await buildSong(t.db, artist.id, { title: 'Second' });
    const before = (await achievementNotifications(artist.id)).length;
    const links = { instagram: '', facebook: '', twitter: '', youtube: 'https://www.youtube.com/@asha' };
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/indiwaveuser/change_social_links',
          headers: artist.headers,
          payload: links,
        }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(6).fill(200));
    expect(await codesOf(artist.id)).toContain('first_upload');
    const notes = await achievementNotifications(artist.id);
    expect(notes.filter((note) => note.object_title === ACHIEVEMENT_TEXTS.first_upload.title)).toHaveLength(1);
    expect(notes.length).toBe(before + 1);
  });

  it("awards first_clap for someone else's clap, not for one's own", async () => {
    const other = await buildPerson(t.db, t.platform.clock, { type: 'Artist' });
    const song = await buildSong(t.db, other.id, { title: 'Self' });
    await t.app.inject({
      method: 'POST',
      url: '/api/clap',
      headers: other.headers,
      payload: { type: 'song', slug: song.slug, count: 3 },
    });
    expect(await codesOf(other.id)).not.toContain('first_clap');
    await Promise.all(
      fans.slice(0, 3).map((fan) =>
        t.app.inject({
          method: 'POST',
          url: '/api/clap',
          headers: fan.headers,
          payload: { type: 'song', slug: song.slug, count: 2 },
        }),
      ),
    );
    expect(await codesOf(other.id)).toContain('first_clap');
    expect(
      (await achievementNotifications(other.id)).filter(
        (note) => note.object_title === ACHIEVEMENT_TEXTS.first_clap.title,
      ),
    ).toHaveLength(1);
  });

  it('lists the signed-in artist’s achievements newest first (5 by default), and an artist’s public list by slug', async () => {
    const own = await achievements(artist);
    expect(own.statusCode, own.body).toBe(200);
    const body = own.json();
    expect(body.count).toBe(3);
    expect(body.results.map((item: { code: string }) => item.code).sort()).toEqual([
      'first_upload',
      'followers_10',
      'plays_100',
    ]);
    expect(body.results[0]).toEqual({
      code: expect.any(String),
      title: expect.any(String),
      description: expect.any(String),
      awarded_at: expect.any(String),
    });
    expect((await achievements(null, `?slug=${artist.slug}&limit=1`)).json().results).toHaveLength(1);
    expect((await achievements(null, `?slug=${fans[0].slug}`)).statusCode).toBe(404);
    expect((await achievements(null)).statusCode).toBe(401);
    expect((await achievements(artist, '?limit=51')).statusCode).toBe(400);
  });
});
