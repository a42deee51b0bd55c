import { listenTo } from '../../../test/plays.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_TODO_LIMIT } from '@indiwave/domain/constants';
import { DASHBOARD_TODO_TEXTS, WORKSTATION_MESSAGES } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildAlbum, buildSong, buildVideo } from '../../../test/catalog-factories.ts';
import { findIndianPlace, findNamedId } from '../../../test/factories.ts';
import { buildPerson, type Person } from '../../../test/social.ts';
import { createManualClock } from '../../platform/clock/clock.port.ts';

const DAY = 86_400_000;
// Starts 30 days ago at noon, so uploads made "now" by the factories fall on the clock's last day.
const realNoon = new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00.000Z`);
const clock = createManualClock(new Date(realNoon.getTime() - 30 * DAY));
let t: TestApp;
let artist: Person;
let band: Person;
let listener: Person;

const dashboard = (who: Person | null) => t.app.inject({ url: '/api/dashboard', headers: who?.headers ?? {} });
const todoKeys = async (who: Person) =>
  (await dashboard(who)).json().result.todo.map((item: { key: string }) => item.key);

beforeAll(async () => {
  t = await createTestApp({ platform: { clock } });
  [artist, band, listener] = await Promise.all([
    buildPerson(t.db, clock, { type: 'Artist', first_name: 'Asha', last_name: 'Menon', is_email_verified: 0 }),
    buildPerson(t.db, clock, { type: 'Band', band_name: 'Monsoon Theory' }),
    buildPerson(t.db, clock, { type: 'Listener', first_name: 'Lena', last_name: 'Listens' }),
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('dashboard figures (issue 8 item 1)', () => {
  it('counts plays in the last 7 and 28 days against the windows before them', async () => {
    const song = await buildSong(t.db, band.id, { title: 'Windows' });
    // Each play a listened one (issue 14) from its own visitor, so every one counts.
    let visitor = 0;
    const play = () => listenTo(t.app, t.db, { slug: song.slug, type: 'song', remoteAddress: `10.88.0.${++visitor}` });
    // Day -30 (previous 28), day -10 (current 28, previous 7) twice, day -3 (both current), today three times.
    await play();
    clock.advance(20 * DAY);
    await play();
    await play();
    clock.advance(7 * DAY);
    await play();
    clock.advance(3 * DAY);
    for (let i = 0; i < 3; i += 1) await play();
    await t.app.inject({
      method: 'POST',
      url: '/api/clap',
      headers: listener.headers,
      payload: { type: 'song', slug: song.slug, count: 7 },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/indiwaveuser/followv2',
      headers: listener.headers,
      payload: { artist_slug: band.slug, task: 'follow' },
    });

    const reply = await dashboard(band);
    expect(reply.statusCode, reply.body).toBe(200);
    const { figures, today, user } = reply.json().result;
    expect(today).toBe(realNoon.toISOString().slice(0, 10));
    expect(user).toEqual({
      slug: band.slug,
      name: 'Monsoon Theory',
      type: 'Band',
      profile_pic: null,
      is_email_verified: true,
    });
    expect(figures.plays).toEqual({
      total: 7,
      last_7: { current: 4, previous: 2 },
      last_28: { current: 6, previous: 1 },
    });
    expect(figures.claps).toEqual({
      total: 7,
      last_7: { current: 7, previous: 0 },
      last_28: { current: 7, previous: 0 },
    });
    expect(figures.followers).toEqual({
      total: 1,
      last_7: { current: 1, previous: 0 },
      last_28: { current: 1, previous: 0 },
    });
    expect(figures.songs).toEqual({
      total: 1,
      last_7: { current: 1, previous: 0 },
      last_28: { current: 1, previous: 0 },
    });
    expect(figures.videos.total).toBe(0);
  });

  it('shows the latest activity on the artist’s music and the achievements', async () => {
    const { activity, achievements } = (await dashboard(band)).json().result;
    expect(activity.map((item: { kind: string }) => item.kind).sort()).toEqual(['clap', 'follow']);
    const clap = activity.find((item: { kind: string }) => item.kind === 'clap');
    expect(clap).toMatchObject({
      actor: { slug: listener.slug, name: 'Lena Listens' },
      item: { type: 'song', title: 'Windows' },
      count: 7,
    });
    expect(achievements.map((item: { code: string }) => item.code)).toContain('first_clap');
  });

  it('refuses visitors and listeners', async () => {
    expect((await dashboard(null)).statusCode).toBe(401);
    const reply = await dashboard(listener);
    expect(reply.statusCode).toBe(403);
    expect(reply.json().error).toBe(WORKSTATION_MESSAGES.artistsOnly);
  });
});

describe('dashboard to-do (issue 8 item 1)', () => {
  it('lists 5 next steps at a time, each vanishing once done', async () => {
    const first = (await dashboard(artist)).json().result;
    expect(first.todo).toHaveLength(DASHBOARD_TODO_LIMIT);
    expect(first.todo[0]).toEqual({ key: 'verify_email', ...DASHBOARD_TODO_TEXTS.verify_email, link: '/settings' });
    expect(first.todo.map((item: { key: string }) => item.key)).toEqual([
      'verify_email',
      'first_song',
      'profile_pic',
      'bio',
      'genres',
    ]);
    // An artist has 10 steps; band_members is for bands only.
    expect(first.todo_count).toBe(10);

    await t.db.updateTable('users').set({ is_email_verified: 1 }).where('id', '=', artist.id).execute();
    expect(await todoKeys(artist)).toEqual(['first_song', 'profile_pic', 'bio', 'genres', 'city']);
    const song = await buildSong(t.db, artist.id, { title: 'Todo' });
    expect(await todoKeys(artist)).toEqual(['profile_pic', 'bio', 'genres', 'city', 'cover_pic']);
    const place = await findIndianPlace(t.db);
    await t.db
      .updateTable('users')
      .set({
        profile_pic: 'avatars/a.jpg',
        bio: 'Singer from Kochi.',
        cover_pic: 'covers/a.jpg',
        country_id: place.country,
        state_id: place.state,
        city_id: place.city,
      })
      .where('id', '=', artist.id)
      .execute();
    expect(await todoKeys(artist)).toEqual(['genres', 'social_links', 'first_video', 'first_album']);
    await t.db
      .insertInto('user_genres')
      .values({ user_id: artist.id, genre_id: await findNamedId(t.db, 'genres', 'Rock') })
      .execute();
    const links = await t.app.inject({
      method: 'POST',
      url: '/api/indiwaveuser/change_social_links',
      headers: artist.headers,
      payload: { instagram: 'https://www.instagram.com/asha', facebook: '', twitter: '', youtube: '' },
    });
    expect(links.statusCode, links.body).toBe(200);
    await buildVideo(t.db, artist.id);
    await buildAlbum(t.db, artist.id, [song.id]);
    const done = (await dashboard(artist)).json().result;
    expect(done.todo).toEqual([]);
    expect(done.todo_count).toBe(0);
    // The e-Press Kit change that completed the kit awarded it (with the upload, counted by then).
    expect(done.achievements.map((item: { code: string }) => item.code)).toEqual(
      expect.arrayContaining(['full_press_kit', 'first_upload']),
    );
  });

  it('asks a band for its members until it lists some', async () => {
    const all = (await dashboard(band)).json().result;
    expect(all.todo.map((item: { key: string }) => item.key)).toEqual([
      'profile_pic',
      'bio',
      'genres',
      'city',
      'band_members',
    ]);
    expect(all.todo_count).toBe(9);
    await t.db
      .updateTable('users')
      .set({ profile_pic: 'p.jpg', bio: 'A band.', city_id: (await findIndianPlace(t.db)).city })
      .where('id', '=', band.id)
      .execute();
    await t.db
      .insertInto('user_genres')
      .values({ user_id: band.id, genre_id: await findNamedId(t.db, 'genres', 'Rock') })
      .execute();
    expect(await todoKeys(band)).toEqual(['band_members', 'cover_pic', 'social_links', 'first_video', 'first_album']);
    await t.db
      .insertInto('band_members')
      .values({ user_id: band.id, position: 1, name: 'Ravi', role_id: 1, created_at: new Date().toISOString() })
      .execute();
    expect(await todoKeys(band)).not.toContain('band_members');
  });
});
