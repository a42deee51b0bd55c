import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPPORTUNITY_CATEGORY_DEFAULT, OPPORTUNITY_REMAINING_LIMIT, OPPORTUNITIES_SIDEBAR_LIMIT } from '@indiwave/domain/constants';
import { MESSAGES, tooManyEntries } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildSong, buildVideo } from '../../../test/catalog-factories.ts';
import { grantPro } from '../../../test/commerce-fixtures.ts';
import { buildArtist, buildStaff, DAY, HOUR, opportunityFields, publishOpportunity } from '../../../test/opportunity-fixtures.ts';
import { buildPerson, type Person } from '../../../test/social.ts';
import { createManualClock } from '../../platform/clock/clock.port.ts';

const clock = createManualClock(new Date('2030-03-01T06:00:00.000Z'));
let t: TestApp;
let staff: Person;

beforeAll(async () => {
  t = await createTestApp({ clock });
  staff = await buildStaff(t.db, clock);
});
afterAll(async () => t.close());

const post = (url: string, person: Person | null, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, headers: person?.headers ?? {}, payload });
const get = (url: string, person: Person | null = null) => t.app.inject({ url: `/api${url}`, headers: person?.headers ?? {} });
const publish = (overrides: Record<string, unknown> = {}) => publishOpportunity(t.app, staff, opportunityFields(clock.now(), overrides));
const countApplications = async (slug: string) =>
  Number(
    (
      await t.db
        .selectFrom('opportunity_applications')
        .innerJoin('opportunities', 'opportunities.id', 'opportunity_applications.opportunity_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('opportunities.slug', '=', slug)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('lists and pages (spec 2 §7 Opportunities, §9)', () => {
  it('opportunity-v2 lists open ones of category 2 by default, closing soonest first, with every category counted', async () => {
    const later = await publish({ title: 'Brand Later', closes_at: new Date(clock.now().getTime() + 20 * DAY).toISOString(), results_at: new Date(clock.now().getTime() + 30 * DAY).toISOString() });
    const sooner = await publish({ title: 'Brand Sooner', closes_at: new Date(clock.now().getTime() + 3 * DAY).toISOString() });
    const gig = await publish({ title: 'Festival Slot', category: 1 });
    const upcoming = await publish({ title: 'Not Yet Open', opens_at: new Date(clock.now().getTime() + DAY).toISOString() });
    const body = (await get('/opportunity-v2')).json();
    const slugs = body.results.map((item: { slug: string }) => item.slug);
    expect(slugs.indexOf(sooner)).toBeLessThan(slugs.indexOf(later));
    expect(slugs).not.toContain(gig);
    expect(slugs).not.toContain(upcoming);
    expect(body.results.every((item: { category: { id: number }; state: string }) => item.category.id === OPPORTUNITY_CATEGORY_DEFAULT && item.state === 'open')).toBe(true);
    expect(body.categories.find((category: { id: number }) => category.id === 1).open_count).toBeGreaterThanOrEqual(1);
    const all = (await get('/opportunity-v2?category=0')).json();
    expect(all.results.map((item: { slug: string }) => item.slug)).toContain(gig);
    expect((await get('/opportunity_upcoming')).json().results.map((item: { slug: string }) => item.slug)).toContain(upcoming);
    expect((await get('/opportunity-v2?category=x')).statusCode).toBe(400);
  });

  it('opportunity_rhs answers at most 10 and leaves out the page being read; the home strip counts what is open', async () => {
    for (let index = 0; index < OPPORTUNITIES_SIDEBAR_LIMIT; index++) await publish({ title: `Sidebar ${index}` });
    const sidebar = (await get('/opportunity_rhs')).json().results;
    expect(sidebar).toHaveLength(OPPORTUNITIES_SIDEBAR_LIMIT);
    const excluded = (await get(`/opportunity_rhs?exclude=${sidebar[0].slug}`)).json().results.map((item: { slug: string }) => item.slug);
    expect(excluded).not.toContain(sidebar[0].slug);
    const home = (await get('/opportunity_homepage')).json();
    expect(home.results.length).toBeGreaterThan(0);
    expect(home.open_count).toBeGreaterThanOrEqual(OPPORTUNITIES_SIDEBAR_LIMIT);
    expect(home.monthly_count).toBeGreaterThanOrEqual(home.open_count);
  });

  it('the page carries the brief, requirements and the share hashtags; an unknown slug is 404', async () => {
    const slug = await publish();
    const detail = (await get(`/opportunity_detail/${slug}`)).json().result;
    expect(detail).toMatchObject({
      brand_name: 'Chai Co.',
      requirements: ['Original music only', 'Hindi or English'],
      accepts: 'songs',
      max_entries: 2,
      state: 'open',
      share: { url: `${t.config.publicUrl}/opportunities/${slug}`, hashtags: 'Indiwave,GetYourDue' },
      viewer: { is_saved: false, application: null },
      winners: [],
    });
    expect((await get('/opportunity_detail/no-such-brief')).statusCode).toBe(404);
  });
});

describe('applying (spec 1 §6, spec 2 §5.1; issue 19 rules)', () => {
  it('applies with two songs and shows under My Opportunities', async () => {
    const slug = await publish();
    const artist = await buildArtist(t.db, clock);
    const [one, two] = [await buildSong(t.db, artist.id), await buildSong(t.db, artist.id)];
    const res = await post('/opportunity_apply', artist, { slug, songs: [one.slug, two.slug], note: 'Recorded in the rain.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: MESSAGES.oppApplied, result: { status: 'applied', status_label: 'Applied', note: 'Recorded in the rain.', is_editable: true } });
    expect(res.json().result.entries.map((entry: { slug: string }) => entry.slug)).toEqual([one.slug, two.slug]);
    expect(res.json().result.entries[0].mp3).toMatch(/^\/media\//);
    const mine = (await get('/my_opportunities?tab=applied', artist)).json();
    expect(mine.counts).toEqual({ applied: 1, saved: 0, results: 0 });
    expect(mine.results[0]).toMatchObject({ opportunity: { slug, applicants_count: 1 }, application: { status: 'applied' } });
    expect((await get(`/opportunity_detail/${slug}`, artist)).json().result.viewer.application.status).toBe('applied');
  });

  it('refuses visitors (401), listeners (upgrade), unverified e-mails and non-Pro members of Pro-only briefs (403), changing nothing', async () => {
    const slug = await publish();
    const proOnly = await publish({ is_pro_only: true });
    expect((await post('/opportunity_apply', null, { slug, songs: [] })).statusCode).toBe(401);
    const listener = await buildPerson(t.db, clock, { type: 'Listener' });
    const refusedListener = await post('/opportunity_apply', listener, { slug, songs: [(await buildSong(t.db, listener.id)).slug] });
    expect(refusedListener.statusCode).toBe(403);
    expect(refusedListener.json().error).toBe(MESSAGES.oppListenerUpgrade);
    const unverified = await buildArtist(t.db, clock, { is_email_verified: 0 });
    const refusedUnverified = await post('/opportunity_apply', unverified, { slug, songs: [(await buildSong(t.db, unverified.id)).slug] });
    expect(refusedUnverified.statusCode).toBe(403);
    expect(refusedUnverified.json().error).toBe(MESSAGES.oppVerifyEmail);
    const artist = await buildArtist(t.db, clock);
    const refusedPro = await post('/opportunity_apply', artist, { slug: proOnly, songs: [(await buildSong(t.db, artist.id)).slug] });
    expect(refusedPro.statusCode).toBe(403);
    expect(refusedPro.json().error).toBe(MESSAGES.oppProOnly);
    expect(await countApplications(slug)).toBe(0);
    expect(await countApplications(proOnly)).toBe(0);
    // An active Pro member (issue 17's membership) may apply.
    const member = await buildArtist(t.db, clock);
    await grantPro(t.db, member.id);
    expect((await post('/opportunity_apply', member, { slug: proOnly, songs: [(await buildSong(t.db, member.id)).slug] })).statusCode).toBe(200);
    expect(await countApplications(proOnly)).toBe(1);
  });

  it('refuses before the opening and after the deadline by the server clock', async () => {
    const upcoming = await publish({ opens_at: new Date(clock.now().getTime() + HOUR).toISOString() });
    const closing = await publish({ closes_at: new Date(clock.now().getTime() + HOUR).toISOString() });
    const artist = await buildArtist(t.db, clock);
    const song = await buildSong(t.db, artist.id);
    const early = await post('/opportunity_apply', artist, { slug: upcoming, songs: [song.slug] });
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toBe(MESSAGES.oppNotOpenYet);
    clock.advance(HOUR);
    const late = await post('/opportunity_apply', artist, { slug: closing, songs: [song.slug] });
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe(MESSAGES.oppClosed);
    expect(await countApplications(closing)).toBe(0);
  });

  it('refuses twice, someone else’s song, a private song, too many items, none, and videos where songs are asked', async () => {
    const slug = await publish();
    const artist = await buildArtist(t.db, clock);
    const other = await buildArtist(t.db, clock);
    const [mine, mine2, mine3] = [await buildSong(t.db, artist.id), await buildSong(t.db, artist.id), await buildSong(t.db, artist.id)];
    const theirs = await buildSong(t.db, other.id);
    const privateSong = await buildSong(t.db, artist.id, { isPublic: false });
    const video = await buildVideo(t.db, artist.id);
    const expectRefused = async (payload: object, message: string) => {
      const res = await post('/opportunity_apply', artist, { slug, ...payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
      expect(await countApplications(slug)).toBe(0);
    };
    await expectRefused({ songs: [theirs.slug] }, MESSAGES.oppItemNotYours);
    await expectRefused({ songs: ['no-such-song'] }, MESSAGES.oppItemNotYours);
    await expectRefused({ songs: [privateSong.slug] }, MESSAGES.oppItemPrivate);
    await expectRefused({ songs: [mine.slug, mine2.slug, mine3.slug] }, tooManyEntries(2));
    await expectRefused({ songs: [] }, MESSAGES.oppItemsRequired);
    await expectRefused({ videos: [video.slug] }, MESSAGES.oppSongsOnly);
    await expectRefused({ songs: [mine.slug], note: '<b>hi</b>' }, MESSAGES.invalidInput);
    expect((await post('/opportunity_apply', artist, { slug, songs: [mine.slug] })).statusCode).toBe(200);
    const twice = await post('/opportunity_apply', artist, { slug, songs: [mine2.slug] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toBe(MESSAGES.oppAlreadyApplied);
    expect(await countApplications(slug)).toBe(1);
  });

  it('takes videos where videos are asked, and refuses songs there', async () => {
    const slug = await publish({ accepts: 'videos', max_entries: 1 });
    const artist = await buildArtist(t.db, clock);
    const video = await buildVideo(t.db, artist.id);
    const songsThere = await post('/opportunity_apply', artist, { slug, songs: [(await buildSong(t.db, artist.id)).slug] });
    expect(songsThere.json().error).toBe(MESSAGES.oppVideosOnly);
    const privateVideo = await buildVideo(t.db, artist.id, { isPublic: false });
    expect((await post('/opportunity_apply', artist, { slug, videos: [privateVideo.slug] })).json().error).toBe(MESSAGES.oppItemPrivate);
    const ok = await post('/opportunity_apply', artist, { slug, videos: [video.slug] });
    expect(ok.json().result.entries[0]).toMatchObject({ type: 'video', slug: video.slug, youtube_video_id: 'dQw4w9WgXcQ', mp3: null });
  });

  it('is editable and withdrawable until the deadline; a withdrawn application applies again; nothing changes after the deadline', async () => {
    const slug = await publish({ closes_at: new Date(clock.now().getTime() + 2 * DAY).toISOString(), results_at: new Date(clock.now().getTime() + 4 * DAY).toISOString() });
    const artist = await buildArtist(t.db, clock);
    const [one, two] = [await buildSong(t.db, artist.id), await buildSong(t.db, artist.id)];
    expect((await post('/opportunity_apply_edit', artist, { slug, songs: [one.slug] })).json().error).toBe(MESSAGES.oppNoApplication);
    await post('/opportunity_apply', artist, { slug, songs: [one.slug] });
    const edited = await post('/opportunity_apply_edit', artist, { slug, songs: [two.slug, one.slug], note: 'Second take' });
    expect(edited.json()).toMatchObject({ message: MESSAGES.oppApplicationUpdated, result: { note: 'Second take' } });
    expect(edited.json().result.entries.map((entry: { slug: string }) => entry.slug)).toEqual([two.slug, one.slug]);
    const withdrawn = await post('/opportunity_withdraw', artist, { slug });
    expect(withdrawn.json()).toMatchObject({ message: MESSAGES.oppWithdrawn, result: { status: 'withdrawn', is_editable: true } });
    expect((await post('/opportunity_withdraw', artist, { slug })).json().error).toBe(MESSAGES.oppNoApplication);
    expect((await get(`/opportunity_detail/${slug}`)).json().result.applicants_count).toBe(0);
    const again = await post('/opportunity_apply', artist, { slug, songs: [one.slug] });
    expect(again.json().result.timeline.map((step: { status: string }) => step.status)).toEqual(['applied', 'withdrawn', 'applied']);

    clock.advance(2 * DAY);
    expect((await post('/opportunity_apply_edit', artist, { slug, songs: [two.slug] })).json().error).toBe(MESSAGES.oppClosed);
    expect((await post('/opportunity_withdraw', artist, { slug })).json().error).toBe(MESSAGES.oppClosed);
    const detail = (await get(`/opportunity_detail/${slug}`, artist)).json().result;
    expect(detail.viewer.application).toMatchObject({ status: 'applied', is_editable: false });
    expect(detail.viewer.application.entries.map((entry: { slug: string }) => entry.slug)).toEqual([one.slug]);
  });

  it('a shortlisted application can no longer be edited or withdrawn', async () => {
    const slug = await publish();
    const artist = await buildArtist(t.db, clock);
    const song = await buildSong(t.db, artist.id);
    const applied = await post('/opportunity_apply', artist, { slug, songs: [song.slug] });
    expect(applied.statusCode).toBe(200);
    const id = (await t.db.selectFrom('opportunity_applications').select('id').where('user_id', '=', artist.id).executeTakeFirstOrThrow()).id;
    expect((await post('/staff/opportunity_decision', staff, { application_id: id, status: 'shortlisted' })).statusCode).toBe(200);
    expect((await post('/opportunity_apply_edit', artist, { slug, songs: [song.slug] })).json().error).toBe(MESSAGES.oppNotEditable);
    expect((await post('/opportunity_withdraw', artist, { slug })).json().error).toBe(MESSAGES.oppNotEditable);
  });

  it('opportunity_apply_songs shows 3 of the remaining public songs at a time, leaving out chosen and private ones', async () => {
    const slug = await publish({ max_entries: 5 });
    const artist = await buildArtist(t.db, clock);
    const songs = [];
    for (let index = 0; index < 5; index++) songs.push(await buildSong(t.db, artist.id));
    await buildSong(t.db, artist.id, { isPublic: false });
    const first = (await get(`/opportunity_apply_songs?slug=${slug}`, artist)).json();
    expect(first.results).toHaveLength(OPPORTUNITY_REMAINING_LIMIT);
    expect(first.count).toBe(5);
    await post('/opportunity_apply', artist, { slug, songs: [songs[0].slug, songs[1].slug] });
    const after = (await get(`/opportunity_apply_songs?slug=${slug}&offset=0`, artist)).json();
    expect(after.count).toBe(3);
    expect(after.results.map((entry: { slug: string }) => entry.slug)).not.toContain(songs[0].slug);
    expect((await get(`/opportunity_apply_videos?slug=${slug}`, artist)).json()).toMatchObject({ results: [], count: 0 });
    expect((await get(`/opportunity_apply_songs?slug=${slug}`)).statusCode).toBe(401);
  });
});

describe('saving (spec 2 §2.1 opp_save, opp_save_soon, opp_notify)', () => {
  it('saves with opp_save, or opp_save_soon within 48 hours of the deadline; unsaves; a closed one is not saved', async () => {
    const slug = await publish();
    const soon = await publish({ closes_at: new Date(clock.now().getTime() + 47 * HOUR).toISOString() });
    const person = await buildPerson(t.db, clock, { type: 'Listener' });
    expect((await post('/opportunity_save_for_later', null, { slug })).statusCode).toBe(401);
    expect((await post('/opportunity_save_for_later', person, { slug })).json()).toEqual({ success: true, is_saved: true, dialog: 'opp_save', message: MESSAGES.oppSaved });
    expect((await post('/opportunity_save_for_later', person, { slug: soon })).json().dialog).toBe('opp_save_soon');
    const mine = (await get('/my_opportunities?tab=saved', person)).json();
    expect(mine.counts.saved).toBe(2);
    expect(mine.results.map((item: { opportunity: { slug: string } }) => item.opportunity.slug).sort()).toEqual([slug, soon].sort());
    expect((await post('/opportunity_save_for_later', person, { slug, is_saved: false })).json()).toEqual({ success: true, is_saved: false, dialog: null, message: MESSAGES.oppUnsaved });
    expect((await get(`/opportunity_detail/${slug}`, person)).json().result.viewer.is_saved).toBe(false);
    clock.advance(48 * HOUR);
    const closed = await post('/opportunity_save_for_later', person, { slug: soon });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().error).toBe(MESSAGES.oppClosed);
  });

  it("'tell me when it opens' is for upcoming opportunities only (opp_notify)", async () => {
    const upcoming = await publish({ opens_at: new Date(clock.now().getTime() + DAY).toISOString() });
    const open = await publish();
    const person = await buildArtist(t.db, clock);
    expect((await post('/opportunity_invite_request', person, { slug: upcoming })).json()).toEqual({ success: true, dialog: 'opp_notify', message: MESSAGES.oppInviteRequested });
    expect((await get(`/opportunity_detail/${upcoming}`, person)).json().result.viewer.is_invite_requested).toBe(true);
    const refused = await post('/opportunity_invite_request', person, { slug: open });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(MESSAGES.oppAlreadyOpen);
  });
});

describe('publishing (staff)', () => {
  it('is for staff only and checks the dates run in order', async () => {
    const fields = opportunityFields(clock.now());
    expect((await post('/staff/opportunities', null, fields)).statusCode).toBe(401);
    const artist = await buildArtist(t.db, clock);
    const refused = await post('/staff/opportunities', artist, fields);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(MESSAGES.staffOnly);
    const backwards = await post('/staff/opportunities', staff, { ...fields, results_at: new Date(clock.now().getTime() + DAY).toISOString() });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toBe(MESSAGES.oppDatesOrder);
    const blank = await post('/staff/opportunities', staff, { ...fields, title: '  ' });
    expect(blank.json().error).toBe(MESSAGES.oppTitleRequired);
    const badDate = await post('/staff/opportunities', staff, { ...fields, closes_at: 'next friday' });
    expect(badDate.json().error).toBe(MESSAGES.oppDateRequired);
    expect((await post('/staff/opportunities', staff, { ...fields, category: 99 })).json().error).toBe(MESSAGES.oppCategoryInvalid);
    expect((await get('/staff/opportunities', artist)).statusCode).toBe(403);
    expect((await get('/staff/opportunities', staff)).json().results.length).toBeGreaterThan(0);
  });
});
