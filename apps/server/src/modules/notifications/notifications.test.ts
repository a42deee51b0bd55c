import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_GROUP_WINDOW_MS } from '@indiwave/domain/constants';
import { NOTIFICATION_TYPES, toNotificationImagePath, type Notification } from '@indiwave/domain/contract/notifications';
import { MESSAGES } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildPerson, signInTeam, type Person } from '../../../test/social.ts';
import { createManualClock } from '../../platform/clock/clock.port.ts';
import { createNotifier, type Notifier, type NotifyObject } from './notifier.service.ts';

let t: TestApp;
let notify: Notifier;
const clock = createManualClock();

beforeAll(async () => {
  t = await createTestApp({ platform: { clock } });
  notify = createNotifier(t, t.app.log);
});
afterAll(async () => t.close());

const person = (overrides: Parameters<typeof buildPerson>[2] = {}) => buildPerson(t.db, clock, overrides);
const get = (url: string, who?: Person | { headers: { authorization: string } }) => t.app.inject({ url, headers: who?.headers ?? {} });
const post = (url: string, payload: object | undefined, who?: { headers: { authorization: string } }) => t.app.inject({ method: 'POST', url, payload, headers: who?.headers ?? {} });

async function listNotifications(who: Person, query = 'offset=0&limit=20'): Promise<{ results: Notification[]; count: number }> {
  const res = await get(`/api/notifications?${query}`, who);
  expect(res.statusCode).toBe(200);
  return res.json();
}
async function counts(who: Person): Promise<{ unread_count: number; brd_count: number }> {
  const { unread_count, brd_count } = (await get('/api/notification/unread', who)).json();
  return { unread_count, brd_count };
}

const song = (slug: string, title = 'Monsoon Song'): NotifyObject => ({ type: 'song', slug, title, image: `/media/artwork/${slug}.jpg` });

describe('the notify service (issue 7: created by follows, claps, comments, replies, reviews, playlist adds)', () => {
  it("follow: '<b>Name</b> started following you', the follower's profile as the call to action", async () => {
    const artist = await person();
    const fan = await person({ first_name: 'Meera', last_name: 'Kulkarni', profile_pic: 'avatars/meera.jpg' });
    expect(await notify.follow(fan.id, artist.id)).toMatchObject({ isNew: true });
    const { results, count } = await listNotifications(artist);
    expect(count).toBe(1);
    expect(results[0]).toMatchObject({
      type: 'follow',
      content_type: 'user',
      read_activity: 0,
      message: { text: '<b>Meera Kulkarni</b> started following you', img: '/media/avatars/meera.jpg', cta_link: `/${fan.slug}`, cta_text: 'View Profile' },
      actors: [{ name: 'Meera Kulkarni', slug: fan.slug, actor_dp: '/media/avatars/meera.jpg' }],
      actors_count: 1,
    });
    expect(await counts(artist)).toEqual({ unread_count: 1, brd_count: 0 });
  });

  it('never notifies oneself, nor a deleted account, nor about a deleted account', async () => {
    const artist = await person();
    expect(await notify.follow(artist.id, artist.id)).toBeNull();
    expect(await notify.clap(artist.id, artist.id, song('own'))).toBeNull();
    expect(await notify.comment(artist.id, artist.id, song('own'))).toBeNull();
    const gone = await person({ deleted_at: new Date().toISOString() });
    expect(await notify.follow(gone.id, artist.id)).toBeNull();
    expect(await notify.follow(artist.id, gone.id)).toBeNull();
    expect((await listNotifications(artist)).count).toBe(0);
  });

  it("groups claps on one object: 'X and N others clapped for your song T', newest person first", async () => {
    const artist = await person();
    const [a, b, c] = [await person({ first_name: 'Asha', last_name: '' }), await person({ first_name: 'Kabir', last_name: '' }), await person({ first_name: 'Ribha', last_name: '' })];
    const rain = song('rain', 'Rain');
    expect(await notify.clap(a.id, artist.id, rain)).toMatchObject({ isNew: true });
    clock.advance(1_000);
    const second = await notify.clap(b.id, artist.id, rain);
    clock.advance(1_000);
    await notify.clap(c.id, artist.id, rain);
    expect(second).toMatchObject({ isNew: false });

    const { results, count } = await listNotifications(artist);
    expect(count).toBe(1);
    expect(results[0].message.text).toBe('<b>Ribha</b> and 2 others clapped for your song <b>Rain</b>');
    expect(results[0].actors.map((actor) => actor.name)).toEqual(['Ribha', 'Kabir', 'Asha']);
    expect(results[0]).toMatchObject({ type: 'clap', content_type: 'song', actors_count: 3, message: { cta_link: '/songs/rain', cta_text: 'View' } });
    expect(results[0].object_details).toMatchObject({ slug: 'rain', title: 'Rain', image: '/media/artwork/rain.jpg', cover_pic: null });
    expect(await counts(artist)).toEqual({ unread_count: 1, brd_count: 0 });
  });

  it('a repeated clap by the same person changes nothing; another object is another notification', async () => {
    const artist = await person();
    const fan = await person({ first_name: 'Tanvi', last_name: 'Shah' });
    const first = await notify.clap(fan.id, artist.id, song('one'));
    await post('/api/mark_all_read', undefined, artist);
    for (let i = 0; i < 5; i++) expect(await notify.clap(fan.id, artist.id, song('one'))).toEqual({ id: first!.id, isNew: false });
    expect(await counts(artist)).toEqual({ unread_count: 0, brd_count: 0 });
    await notify.clap(fan.id, artist.id, { type: 'album', slug: 'one', title: 'One', image: '/media/a.jpg' });
    const { results } = await listNotifications(artist);
    expect(results).toHaveLength(2);
    expect(results[0]).toMatchObject({ content_type: 'album', message: { text: '<b>Tanvi Shah</b> clapped for your album <b>One</b>', cta_link: '/albums/one' } });
    expect(results[0].object_details).toMatchObject({ cover_pic: '/media/a.jpg', image: null });
  });

  it('a new person on a read group makes it unread and brings it to the top', async () => {
    const artist = await person();
    const [a, b, c] = [await person(), await person(), await person()];
    await notify.clap(a.id, artist.id, song('old'));
    clock.advance(1_000);
    await notify.follow(c.id, artist.id);
    await post('/api/mark_all_read', undefined, artist);
    clock.advance(1_000);
    await notify.clap(b.id, artist.id, song('old'));
    const { results } = await listNotifications(artist);
    expect(results.map((n) => [n.type, n.read_activity, n.actors_count])).toEqual([
      ['clap', 0, 2],
      ['follow', 1, 1],
    ]);
  });

  it('a group is open for 24 hours; later claps start a new notification', async () => {
    const artist = await person();
    const [a, b] = [await person(), await person()];
    const first = await notify.clap(a.id, artist.id, song('late'));
    clock.advance(NOTIFICATION_GROUP_WINDOW_MS + 1);
    const later = await notify.clap(b.id, artist.id, song('late'));
    expect(later?.id).not.toBe(first?.id);
    expect((await listNotifications(artist)).results.map((n) => n.actors_count)).toEqual([1, 1]);
  });

  it('follows group the same way, and a hidden group takes nobody new', async () => {
    const artist = await person();
    const [a, b, c] = [await person({ first_name: 'A', last_name: '' }), await person(), await person()];
    const group = await notify.follow(a.id, artist.id);
    await notify.follow(b.id, artist.id);
    expect((await listNotifications(artist)).results[0].message.text).toMatch(/^<b>[^<]+<\/b> and 1 other started following you$/);
    await post('/api/hide', { id: group!.id }, artist);
    const next = await notify.follow(c.id, artist.id);
    expect(next).toMatchObject({ isNew: true });
    expect((await listNotifications(artist)).results.map((n) => n.actors_count)).toEqual([1]);
  });

  it('comments, replies, reviews and playlist adds are one notification each, with their sentence and link', async () => {
    const artist = await person();
    const fan = await person({ first_name: 'Rohan', last_name: 'Das' });
    await notify.comment(fan.id, artist.id, song('c1', 'Dusk'));
    await notify.reply(fan.id, artist.id, { type: 'video', slug: 'v1', title: 'Live at Blue Frog', image: 'https://i.ytimg.com/vi/x/hqdefault.jpg' });
    await notify.review(fan.id, artist.id, { type: 'album', slug: 'a1', title: 'First Light' });
    await notify.playlistAdd(fan.id, artist.id, song('p1', 'Night Bus'), { slug: 'road-trip', title: 'Road Trip' });
    const { results } = await listNotifications(artist);
    expect(results.map((n) => [n.type, n.message.text, n.message.cta_link, n.message.cta_text])).toEqual([
      ['clap', '<b>Rohan Das</b> added your song <b>Night Bus</b> to the playlist <b>Road Trip</b>', '/playlists/road-trip', 'View Playlist'],
      ['review', '<b>Rohan Das</b> reviewed your album <b>First Light</b>', '/albums/a1', 'View Review'],
      ['comment', '<b>Rohan Das</b> replied to your comment on <b>Live at Blue Frog</b>', '/video-songs/v1', 'View Reply'],
      ['comment', '<b>Rohan Das</b> commented on your song <b>Dusk</b>', '/songs/c1', 'View Comment'],
    ]);
    expect(results[2].object_details.img_480x360).toBe('https://i.ytimg.com/vi/x/hqdefault.jpg');
  });

  it('uses the type’s default image when there is no picture, and serves all seven', async () => {
    const artist = await person();
    const fan = await person({ profile_pic: null });
    await notify.follow(fan.id, artist.id);
    expect((await listNotifications(artist)).results[0].message.img).toBe(toNotificationImagePath('follow'));
    for (const type of NOTIFICATION_TYPES) {
      const res = await get(toNotificationImagePath(type));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
    expect((await get('/api/notification_images/nope.svg')).statusCode).toBe(404);
  });

  it('opportunities carry the contest image; the sentence escapes names and titles', async () => {
    const artist = await person();
    const listener = await person({ first_name: '<img src=x onerror=alert(1)>', last_name: '& Co' });
    expect(await notify.opportunity([artist.id, listener.id], { slug: 'mgtaal', title: 'MG Taal <2025>', image: '/media/contest.jpg' })).toBe(2);
    const [opportunity] = (await listNotifications(artist)).results;
    expect(opportunity).toMatchObject({
      type: 'opportunity',
      content_type: 'opportunity',
      actors: [],
      message: { text: 'New opportunity: <b>MG Taal &#60;2025&#62;</b>', img: '/media/contest.jpg', cta_link: '/opportunities/mgtaal', cta_text: 'View Opportunity' },
      object_details: { gallery: { contest_image_path: '/media/contest.jpg' } },
    });
    await notify.comment(listener.id, artist.id, song('x', 'X'));
    const [comment] = (await listNotifications(artist)).results;
    expect(comment.message.text).toBe('<b>&#60;img src=x onerror=alert(1)&#62; &#38; Co</b> commented on your song <b>X</b>');
    expect(comment.actors[0].name).toBe('<img src=x onerror=alert(1)> & Co');
  });
});

describe('notification calls (spec 2 §7 Notifications)', () => {
  it('answer 401 to a visitor', async () => {
    for (const url of ['/api/notifications', '/api/notification/unread']) expect((await get(url)).statusCode).toBe(401);
    for (const url of ['/api/hide', '/api/toggle_read_unread', '/api/mark_all_read', '/api/notification/broadcast']) {
      const res = await post(url, { id: 1 });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, error: MESSAGES.signInRequired });
    }
  });

  it('page with offset and limit (the dropdown asks for 2), newest first, with the total', async () => {
    const artist = await person();
    for (let i = 0; i < 5; i++) {
      clock.advance(1_000);
      await notify.comment((await person()).id, artist.id, song(`s${i}`, `Song ${i}`));
    }
    const dropdown = await listNotifications(artist, 'offset=0&limit=2');
    expect(dropdown.count).toBe(5);
    expect(dropdown.results.map((n) => n.object_details.title)).toEqual(['Song 4', 'Song 3']);
    expect((await listNotifications(artist, 'offset=4&limit=2')).results.map((n) => n.object_details.title)).toEqual(['Song 0']);
    expect((await listNotifications(artist, '')).results).toHaveLength(5);
    expect((await get('/api/notifications?limit=51', artist)).statusCode).toBe(400);
    expect((await get('/api/notifications?offset=-1', artist)).json()).toMatchObject({ success: false, error: MESSAGES.invalidInput });
  });

  it('hide: gone from the list and the counts; the same again, or another person’s, is 404', async () => {
    const artist = await person();
    const other = await person();
    const own = await notify.comment((await person()).id, artist.id, song('h1'));
    const theirs = await notify.comment((await person()).id, other.id, song('h2'));
    const res = await post('/api/hide', { id: own!.id }, artist);
    expect(res.json()).toEqual({ success: true, message: MESSAGES.notificationHidden, unread_count: 0, brd_count: 0 });
    expect((await listNotifications(artist)).count).toBe(0);
    expect((await post('/api/hide', { id: own!.id }, artist)).statusCode).toBe(404);
    const foreign = await post('/api/hide', { id: theirs!.id }, artist);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ success: false, error: MESSAGES.notificationNotFound });
    expect((await listNotifications(other)).count).toBe(1);
    expect((await post('/api/hide', { id: 'abc' }, artist)).statusCode).toBe(400);
  });

  it('toggle_read_unread flips read_activity (or sets it) and answers the counts; another person’s is 404', async () => {
    const artist = await person();
    const other = await person();
    const mine = await notify.comment((await person()).id, artist.id, song('t1'));
    const first = await post('/api/toggle_read_unread', { id: mine!.id }, artist);
    expect(first.json()).toMatchObject({ success: true, result: { id: mine!.id, read_activity: 1 }, unread_count: 0, brd_count: 0 });
    expect((await post('/api/toggle_read_unread', { id: mine!.id }, artist)).json()).toMatchObject({ result: { read_activity: 0 }, unread_count: 1 });
    expect((await post('/api/toggle_read_unread', { id: String(mine!.id), read_activity: 0 }, artist)).json()).toMatchObject({ result: { read_activity: 0 }, unread_count: 1 });
    expect((await post('/api/toggle_read_unread', { id: mine!.id }, other)).statusCode).toBe(404);
    expect((await listNotifications(artist)).results[0].read_activity).toBe(0);
  });

  it('mark_all_read clears both counts', async () => {
    const artist = await person();
    await notify.comment((await person()).id, artist.id, song('m1'));
    await notify.follow((await person()).id, artist.id);
    await notify.broadcast('Pitching for the TV channel opens Monday.');
    expect(await counts(artist)).toEqual({ unread_count: 2, brd_count: 1 });
    expect((await post('/api/mark_all_read', undefined, artist)).json()).toEqual({ success: true, message: MESSAGES.allNotificationsRead, unread_count: 0, brd_count: 0 });
    expect((await listNotifications(artist)).results.every((n) => n.read_activity === 1)).toBe(true);
  });

  it('nobody reads another person’s notifications', async () => {
    const artist = await person();
    const snoop = await person();
    await notify.follow((await person()).id, artist.id);
    expect((await listNotifications(snoop)).results.filter((n) => n.type === 'follow')).toEqual([]);
    expect(await counts(snoop)).toMatchObject({ unread_count: 0 });
  });
});

describe('team broadcasts (brd_count; the team account is the admin)', () => {
  it('only the team account may broadcast: 403 for anyone else', async () => {
    const artist = await person();
    const res = await post('/api/notification/broadcast', { text: 'Hello' }, artist);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, error: MESSAGES.teamOnly });
  });

  it('reaches every account but the team, counted in brd_count only, escaped, with its link', async () => {
    const team = await signInTeam(t.app, t.db, clock);
    const listener = await person();
    const before = await counts(listener);
    const liveAccounts = Number((await t.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).where('deleted_at', 'is', null).executeTakeFirstOrThrow()).n);
    const res = await post('/api/notification/broadcast', { text: 'Season 2 of the TV show: pitch now & win', link: '/artist/broadcast-on-indiwave-tv' }, team);
    expect(res.json()).toEqual({ success: true, message: MESSAGES.broadcastSent, count: liveAccounts - 1 });
    expect(await counts(listener)).toEqual({ unread_count: before.unread_count, brd_count: before.brd_count + 1 });
    const [broadcast] = (await listNotifications(listener)).results;
    expect(broadcast).toMatchObject({
      type: 'broadcast',
      content_type: 'broadcast',
      message: { text: 'Season 2 of the TV show: pitch now &#38; win', cta_link: '/artist/broadcast-on-indiwave-tv', cta_text: 'Read More', img: toNotificationImagePath('broadcast') },
      actors: [{ name: 'Indiwave Team', slug: 'indiwave-team' }],
    });
    const teamCounts = (await get('/api/notification/unread', team)).json();
    expect(teamCounts.brd_count).toBe(0);
  });

  it('refuses markup, a blank text and a script link', async () => {
    const team = await signInTeam(t.app, t.db, clock);
    expect((await post('/api/notification/broadcast', { text: '<b>hi</b>' }, team)).json()).toMatchObject({ error: MESSAGES.invalidInput });
    expect((await post('/api/notification/broadcast', { text: '   ' }, team)).json()).toMatchObject({ error: MESSAGES.broadcastTextRequired });
    expect((await post('/api/notification/broadcast', { text: 'x'.repeat(501) }, team)).json()).toMatchObject({ error: MESSAGES.broadcastTextMax });
    expect((await post('/api/notification/broadcast', { text: 'Hi', link: 'javascript:alert(1)' }, team)).json()).toMatchObject({ error: MESSAGES.broadcastLinkInvalid });
    expect((await post('/api/notification/broadcast', { text: 'Hi', link: '//evil.example' }, team)).statusCode).toBe(400);
    expect((await post('/api/notification/broadcast', { text: 'Hi', link: 'https://indiwave.example/blog/x' }, team)).statusCode).toBe(200);
  });

  it('blog posts are announced like broadcasts, leading to the post', async () => {
    const listener = await person();
    await notify.blog({ slug: 'indie-guide', title: 'The indie guide', image: '/media/blog.jpg' });
    const [post_] = (await listNotifications(listener)).results;
    expect(post_).toMatchObject({ type: 'broadcast', content_type: 'blog', message: { text: 'New on the blog: <b>The indie guide</b>', img: '/media/blog.jpg', cta_link: '/blog/indie-guide', cta_text: 'Read Blog' }, object_details: { featured_image: '/media/blog.jpg' } });
  });

  it('admin_account names the team: public, with its id and slug', async () => {
    const res = await get('/api/admin_account');
    expect(res.json()).toMatchObject({ success: true, result: { slug_username: 'indiwave-team', name: 'Indiwave Team', is_team: true, can_reply: true } });
    expect(res.json().result.id).toBeGreaterThan(0);
  });
});
