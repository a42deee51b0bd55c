import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESS_PHOTO_PREVIEW_SIDE, PRESS_PHOTOS_MAX } from '@indiwave/domain/constants';
import { fileTooLarge, MESSAGES } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildAlbum, buildSong, buildVideo } from '../../../test/catalog-factories.ts';
import { buildUser, signIn, tokenHeader, type BuiltUser } from '../../../test/factories.ts';
import { buildForm, expectNegotiatedPicture, listFiles, makeImage, makeTextAsMp3 } from '../../../test/media-fixtures.ts';

let t: TestApp;
let dataDir: string;
let band: BuiltUser;
let artist: BuiltUser;
let bandKey: string;
let artistKey: string;
let listenerKey: string;
let pdf: string;

const profile = (slug: string, key?: string) => t.app.inject({ url: '/api/indiwaveuser/profile', query: { slug }, headers: key ? tokenHeader(key) : {} });
const upload = (url: string, key: string, files: Record<string, string>) => t.app.inject({ method: 'POST', url, headers: tokenHeader(key), payload: buildForm(files) });
const mediaFiles = (folder: string) => listFiles(path.join(dataDir, 'media', folder));

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-profile-'));
  t = await createTestApp({ config: { dataDir } });
  const city = await t.db.selectFrom('cities').innerJoin('states', 'states.id', 'cities.state_id').innerJoin('countries', 'countries.id', 'states.country_id').select(['cities.id', 'cities.name', 'states.id as state_id', 'states.name as state_name', 'countries.id as country_id', 'countries.name as country_name']).limit(1).executeTakeFirstOrThrow();
  band = await buildUser(t.db, { type: 'Band', first_name: 'Kiran', last_name: 'Rao', band_name: 'Monsoon Theory', bio: 'Four friends from Pune.', city_id: city.id, state_id: city.state_id, country_id: city.country_id });
  artist = await buildUser(t.db, { type: 'Artist', first_name: 'Asha', last_name: 'Menon' });
  const listener = await buildUser(t.db, { type: 'Listener' });
  [bandKey, artistKey, listenerKey] = await Promise.all([signIn(t.app, band.email), signIn(t.app, artist.email), signIn(t.app, listener.email)]);
  const genre = await t.db.selectFrom('genres').select(['id', 'name']).orderBy('id').limit(1).executeTakeFirstOrThrow();
  await t.db.insertInto('user_genres').values({ user_id: band.id, genre_id: genre.id }).execute();
  await t.db.insertInto('user_social_links').values({ user_id: band.id, instagram: 'https://instagram.com/monsoontheory', facebook: '', twitter: '', youtube: '', updated_at: new Date().toISOString() }).execute();
  await t.db.insertInto('follows').values([{ follower_id: listener.id, followed_id: band.id, created_at: new Date().toISOString() }, { follower_id: band.id, followed_id: artist.id, created_at: new Date().toISOString() }]).execute();
  await buildSong(t.db, band.id, { title: 'Public Song' });
  await buildSong(t.db, band.id, { title: 'Private Song', isPublic: false });
  const track = await buildSong(t.db, band.id, { title: 'Track' });
  await buildAlbum(t.db, band.id, [track.id]);
  await buildAlbum(t.db, band.id, [], { isPublic: false });
  await buildVideo(t.db, band.id);
  pdf = path.join(dataDir, 'rider.pdf');
  fs.writeFileSync(pdf, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('GET indiwaveuser/profile (spec 1 §2.4, §3)', () => {
  it('answers the e-Press Kit: names, place, genres, bio, follows, links, counts of what the viewer may see', async () => {
    const res = await profile(band.slug, listenerKey);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      slug_username: band.slug,
      type: 'Band',
      is_type: 2,
      name: 'Monsoon Theory',
      bio: 'Four friends from Pune.',
      city: expect.any(String),
      country: expect.any(String),
      genres: [{ id: expect.any(Number), name: expect.any(String) }],
      followers_count: 1,
      following_count: 1,
      is_following: true,
      is_self: false,
      can_follow: true,
      social_links: { instagram: 'https://instagram.com/monsoontheory', facebook: '', twitter: '', youtube: '' },
      band_members: [],
      achievements: [],
      counts: { songs: 2, albums: 1, playlists: 0, videos: 1 },
      tech_rider: null,
      press_photos: [],
    });
    expect(res.json().result.city).not.toBe('');
  });

  it('shows the owner everything and no follow button', async () => {
    const { result } = (await profile(band.slug, bandKey)).json();
    expect(result).toMatchObject({ is_self: true, can_follow: false, is_following: false, counts: { songs: 3, albums: 2, playlists: 0, videos: 1 } });
  });

  it("answers an unknown or deleted slug with 'User not found' and 404 on every profile call (issue 14 item 6)", async () => {
    const gone = await buildUser(t.db, { type: 'Artist', deleted_at: new Date().toISOString() });
    for (const call of ['profile', 'albums', 'techrider', 'techrider/download', 'press_photos']) {
      for (const slug of ['nobody-here', gone.slug]) {
        const res = await t.app.inject({ url: `/api/indiwaveuser/${call}`, query: { slug } });
        expect(res.statusCode, `${call} ${slug}: ${res.body}`).toBe(404);
        expect(res.json()).toEqual({ success: false, error: 'User not found' });
      }
    }
  });

  it('lists a profile\'s albums', async () => {
    const others = (await t.app.inject({ url: '/api/indiwaveuser/albums', query: { slug: band.slug } })).json();
    expect(others.count).toBe(1);
    expect(others.results[0]).toMatchObject({ is_album: true, artist: 'Monsoon Theory' });
    expect((await t.app.inject({ url: '/api/indiwaveuser/albums', query: { slug: band.slug }, headers: tokenHeader(bandKey) })).json().count).toBe(2);
  });
});

describe('band members and preferences', () => {
  it('a band saves its members with roles, in order; the profile shows them', async () => {
    const roles = await t.db.selectFrom('band_roles').select(['id', 'name']).orderBy('id').limit(2).execute();
    const res = await t.app.inject({ method: 'PUT', url: '/api/indiwaveuser/band_members', headers: tokenHeader(bandKey), payload: { members: [{ name: 'Kiran Rao', role: roles[0].id }, { name: 'Meera Iyer', role: roles[1].id }] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: MESSAGES.bandMembersSaved, results: [{ name: 'Kiran Rao', role: roles[0] }, { name: 'Meera Iyer', role: roles[1] }] });
    expect((await profile(band.slug)).json().result.band_members).toEqual([{ name: 'Kiran Rao', role: roles[0] }, { name: 'Meera Iyer', role: roles[1] }]);
  });

  it('refuses members for non-bands, unknown roles, names with < >, and visitors', async () => {
    const put = (key: string | null, members: unknown) => t.app.inject({ method: 'PUT', url: '/api/indiwaveuser/band_members', headers: key ? tokenHeader(key) : {}, payload: { members } });
    expect((await put(artistKey, [])).statusCode).toBe(403);
    expect((await put(bandKey, [{ name: 'X', role: 999_999 }])).statusCode).toBe(400);
    const invalid = await put(bandKey, [{ name: '<b>', role: 1 }]);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toBe(MESSAGES.invalidInput);
    expect((await put(bandKey, [{ name: ' ', role: 1 }])).json().error).toBe(MESSAGES.bandMemberNameRequired);
    expect((await put(null, [])).statusCode).toBe(401);
  });

  it('artists save what they are open to; listeners may not', async () => {
    const put = (key: string, preferences: unknown) => t.app.inject({ method: 'PUT', url: '/api/indiwaveuser/artist_preferences', headers: tokenHeader(key), payload: { preferences } });
    const res = await put(artistKey, ['teaching', 'gigs', 'gigs']);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual(['gigs', 'teaching']);
    expect((await profile(artist.slug)).json().result.preferences).toEqual(['gigs', 'teaching']);
    expect((await put(listenerKey, ['gigs'])).statusCode).toBe(403);
    expect((await put(artistKey, ['busking'])).statusCode).toBe(400);
  });
});

describe('tech rider', () => {
  it('takes a PDF judged by content, answers it, downloads it with its name, and replaces it', async () => {
    const res = await upload('/api/indiwaveuser/techrider', bandKey, { tech_rider: pdf });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: MESSAGES.techRiderSaved, result: { file_name: 'rider.pdf', size: fs.statSync(pdf).size, url: `/api/indiwaveuser/techrider/download?slug=${band.slug}` } });
    const read = (await t.app.inject({ url: '/api/indiwaveuser/techrider', query: { slug: band.slug } })).json();
    expect(read.result.file_name).toBe('rider.pdf');
    const download = await t.app.inject({ url: res.json().result.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment; filename="rider.pdf"');
    expect(download.body).toBe(fs.readFileSync(pdf, 'utf8'));
    expect(mediaFiles('riders')).toHaveLength(1);
    await upload('/api/indiwaveuser/techrider', bandKey, { tech_rider: pdf });
    expect(mediaFiles('riders')).toHaveLength(1);
    expect((await profile(band.slug)).json().result.tech_rider).toMatchObject({ file_name: 'rider.pdf' });
  });

  it('refuses what is not a PDF, a file over 10 MB, and visitors', async () => {
    const text = await upload('/api/indiwaveuser/techrider', artistKey, { tech_rider: makeTextAsMp3() });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ error: MESSAGES.techRiderFormat, fields: { tech_rider: MESSAGES.techRiderFormat } });
    const big = path.join(dataDir, 'big.pdf');
    fs.writeFileSync(big, Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 10, 32)]));
    const tooBig = await upload('/api/indiwaveuser/techrider', artistKey, { tech_rider: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toBe(fileTooLarge(10));
    expect((await t.app.inject({ method: 'POST', url: '/api/indiwaveuser/techrider', payload: buildForm({ tech_rider: pdf }) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/indiwaveuser/techrider', query: { slug: artist.slug } })).json().result).toBeNull();
  });

  it('is deleted by its owner, file and all', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/indiwaveuser/techrider', headers: tokenHeader(bandKey) });
    expect(res.json()).toEqual({ success: true, message: MESSAGES.techRiderDeleted });
    expect(mediaFiles('riders')).toHaveLength(0);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/indiwaveuser/techrider', headers: tokenHeader(bandKey) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/indiwaveuser/techrider/download', query: { slug: band.slug } })).statusCode).toBe(404);
  });
});

describe('press photos', () => {
  it(`takes png or jpeg of at least 500x500, re-encoded, up to ${PRESS_PHOTOS_MAX}; the owner deletes them`, async () => {
    const first = await upload('/api/indiwaveuser/press_photos', artistKey, { image: await makeImage(600, 'png') });
    expect(first.statusCode, first.body).toBe(200);
    const photoId = first.json().result.photo_id;
    expect(first.json().result).toEqual({ photo_id: expect.stringMatching(/^[a-f0-9]{32}$/), url: `/media/press/${photoId}/photo.jpg`, preview_url: `/media/press/${photoId}/preview.jpg`, width: 600, height: 600, uploaded_date: expect.any(String) });
    // Stored as a JPEG and its WebP sibling; /media answers a browser that reads WebP with the WebP (issue 16).
    await expectNegotiatedPicture(t.app, first.json().result.url, { width: 600, height: 600 });
    // A preview no larger than the photo.
    await expectNegotiatedPicture(t.app, first.json().result.preview_url, { width: 600, height: 600 });
    for (let n = 1; n < PRESS_PHOTOS_MAX; n++) expect((await upload('/api/indiwaveuser/press_photos', artistKey, { image: await makeImage(600) })).statusCode).toBe(200);
    const over = await upload('/api/indiwaveuser/press_photos', artistKey, { image: await makeImage(600) });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toBe(MESSAGES.pressPhotosMax);
    const listed = (await t.app.inject({ url: '/api/indiwaveuser/press_photos', query: { slug: artist.slug } })).json().results;
    expect(listed).toHaveLength(PRESS_PHOTOS_MAX);
    // Each: the photo and its preview, each as JPEG and WebP.
    expect(mediaFiles('press')).toHaveLength(4 * PRESS_PHOTOS_MAX);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/indiwaveuser/press_photos/${photoId}`, headers: tokenHeader(bandKey) })).statusCode).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/indiwaveuser/press_photos/${photoId}`, headers: tokenHeader(artistKey) });
    expect(del.json()).toEqual({ success: true, message: MESSAGES.pressPhotoDeleted });
    expect(mediaFiles('press')).toHaveLength(4 * (PRESS_PHOTOS_MAX - 1));
    expect((await profile(artist.slug)).json().result.press_photos).toHaveLength(PRESS_PHOTOS_MAX - 1);
  });

  it(`keeps a preview of at most ${PRESS_PHOTO_PREVIEW_SIDE} px for the grid beside the full photo (issue 16); photos stored before previews have none`, async () => {
    const res = await upload('/api/indiwaveuser/press_photos', bandKey, { image: await makeImage(1200) });
    expect(res.statusCode, res.body).toBe(200);
    const photo = res.json().result;
    expect(photo).toMatchObject({ width: 1200, height: 1200 });
    const sizes = await expectNegotiatedPicture(t.app, photo.preview_url, { width: PRESS_PHOTO_PREVIEW_SIDE, height: PRESS_PHOTO_PREVIEW_SIDE });
    expect(sizes.webp).toBeLessThan((await expectNegotiatedPicture(t.app, photo.url, { width: 1200, height: 1200 })).webp);
    // A photo stored before previews ('press/<id>.jpg'): listed without one, and deleted cleanly.
    const oldId = 'ab'.repeat(16);
    await t.platform.storage.putBuffer(`press/${oldId}.jpg`, await fs.promises.readFile(await makeImage(600)), { contentType: 'image/jpeg' });
    await t.db.insertInto('press_photos').values({ user_id: band.id, photo_id: oldId, storage_key: `press/${oldId}.jpg`, width: 600, height: 600, created_at: new Date().toISOString() }).execute();
    const listed = (await t.app.inject({ url: '/api/indiwaveuser/press_photos', query: { slug: band.slug } })).json().results;
    expect(listed.find((entry: { photo_id: string }) => entry.photo_id === oldId)).toMatchObject({ url: `/media/press/${oldId}.jpg`, preview_url: null });
    for (const id of [oldId, photo.photo_id]) expect((await t.app.inject({ method: 'DELETE', url: `/api/indiwaveuser/press_photos/${id}`, headers: tokenHeader(bandKey) })).statusCode).toBe(200);
    expect(mediaFiles('press').filter((file) => file.includes(oldId) || file.includes(photo.photo_id))).toEqual([]);
  });

  it('refuses small pictures and what is not a picture', async () => {
    const small = await upload('/api/indiwaveuser/press_photos', bandKey, { image: await makeImage(300) });
    expect(small.json()).toMatchObject({ success: false, error: MESSAGES.imageTooSmall });
    const text = await upload('/api/indiwaveuser/press_photos', bandKey, { image: makeTextAsMp3() });
    expect(text.json()).toMatchObject({ success: false, error: MESSAGES.imageFormat });
  });
});
