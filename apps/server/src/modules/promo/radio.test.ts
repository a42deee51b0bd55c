import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RADIO_STATIONS } from '@indiwave/domain/constants';
import { PROMO_MESSAGES, type Pitch, type RadioStation } from '@indiwave/domain/contract/promo';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { readLatestMail } from '../../../test/factories.ts';
import { buildSignedIn, callAs, uploadSong } from '../../../test/promo-fixtures.ts';

let t: TestApp;
let artist: Awaited<ReturnType<typeof buildSignedIn>>;
let song: { slug_usersong: string; title: string };
let stations: RadioStation[];

beforeAll(async () => {
  t = await createTestApp();
  artist = await buildSignedIn(t.app, t.db, 'Artist', { first_name: 'Asha' });
  song = await uploadSong(t.app, artist.key, { title: 'Harbour Lights' });
  stations = (await callAs(t.app, artist.key, 'GET', '/api/promo/radio_stations')).json().results;
});
afterAll(async () => t.close());

/** The accept and decline links of the newest pitch mail to a station. */
async function readAnswerLinks(station: string) {
  const row = await t.db.selectFrom('radio_stations').select('email').where('slug', '=', station).executeTakeFirstOrThrow();
  const mail = await readLatestMail(t.db, row.email);
  const find = (answer: string) => new RegExp(`https?://[^/\\s]+(/api/promo/pitch_answer\\?pitch=\\d+&answer=${answer}&sig=[\\w-]+)`).exec(mail?.text_body ?? '')?.[1];
  return { mail, accept: find('accept') as string, decline: find('decline') as string };
}

describe('radio pitching', () => {
  it('offers the 11 partner stations, kept in the database', async () => {
    expect(stations).toHaveLength(RADIO_STATIONS);
    expect(RADIO_STATIONS).toBe(11);
    expect(new Set(stations.map((s) => s.slug)).size).toBe(11);
    expect(stations[0]).toEqual({ slug: expect.any(String), name: expect.any(String), city: expect.any(String), genre_focus: expect.any(String) });
  });

  it('pitches a song to a station once, mailing the station its link and signed answer links', async () => {
    const station = stations[0] as RadioStation;
    const res = await callAs(t.app, artist.key, 'POST', '/api/promo/pitch', { song: song.slug_usersong, station: station.slug, message: 'Made for late-night radio.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ status: 'sent', song: { slug: song.slug_usersong, title: 'Harbour Lights' }, station: { slug: station.slug }, message: 'Made for late-night radio.', answered_at: null });
    const { mail, accept, decline } = await readAnswerLinks(station.slug);
    expect(mail?.subject).toContain('Harbour Lights');
    expect(mail?.text_body).toContain(`/songs/${song.slug_usersong}`);
    expect(mail?.text_body).toContain('Made for late-night radio.');
    expect(accept).toBeTruthy();
    expect(decline).toBeTruthy();

    // The same song to the same station again: refused, and the unique index holds under a race.
    const again = await callAs(t.app, artist.key, 'POST', '/api/promo/pitch', { song: song.slug_usersong, station: station.slug });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(PROMO_MESSAGES.alreadyPitched);
    const other = stations[1] as RadioStation;
    const race = await Promise.all([1, 2, 3].map(() => callAs(t.app, artist.key, 'POST', '/api/promo/pitch', { song: song.slug_usersong, station: other.slug })));
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    const rows = await t.db.selectFrom('radio_pitches').select('station_id').where('user_id', '=', artist.id).execute();
    expect(rows).toHaveLength(2);
  });

  it('the signed links answer the pitch without signing in; GET only asks, POST records; a forged link does nothing', async () => {
    const station = stations[0] as RadioStation;
    const { accept, decline } = await readAnswerLinks(station.slug);
    const question = await t.app.inject({ url: accept });
    expect(question.statusCode).toBe(200);
    expect(question.body).toContain('Accept this pitch?');
    const status = async () => ((await callAs(t.app, artist.key, 'GET', '/api/promo/pitches')).json().results as Pitch[]).find((p) => p.station.slug === station.slug);
    expect((await status())?.status).toBe('sent');

    const forged = accept.replace(/sig=[\w-]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await t.app.inject({ method: 'POST', url: forged })).statusCode).toBe(403);
    // A signature made for 'accept' does not decline.
    const swapped = accept.replace('answer=accept', 'answer=decline');
    expect((await t.app.inject({ method: 'POST', url: swapped })).statusCode).toBe(403);
    expect((await status())?.status).toBe('sent');

    const accepted = await t.app.inject({ method: 'POST', url: accept, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body).toContain(PROMO_MESSAGES.pitchAnswered.replace(/'/g, '&#39;').slice(0, 20));
    expect(await status()).toMatchObject({ status: 'accepted', answered_at: expect.any(String) });
    await t.app.inject({ method: 'POST', url: decline });
    expect((await status())?.status).toBe('declined');
  });

  it('only public songs of one\'s own are pitched; listeners and visitors cannot pitch', async () => {
    const station = stations[2] as RadioStation;
    const privateSong = await uploadSong(t.app, artist.key, { title: 'Secret Demo', privacy: 'private' });
    const res = await callAs(t.app, artist.key, 'POST', '/api/promo/pitch', { song: privateSong.slug_usersong, station: station.slug });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(PROMO_MESSAGES.pitchNeedsPublicSong);
    const other = await buildSignedIn(t.app, t.db, 'Artist');
    expect((await callAs(t.app, other.key, 'POST', '/api/promo/pitch', { song: song.slug_usersong, station: station.slug })).statusCode).toBe(404);
    expect((await callAs(t.app, other.key, 'GET', '/api/promo/pitches')).json().results).toEqual([]);
    expect((await callAs(t.app, artist.key, 'POST', '/api/promo/pitch', { song: song.slug_usersong, station: 'no-such-station' })).statusCode).toBe(404);
    const listener = await buildSignedIn(t.app, t.db, 'Listener');
    expect((await callAs(t.app, listener.key, 'POST', '/api/promo/pitch', { song: song.slug_usersong, station: station.slug })).statusCode).toBe(403);
    expect((await callAs(t.app, null, 'POST', '/api/promo/pitch', { song: song.slug_usersong, station: station.slug })).statusCode).toBe(401);
    expect((await callAs(t.app, artist.key, 'GET', '/api/promo/overview')).json().result.usage.radio_pitch).toBe(2);
  });
});
