import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMO_MESSAGES, type PresaveLink } from '@indiwave/domain/contract/promo';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { readLatestMail } from '../../../test/factories.ts';
import { makeTone, uploadAudio } from '../../../test/media-fixtures.ts';
import { buildSignedIn, callAs, uploadSong } from '../../../test/promo-fixtures.ts';
import { createManualClock } from '../../platform/clock/clock.port.ts';
import { createJobQueue, type JobQueue } from '../../platform/jobs/job-queue.ts';
import { createRateLimiter } from '../../http/rate-limit.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { createMediaUrls } from '../catalog/media-urls.ts';
import { createPromoServices } from './promo-services.ts';
import { PRESAVE_RELEASE_JOB } from './presave.service.ts';

const DAY = 86_400_000;
const clock = createManualClock(new Date('2030-03-01T10:00:00.000Z'));
let t: TestApp;
/** A worker on the test's clock that runs only the release-day job (the app's own worker keeps real time). */
let releaseWorker: JobQueue;
let artist: Awaited<ReturnType<typeof buildSignedIn>>;
let presave: ReturnType<typeof createPromoServices>['presave'];

beforeAll(async () => {
  t = await createTestApp({ platform: { clock } });
  releaseWorker = createJobQueue({ db: t.db, clock, logger: pino({ level: 'silent' }) });
  // Built as the app builds it (same database, clock and mail), handed to the test's worker.
  const services = createPromoServices(t, t.app.log, { urls: createMediaUrls(t.config.secretKey ?? '', clock), limits: createRateLimiter(t.db, clock, t.config.rateLimitFactor), audit: createAuditService({ db: t.db, now: () => clock.now() }) });
  releaseWorker.register(PRESAVE_RELEASE_JOB, (payload) => services.presave.runReleaseJob(payload));
  presave = services.presave;
  artist = await buildSignedIn(t.app, t.db, 'Artist', { first_name: 'Ribha' });
});
afterAll(async () => t.close());

describe('pre-save links', () => {
  let link: PresaveLink;
  const releaseAt = new Date(clock.now().getTime() + 2 * DAY).toISOString();

  it('the artist makes one link for an upcoming release; a released or private song gets none', async () => {
    const upcoming = await uploadSong(t.app, artist.key, { title: 'First Light', privacy: 'scheduled', release_date: releaseAt });
    const res = await callAs(t.app, artist.key, 'POST', '/api/promo/presave', { type: 'song', slug: upcoming.slug_usersong });
    expect(res.statusCode, res.body).toBe(200);
    link = res.json().result;
    expect(link).toMatchObject({ item_type: 'song', title: 'First Light', release_date: releaseAt, fans: 0, notified_at: null, path: `/sdlink/${link.slug}` });
    // Asking again gives the same link.
    expect((await callAs(t.app, artist.key, 'POST', '/api/promo/presave', { type: 'song', slug: upcoming.slug_usersong })).json().result.slug).toBe(link.slug);
    expect((await callAs(t.app, artist.key, 'GET', '/api/promo/presaves')).json().results).toHaveLength(1);

    const released = await uploadSong(t.app, artist.key, { title: 'Old Hit' });
    const refused = await callAs(t.app, artist.key, 'POST', '/api/promo/presave', { type: 'song', slug: released.slug_usersong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(PROMO_MESSAGES.notScheduled);
    const other = await buildSignedIn(t.app, t.db, 'Artist');
    expect((await callAs(t.app, other.key, 'POST', '/api/promo/presave', { type: 'song', slug: upcoming.slug_usersong })).statusCode).toBe(404);
    expect((await callAs(t.app, null, 'POST', '/api/promo/presave', { type: 'song', slug: upcoming.slug_usersong })).statusCode).toBe(401);
    // The release-day job waits for the release date.
    const job = await t.db.selectFrom('jobs').selectAll().where('type', '=', PRESAVE_RELEASE_JOB).executeTakeFirstOrThrow();
    expect(job.run_at).toBe(releaseAt);
  });

  it('the public page shows the release and nothing about its fans; sign-ups are kept once and answered alike', async () => {
    const page = await callAs(t.app, null, 'GET', `/api/sdlink/${link.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().result).toEqual({
      slug: link.slug,
      item_type: 'song',
      title: 'First Light',
      artist: { name: 'Ribha User', slug: artist.slug },
      images: expect.objectContaining({ w500: expect.any(String) }),
      release_date: releaseAt,
      is_released: false,
      item_path: expect.stringMatching(/^\/songs\//),
    });
    const signUp = (email: string, ip = '10.1.1.1') => t.app.inject({ method: 'POST', url: `/api/sdlink/${link.slug}/notify`, payload: { email }, remoteAddress: ip });
    const first = await signUp('Fan.One@Example.com');
    const again = await signUp('fan.one@example.com');
    const second = await signUp('fan.two@example.com');
    for (const res of [first, again, second]) expect(res.json()).toEqual({ success: true, message: PROMO_MESSAGES.presaveSignedUp });
    expect((await signUp('not-an-email')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/sdlink/no-such-link/notify', payload: { email: 'a@example.com' } })).statusCode).toBe(404);
    const fans = await t.db.selectFrom('presave_fans').select('email').orderBy('email').execute();
    expect(fans.map((f) => f.email)).toEqual(['fan.one@example.com', 'fan.two@example.com']);
    expect((await callAs(t.app, artist.key, 'GET', '/api/promo/presaves')).json().results[0].fans).toBe(2);
    expect(JSON.stringify(page.json())).not.toContain('fan.');
  });

  it('mails every fan once on release day, by a job run at the release date of a controlled clock', async () => {
    // A day before: nothing is due.
    clock.advance(DAY);
    expect(await releaseWorker.drain()).toBe(0);
    expect(await readLatestMail(t.db, 'fan.one@example.com')).toBeUndefined();
    // Release time.
    clock.advance(DAY);
    expect(await releaseWorker.drain()).toBe(1);
    for (const email of ['fan.one@example.com', 'fan.two@example.com']) {
      const mail = await readLatestMail(t.db, email);
      expect(mail?.subject).toBe('Out now: First Light by Ribha User');
      expect(mail?.text_body).toMatch(/\/songs\/first-light/);
      // Each mail names its own recipient only.
      expect(mail?.text_body).not.toContain('fan.');
    }
    const count = await t.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number>().as('n')).where('to_address', 'in', ['fan.one@example.com', 'fan.two@example.com']).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
    expect((await callAs(t.app, artist.key, 'GET', '/api/promo/presaves')).json().results[0].notified_at).toBe(clock.now().toISOString());
    // The page now says it is out, and takes no more sign-ups.
    expect((await callAs(t.app, null, 'GET', `/api/sdlink/${link.slug}`)).json().result.is_released).toBe(true);
    const late = await t.app.inject({ method: 'POST', url: `/api/sdlink/${link.slug}/notify`, payload: { email: 'late@example.com' } });
    expect(late.json().error).toBe(PROMO_MESSAGES.alreadyReleased);
    // Running the job again mails nobody twice.
    const linkId = (await t.db.selectFrom('presave_links').select('id').where('slug', '=', link.slug).executeTakeFirstOrThrow()).id;
    await presave.runReleaseJob({ linkId });
    const after = await t.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number>().as('n')).where('to_address', 'in', ['fan.one@example.com', 'fan.two@example.com']).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(2);
  });

  it('a release moved to a later date is announced then, not before', async () => {
    const firstDate = new Date(clock.now().getTime() + DAY).toISOString();
    const song = await uploadSong(t.app, artist.key, { title: 'Slow Tide', privacy: 'scheduled', release_date: firstDate });
    const created = (await callAs(t.app, artist.key, 'POST', '/api/promo/presave', { type: 'song', slug: song.slug_usersong })).json().result as PresaveLink;
    await t.app.inject({ method: 'POST', url: `/api/sdlink/${created.slug}/notify`, payload: { email: 'tide@example.com' }, remoteAddress: '10.1.1.2' });
    const laterDate = new Date(clock.now().getTime() + 3 * DAY).toISOString();
    await t.db.updateTable('songs').set({ release_date: laterDate }).where('slug', '=', song.slug_usersong).execute();
    clock.advance(DAY);
    expect(await releaseWorker.drain()).toBe(1);
    expect(await readLatestMail(t.db, 'tide@example.com')).toBeUndefined();
    clock.advance(2 * DAY);
    expect(await releaseWorker.drain()).toBe(1);
    expect((await readLatestMail(t.db, 'tide@example.com'))?.subject).toBe('Out now: Slow Tide by Ribha User');
  });

  it('an upcoming album gets its link once published, not as a draft', async () => {
    const releaseDate = new Date(clock.now().getTime() + 5 * DAY).toISOString();
    const post = (url: string, payload: Record<string, unknown>) => callAs(t.app, artist.key, 'POST', url, payload);
    const genre = (await t.app.inject({ url: '/api/genre' })).json().results[0].id as number;
    const language = (await t.app.inject({ url: '/api/language' })).json().results[0].id as number;
    const draft = (await post('/api/uploadalbums', { title: 'Tea Gardens', genre: [genre], language: [language], privacy: 'scheduled', release_date: releaseDate })).json().result;
    expect((await post('/api/promo/presave', { type: 'album', slug: draft.slug_album })).statusCode).toBe(404);
    expect((await callAs(t.app, artist.key, 'GET', '/api/promo/songs')).json().albums).toEqual([]);
    const upload = (await uploadAudio(t.app, artist.key, makeTone('mp3', 2, 777))).json().result.upload_id as string;
    await post('/api/upload_albums', { step: 2, slug_album: draft.slug_album, tracks: [{ upload_id: upload, title: 'Leaf' }] });
    expect((await post('/api/album-publish', { slug_album: draft.slug_album })).statusCode).toBe(200);
    expect((await callAs(t.app, artist.key, 'GET', '/api/promo/songs')).json().albums).toMatchObject([{ slug: draft.slug_album, title: 'Tea Gardens', release_date: releaseDate }]);
    const link = (await post('/api/promo/presave', { type: 'album', slug: draft.slug_album })).json().result as PresaveLink;
    expect(link).toMatchObject({ item_type: 'album', item_slug: draft.slug_album, title: 'Tea Gardens', release_date: releaseDate });
    const page = (await callAs(t.app, null, 'GET', `/api/sdlink/${link.slug}`)).json().result;
    expect(page).toMatchObject({ item_type: 'album', title: 'Tea Gardens', item_path: `/albums/${draft.slug_album}`, is_released: false });
  });
});
