import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_CARD_SIZES } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildAlbum, buildSong, buildVideo } from '../../../test/catalog-factories.ts';
import { buildPerson, type Person } from '../../../test/social.ts';

let t: TestApp;
let artist: Person;
let fan: Person;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  artist = await buildPerson(t.db, t.platform.clock, { type: 'Artist', first_name: 'Asha', last_name: 'Rao' });
  fan = await buildPerson(t.db, t.platform.clock, { first_name: 'Ravi', last_name: 'Kumar' });
  base = t.config.publicUrl;
});
afterAll(async () => t.close());

function get(url: string, who: Person | null = null) {
  return t.app.inject({ url, headers: who?.headers ?? {} });
}

describe('GET /api/share_data', () => {
  it('gives the page and embed addresses and the hashtags of each type (spec 2 §2.1, §9)', async () => {
    const song = await buildSong(t.db, artist.id, { title: 'Monsoon' });
    const album = await buildAlbum(t.db, artist.id, [song.id]);
    const video = await buildVideo(t.db, artist.id);
    const songData = (await get(`/api/share_data?type=song&slug=${song.slug}`)).json().result;
    expect(songData).toMatchObject({ type: 'song', title: 'Monsoon', artist: 'Asha Rao', share_url: `${base}/songs/${song.slug}`, embed_url: `${base}/song-embed/${song.slug}`, hashtags: 'WhereGreatMusicLives,Indiwave', is_private: false });
    expect(songData.image).toMatch(/^https?:\/\/.+\/media\//);
    expect((await get(`/api/share_data?type=album&slug=${album.slug}`)).json().result).toMatchObject({ share_url: `${base}/albums/${album.slug}`, embed_url: `${base}/album-embed/${album.slug}`, hashtags: 'HereItFirstOnIndiwave,WhereGreatMusicLives' });
    expect((await get(`/api/share_data?type=video&slug=${video.slug}`)).json().result).toMatchObject({ share_url: `${base}/video-songs/${video.slug}`, embed_url: `${base}/video-embed/${video.slug}` });
    expect((await get(`/api/share_data?type=artist&slug=${artist.slug}`)).json().result).toMatchObject({ title: 'Asha Rao', share_url: `${base}/${artist.slug}`, embed_url: null });
    expect((await get('/api/share_data?type=artist&slug=nobody-here')).statusCode).toBe(404);
  });

  it('a playlist links to /playlists/{slug}; private items give /404.html to their owner and 404 to others', async () => {
    const now = new Date().toISOString();
    await t.db.insertInto('playlists').values({ user_id: artist.id, slug: 'share-road-trip', title: 'Road trip', is_public: 1, artwork_file_id: null, created_at: now, updated_at: now }).execute();
    expect((await get('/api/share_data?type=playlist&slug=share-road-trip')).json().result).toMatchObject({ share_url: `${base}/playlists/share-road-trip`, embed_url: `${base}/playlist-embed/share-road-trip` });
    const hidden = await buildSong(t.db, artist.id, { isPublic: false });
    expect((await get(`/api/share_data?type=song&slug=${hidden.slug}`, fan)).statusCode).toBe(404);
    expect((await get(`/api/share_data?type=song&slug=${hidden.slug}`, artist)).json().result).toMatchObject({ share_url: `${base}/404.html`, embed_url: null, is_private: true });
  });
});

describe('review cards', () => {
  it('share data carries customData with the default avatar and the two named card images', async () => {
    const album = await buildAlbum(t.db, artist.id, [(await buildSong(t.db, artist.id)).id]);
    const review = (await t.app.inject({ method: 'POST', url: '/api/album_reviews', headers: fan.headers, payload: { slug: album.slug, review: 'A record for long drives', star_ratings: 4 } })).json().result;
    const res = (await get(`/api/share_review/${review.id}`)).json().result;
    expect(res).toMatchObject({ type: 'album', slug: album.slug, share_url: `${base}/albums/${album.slug}`, hashtags: 'HereItFirstOnIndiwave,WhereGreatMusicLives' });
    expect(res.customData).toMatchObject({ stars: 4, comment: 'A record for long drives', commentUser: 'Ravi Kumar', artistName: 'Asha Rao', commentTime: review.created_date });
    expect(res.customData.commentUserDp).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(res.customData.albumArt).toContain('/500.jpg');
    expect(res.image).toEqual([
      { name: 'instagram', url: `${base}/api/share_review_card/${review.id}/instagram`, width: 360, height: 360 },
      { name: 'facebook', url: `${base}/api/share_review_card/${review.id}/facebook`, width: 685, height: 360 },
    ]);
  });

  it('draws PNG cards at 1x, 2x and 3x: Instagram 360x360, Facebook 685x360 (1370x720 shown, 3x download)', async () => {
    const song = await buildSong(t.db, artist.id, { title: 'Monsoon' });
    const comment = (await t.app.inject({ method: 'POST', url: '/api/song_comments', headers: fan.headers, payload: { slug: song.slug, comment: 'Rain and strings, exactly how a monsoon evening should sound. '.repeat(4) } })).json().result;
    const sizes: [string, number, number, number][] = [
      ['instagram', 1, SHARE_CARD_SIZES.instagram.width, SHARE_CARD_SIZES.instagram.height],
      ['instagram', 3, 1080, 1080],
      ['facebook', 2, 1370, 720],
      ['facebook', 3, 2055, 1080],
    ];
    for (const [card, scale, width, height] of sizes) {
      const res = await get(`/api/share_review_card/${comment.id}/${card}?scale=${scale}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const meta = await sharp(res.rawPayload).metadata();
      expect({ card, format: meta.format, width: meta.width, height: meta.height }).toEqual({ card, format: 'png', width, height });
    }
    // The card is not blank: the text and pictures give it many colours.
    const { channels } = await sharp((await get(`/api/share_review_card/${comment.id}/facebook`)).rawPayload).stats();
    expect(channels[0].stdev).toBeGreaterThan(10);
  });

  it('replies and hidden items have no card; a bad scale is 400', async () => {
    const song = await buildSong(t.db, artist.id);
    const thread = (await t.app.inject({ method: 'POST', url: '/api/song_comments', headers: fan.headers, payload: { slug: song.slug, comment: 'one' } })).json().result;
    const reply = (await t.app.inject({ method: 'POST', url: '/api/song_comments', headers: artist.headers, payload: { slug: song.slug, comment: 'two', parent: thread.id } })).json().result;
    const res = await get(`/api/share_review/${reply.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(MESSAGES.cardNotAvailable);
    expect((await get(`/api/share_review_card/${thread.id}/instagram?scale=4`)).statusCode).toBe(400);
    await t.db.updateTable('songs').set({ is_public: 0 }).where('id', '=', song.id).execute();
    expect((await get(`/api/share_review_card/${thread.id}/instagram`)).statusCode).toBe(404);
  });
});
