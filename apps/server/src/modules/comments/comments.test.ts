import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MAX, COMMENT_RATE_LIMIT, COMMENTS_LIMIT } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildAlbum, buildSong, buildVideo } from '../../../test/catalog-factories.ts';
import { buildPerson, type Person } from '../../../test/social.ts';
import { createManualClock } from '../../platform/clock/clock.port.ts';

let t: TestApp;
let artist: Person;
let fan: Person;
let other: Person;
beforeAll(async () => {
  t = await createTestApp();
  artist = await buildPerson(t.db, t.platform.clock, { type: 'Artist', first_name: 'Asha', last_name: 'Rao' });
  fan = await buildPerson(t.db, t.platform.clock, { first_name: 'Ravi', last_name: 'Kumar' });
  other = await buildPerson(t.db, t.platform.clock, { first_name: 'Meena', last_name: 'Iyer' });
});
afterAll(async () => t.close());

function post(path: string, who: Person | null, payload: object) {
  return t.app.inject({ method: 'POST', url: `/api/${path}`, headers: who?.headers ?? {}, payload });
}
function list(path: string, who: Person | null, query: string) {
  return t.app.inject({ url: `/api/${path}?${query}`, headers: who?.headers ?? {} });
}
async function buildPlaylist(userId: number, isPublic = true) {
  const now = new Date().toISOString();
  const slug = `playlist-${Math.random().toString(36).slice(2, 10)}`;
  await t.db.insertInto('playlists').values({ user_id: userId, slug, title: 'Road trip', is_public: isPublic ? 1 : 0, artwork_file_id: null, created_at: now, updated_at: now }).execute();
  return { slug };
}
async function notificationsOf(userId: number) {
  return t.db.selectFrom('notifications').select(['verb', 'object_slug']).where('recipient_id', '=', userId).execute();
}

describe('song comments: threads with replies', () => {
  it('a signed-in person comments, another replies, the list shows the thread with its reply; owners are notified', async () => {
    const song = await buildSong(t.db, artist.id);
    const first = await post('song_comments', fan, { slug: song.slug, comment: '  Beautiful <3 melody  ' });
    expect(first.statusCode).toBe(200);
    const thread = first.json().result;
    expect(thread).toMatchObject({ comment: 'Beautiful <3 melody', parent: null, star_ratings: null, is_own: true, can_delete: true, replies: [] });
    expect(thread.user).toMatchObject({ slug_username: fan.slug, full_name: 'Ravi Kumar', profile_pic: null });

    const reply = await post('song_comments', other, { slug: song.slug, comment: 'Agreed!', parent: thread.id });
    expect(reply.json().result.parent).toBe(thread.id);
    // A reply to a reply joins the same thread: one level.
    const nested = await post('song_comments', artist, { slug: song.slug, comment: 'Thank you both', parent: reply.json().result.id });
    expect(nested.json().result.parent).toBe(thread.id);

    const page = (await list('song_comments', null, `slug=${song.slug}`)).json();
    expect(page).toMatchObject({ success: true, count: 1, rating: null, my_review_id: null });
    expect(page.results[0].replies.map((r: { comment: string }) => r.comment)).toEqual(['Agreed!', 'Thank you both']);
    expect(page.results[0]).toMatchObject({ is_own: false, can_delete: false });

    expect(await notificationsOf(artist.id)).toEqual(expect.arrayContaining([{ verb: 'comment', object_slug: song.slug }]));
    expect(await notificationsOf(fan.id)).toEqual(expect.arrayContaining([{ verb: 'reply', object_slug: song.slug }]));
    // The owner wrote the last reply: nobody is told about their own words.
    expect((await notificationsOf(artist.id)).filter((n) => n.verb === 'reply')).toHaveLength(0);
  });

  it(`pages threads ${COMMENTS_LIMIT} at a time, newest first`, async () => {
    const song = await buildSong(t.db, artist.id);
    for (let i = 1; i <= COMMENTS_LIMIT + 2; i++) {
      await t.db.insertInto('comments').values({ item_type: 'song', item_id: song.id, user_id: fan.id, parent_id: null, body: `c${i}`, stars: null, created_at: new Date(Date.UTC(2026, 0, i)).toISOString() }).execute();
    }
    const first = (await list('song_comments', null, `slug=${song.slug}`)).json();
    expect(first.count).toBe(COMMENTS_LIMIT + 2);
    expect(first.results.map((c: { comment: string }) => c.comment)).toEqual(['c7', 'c6', 'c5', 'c4', 'c3']);
    const second = (await list('song_comments', null, `slug=${song.slug}&offset=${COMMENTS_LIMIT}`)).json();
    expect(second.results.map((c: { comment: string }) => c.comment)).toEqual(['c2', 'c1']);
  });

  it('refuses visitors (401), blank and too long text (400), and a parent of another item (404)', async () => {
    const song = await buildSong(t.db, artist.id);
    const otherSong = await buildSong(t.db, artist.id);
    expect((await post('song_comments', null, { slug: song.slug, comment: 'hi' })).statusCode).toBe(401);
    const blank = await post('song_comments', fan, { slug: song.slug, comment: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ comment: MESSAGES.commentRequired });
    const long = await post('song_comments', fan, { slug: song.slug, comment: 'x'.repeat(COMMENT_MAX + 1) });
    expect(long.json().fields).toEqual({ comment: MESSAGES.commentMax });
    const parent = (await post('song_comments', fan, { slug: otherSong.slug, comment: 'here' })).json().result.id;
    const stray = await post('song_comments', fan, { slug: song.slug, comment: 'there', parent });
    expect(stray.statusCode).toBe(404);
    expect(stray.json().error).toBe(MESSAGES.commentNotFound);
  });

  it("a private song's comments are its owner's alone", async () => {
    const song = await buildSong(t.db, artist.id, { isPublic: false });
    expect((await post('song_comments', fan, { slug: song.slug, comment: 'sneaky' })).statusCode).toBe(404);
    expect((await list('song_comments', fan, `slug=${song.slug}`)).statusCode).toBe(404);
    expect((await list('song_comments', null, `slug=${song.slug}`)).statusCode).toBe(404);
    expect((await post('song_comments', artist, { slug: song.slug, comment: 'note to self' })).statusCode).toBe(200);
    expect((await list('song_comments', artist, `slug=${song.slug}`)).json().count).toBe(1);
  });

  it('video comments work the same way', async () => {
    const video = await buildVideo(t.db, artist.id);
    const res = await post('video_comments', fan, { slug: video.slug, comment: 'Great shots' });
    expect(res.statusCode).toBe(200);
    expect((await list('video_comments', null, `slug=${video.slug}`)).json().results[0].comment).toBe('Great shots');
    const hidden = await buildVideo(t.db, artist.id, { isPublic: false });
    expect((await post('video_comments', fan, { slug: hidden.slug, comment: 'x' })).statusCode).toBe(404);
  });
});

describe('album and playlist reviews: stars', () => {
  it('averages the stars (one decimal) and counts the reviews; one review a person; replies carry no stars', async () => {
    const album = await buildAlbum(t.db, artist.id, [(await buildSong(t.db, artist.id)).id]);
    const missing = await post('album_reviews', fan, { slug: album.slug, review: 'Nice' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ star_ratings: MESSAGES.starRatingRequired });
    expect((await post('album_reviews', fan, { slug: album.slug, review: 'Nice', star_ratings: 6 })).json().fields).toEqual({ star_ratings: MESSAGES.starRatingRequired });
    expect((await post('album_reviews', fan, { slug: album.slug, review: 'Nice', star_ratings: 0 })).statusCode).toBe(400);

    const review = (await post('album_reviews', fan, { slug: album.slug, review: 'Lovely record', star_ratings: 5 })).json().result;
    expect(review.star_ratings).toBe(5);
    await post('album_reviews', other, { slug: album.slug, review: 'Good', star_ratings: 4 });
    const third = await buildPerson(t.db, t.platform.clock);
    await post('album_reviews', third, { slug: album.slug, review: 'Fine', star_ratings: 4 });
    const again = await post('album_reviews', fan, { slug: album.slug, review: 'Again', star_ratings: 1 });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(MESSAGES.alreadyReviewed);

    const reply = (await post('album_reviews', artist, { slug: album.slug, review: 'Thanks!', parent: review.id, star_ratings: 1 })).json().result;
    expect(reply.star_ratings).toBeNull();

    const page = (await list('album_reviews', fan, `slug=${album.slug}`)).json();
    expect(page.rating).toEqual({ average: 4.3, count: 3 });
    expect(page.my_review_id).toBe(review.id);
    expect(await notificationsOf(artist.id)).toEqual(expect.arrayContaining([{ verb: 'review', object_slug: album.slug }]));
  });

  it('playlists take reviews; a private playlist refuses everyone but its owner', async () => {
    const playlist = await buildPlaylist(artist.id);
    const res = await post('playlist_reviews', fan, { slug: playlist.slug, review: 'Perfect for driving', star_ratings: 3 });
    expect(res.statusCode).toBe(200);
    expect((await list('playlist_reviews', null, `slug=${playlist.slug}`)).json().rating).toEqual({ average: 3, count: 1 });
    const hidden = await buildPlaylist(artist.id, false);
    expect((await post('playlist_reviews', fan, { slug: hidden.slug, review: 'x', star_ratings: 3 })).statusCode).toBe(404);
  });
});

describe('edit and delete', () => {
  // Fresh people: the ones above have used up much of their comment allowance.
  let writer: Person;
  let bystander: Person;
  beforeAll(async () => {
    writer = await buildPerson(t.db, t.platform.clock);
    bystander = await buildPerson(t.db, t.platform.clock);
  });

  it('the author edits text and stars; nobody else may', async () => {
    const album = await buildAlbum(t.db, artist.id, [(await buildSong(t.db, artist.id)).id]);
    const review = (await post('album_reviews', writer, { slug: album.slug, review: 'Good', star_ratings: 2 })).json().result;
    expect((await post('edit_comment', bystander, { id: review.id, comment: 'hijack' })).statusCode).toBe(403);
    expect((await post('edit_comment', artist, { id: review.id, comment: 'owner edit' })).statusCode).toBe(403);
    const edited = await post('edit_comment', writer, { id: review.id, comment: 'Grew on me', star_ratings: 5 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ message: MESSAGES.commentUpdated, result: { comment: 'Grew on me', star_ratings: 5 } });
    expect(edited.json().result.updated_date).not.toBeNull();
    expect((await list('album_reviews', null, `slug=${album.slug}`)).json().rating).toEqual({ average: 5, count: 1 });
    expect((await post('edit_comment', writer, { id: review.id, comment: '' })).json().fields).toEqual({ comment: MESSAGES.commentRequired });
  });

  it("the author or the item's owner deletes; a thread takes its replies along; others get 403", async () => {
    const song = await buildSong(t.db, artist.id);
    const thread = (await post('song_comments', writer, { slug: song.slug, comment: 'first' })).json().result;
    await post('song_comments', bystander, { slug: song.slug, comment: 'reply', parent: thread.id });
    const second = (await post('song_comments', bystander, { slug: song.slug, comment: 'second' })).json().result;

    expect((await post('delete_comment', bystander, { id: thread.id })).statusCode).toBe(403);
    expect((await list('song_comments', artist, `slug=${song.slug}`)).json().results.every((c: { can_delete: boolean }) => c.can_delete)).toBe(true);
    const byOwner = await post('delete_comment', artist, { id: thread.id });
    expect(byOwner.json()).toEqual({ success: true, message: MESSAGES.commentDeleted });
    expect(await t.db.selectFrom('comments').select('id').where('parent_id', '=', thread.id).execute()).toHaveLength(0);
    expect((await post('delete_comment', bystander, { id: second.id })).statusCode).toBe(200);
    expect((await list('song_comments', null, `slug=${song.slug}`)).json().count).toBe(0);
    expect((await post('delete_comment', bystander, { id: second.id })).statusCode).toBe(404);
  });
});

describe('rate limit', () => {
  it(`lets ${COMMENT_RATE_LIMIT.max} comments through per account in its window, then answers 429 with Retry-After`, async () => {
    const clock = createManualClock();
    const limited = await createTestApp({ platform: { clock } });
    try {
      const owner = await buildPerson(limited.db, clock, { type: 'Artist' });
      const chatty = await buildPerson(limited.db, clock);
      const song = await buildSong(limited.db, owner.id);
      const send = (who: Person) => limited.app.inject({ method: 'POST', url: '/api/song_comments', headers: who.headers, payload: { slug: song.slug, comment: 'spam' } });
      for (let i = 0; i < COMMENT_RATE_LIMIT.max; i++) expect((await send(chatty)).statusCode).toBe(200);
      const refused = await send(chatty);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe(String(COMMENT_RATE_LIMIT.windowMs / 1000));
      expect((await send(owner)).statusCode).toBe(200);
      clock.advance(COMMENT_RATE_LIMIT.windowMs);
      expect((await send(chatty)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
