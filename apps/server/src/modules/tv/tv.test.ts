import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, TV_NOTICES, fileTooLarge, pitchTransitionRefused } from '@indiwave/domain/messages';
import { TV_PITCH_TRANSITIONS } from '@indiwave/domain/rules/opportunity-rules';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildVideo } from '../../../test/catalog-factories.ts';
import { buildForm, makeImage } from '../../../test/media-fixtures.ts';
import { buildArtist, buildStaff, DAY, HOUR } from '../../../test/opportunity-fixtures.ts';
import { buildPerson, type Person } from '../../../test/social.ts';
import { createManualClock } from '../../platform/clock/clock.port.ts';
import { formatAirTime } from './tv-review.service.ts';

const clock = createManualClock(new Date('2031-01-10T06:00:00.000Z'));
let t: TestApp;
let staff: Person;
let dataDir: string;
let pdf: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-tv-'));
  t = await createTestApp({ clock, config: { dataDir } });
  staff = await buildStaff(t.db, clock);
  pdf = path.join(dataDir, 'cbfc-certificate.pdf');
  fs.writeFileSync(pdf, '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const post = (url: string, person: Person | null, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, headers: person?.headers ?? {}, payload });
const get = (url: string, person: Person | null = null) => t.app.inject({ url: `/api${url}`, headers: person?.headers ?? {} });
const move = (payload: object, person: Person | null = staff) => post('/staff/tv_pitch_move', person, payload);
const countPitches = async (videoSlug: string) =>
  Number((await t.db.selectFrom('tv_pitches').innerJoin('videos', 'videos.id', 'tv_pitches.video_id').select((eb) => eb.fn.countAll<number>().as('n')).where('videos.slug', '=', videoSlug).executeTakeFirstOrThrow()).n);

async function uploadCertificate(person: Person, file: string): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url: '/api/tv_certificate', headers: person.headers, payload: buildForm({ file }) });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().result.id;
}

/** An artist with a video pitched to TV (certificate, authorisation) and its pitch id. */
async function pitchToTv(options: { isWebsite?: boolean } = {}) {
  const artist = await buildArtist(t.db, clock);
  const video = await buildVideo(t.db, artist.id);
  const certificate = await uploadCertificate(artist, pdf);
  const res = await post('/tv_pitch', artist, { slug: video.slug, is_submit_tv: true, is_submit_website: options.isWebsite ?? false, cbfc_certificate: true, certificate_id: certificate, authorize: true, usermessage: 'Shot in Shillong.' });
  if (res.statusCode !== 200) throw new Error(res.body);
  return { artist, video, id: res.json().result.id as number };
}

/** The messages between the team and a person, oldest first. */
async function listTeamMessages(person: Person) {
  const team = (await get('/admin_account')).json().result.id as number;
  return t.db
    .selectFrom('messages')
    .select(['sender_id', 'body', 'is_tv_communication'])
    .where((eb) => eb.or([eb.and([eb('sender_id', '=', team), eb('recipient_id', '=', person.id)]), eb.and([eb('sender_id', '=', person.id), eb('recipient_id', '=', team)])]))
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, isFromTeam: row.sender_id === team })));
}

describe('the channel (/{product}-tv, /programme-format)', () => {
  it('lists the six programmes with their slots, publicly', async () => {
    const programmes = (await get('/tv_programmes')).json().results;
    expect(programmes.map((programme: { slug: string }) => programme.slug)).toEqual(['fresh-drop', 'the-countdown', 'regional-wave', 'artist-spotlight', 'studio-sessions', 'opportunity-winners']);
    expect(programmes[0]).toMatchObject({ name: 'Fresh Drop', length: '30 minutes, daily', slot: 'Daily at 8:00 PM IST' });
    expect((await get('/tv_overview')).json().result.programmes).toHaveLength(6);
  });
});

describe('the CBFC certificate upload', () => {
  it('keeps a PDF or picture by its content for its owner and staff only, never at /media', async () => {
    const artist = await buildArtist(t.db, clock);
    const id = await uploadCertificate(artist, pdf);
    const own = await get(`/tv_certificate/${id}`, artist);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toContain('application/pdf');
    expect(own.body).toContain('%PDF-1.4');
    expect((await get(`/tv_certificate/${id}`, staff)).statusCode).toBe(200);
    expect((await get(`/tv_certificate/${id}`, await buildArtist(t.db, clock))).statusCode).toBe(404);
    expect((await get(`/tv_certificate/${id}`)).statusCode).toBe(401);
    const { storage_key } = await t.db.selectFrom('tv_certificates').select('storage_key').where('id', '=', id).executeTakeFirstOrThrow();
    expect((await t.app.inject({ url: `/media/${storage_key}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/media/private/${storage_key}` })).statusCode).toBe(403);
    expect(await uploadCertificate(artist, await makeImage(600, 'png'))).toBeGreaterThan(id);
  });

  it('refuses another format, a file over 5 MB and listeners', async () => {
    const artist = await buildArtist(t.db, clock);
    const text = path.join(dataDir, 'certificate.pdf.txt');
    fs.writeFileSync(text, 'not a certificate\n'.repeat(20));
    const wrong = await t.app.inject({ method: 'POST', url: '/api/tv_certificate', headers: artist.headers, payload: buildForm({ file: text }) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(MESSAGES.tvCertificateFormat);
    const big = path.join(dataDir, 'big.pdf');
    fs.writeFileSync(big, Buffer.concat([Buffer.from('%PDF-1.4\n'), crypto.randomBytes(5 * 1024 * 1024 + 10)]));
    const tooBig = await t.app.inject({ method: 'POST', url: '/api/tv_certificate', headers: artist.headers, payload: buildForm({ file: big }) });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toBe(fileTooLarge(5));
    const listener = await buildPerson(t.db, clock);
    const refused = await t.app.inject({ method: 'POST', url: '/api/tv_certificate', headers: listener.headers, payload: buildForm({ file: pdf }) });
    expect(refused.statusCode).toBe(403);
    expect(await t.db.selectFrom('tv_certificates').select('id').where('user_id', 'in', [artist.id, listener.id]).execute()).toHaveLength(0);
  });
});

describe('pitching a video (Pitch Video)', () => {
  it('pitches to TV with the certificate and the authorisation; the note reaches the team as a TV communication', async () => {
    const { artist, video, id } = await pitchToTv();
    const mine = (await get('/tv_my_pitches', artist)).json().results;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id, status: 'submitted', status_label: 'Submitted', is_submit_tv: true, usermessage: 'Shot in Shillong.', certificate: { name: 'cbfc-certificate.pdf' }, video: { slug: video.slug } });
    expect(mine[0].timeline.map((step: { status: string }) => step.status)).toEqual(['submitted']);
    const row = await t.db.selectFrom('videos').select(['is_submit_tv', 'cbfc_certificate', 'usermessage']).where('id', '=', video.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ is_submit_tv: 1, cbfc_certificate: 1, usermessage: 'Shot in Shillong.' });
    expect((await get('/check_session', artist)).json().result.authorize_for_tv).toBe(true);
    const [note] = await listTeamMessages(artist);
    expect(note).toMatchObject({ isFromTeam: false, is_tv_communication: 1 });
    expect(note.body).toBe(`${TV_NOTICES.pitched(`Video ${video.slug}`, 'TV')}\n\nShot in Shillong.`);
  });

  it('refuses a pitch without a certificate where one is required, without a destination, without the authorisation, twice, and others’ videos', async () => {
    const artist = await buildArtist(t.db, clock);
    const video = await buildVideo(t.db, artist.id);
    const expectRefused = async (payload: object, status: number, message: string) => {
      const res = await post('/tv_pitch', artist, { slug: video.slug, ...payload });
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toBe(message);
      expect(await countPitches(video.slug)).toBe(0);
    };
    await expectRefused({ is_submit_tv: true, authorize: true }, 400, MESSAGES.tvCertificateRequired);
    await expectRefused({ is_submit_tv: true, cbfc_certificate: true, authorize: true }, 400, MESSAGES.tvCertificateRequired);
    const othersCertificate = await uploadCertificate(await buildArtist(t.db, clock), pdf);
    await expectRefused({ is_submit_tv: true, cbfc_certificate: true, certificate_id: othersCertificate, authorize: true }, 400, MESSAGES.tvCertificateNotFound);
    await expectRefused({ authorize: true }, 400, MESSAGES.tvChooseWhere);
    await expectRefused({ is_submit_website: true }, 400, MESSAGES.tvAuthorizationRequired);
    const others = await buildVideo(t.db, (await buildArtist(t.db, clock)).id);
    expect((await post('/tv_pitch', artist, { slug: others.slug, is_submit_website: true, authorize: true })).statusCode).toBe(404);
    const listener = await buildPerson(t.db, clock);
    const refusedListener = await post('/tv_pitch', listener, { slug: video.slug, is_submit_website: true, authorize: true });
    expect(refusedListener.statusCode).toBe(403);
    expect(refusedListener.json().error).toBe(MESSAGES.tvListenerUpgrade);
    expect((await post('/tv_pitch', null, { slug: video.slug })).statusCode).toBe(401);

    // The website needs no certificate; authorised once, the artist need not tick it again.
    expect((await post('/authorize_for_tv', artist, {})).json()).toEqual({ success: true, message: MESSAGES.tvAuthorized, authorize_for_tv: true });
    expect((await post('/tv_pitch', artist, { slug: video.slug, is_submit_website: true })).statusCode).toBe(200);
    const twice = await post('/tv_pitch', artist, { slug: video.slug, is_submit_website: true });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toBe(MESSAGES.tvAlreadyPitched);
    expect(await countPitches(video.slug)).toBe(1);
  });
});

describe('the TV team’s review', () => {
  it('is for staff only', async () => {
    const { artist, id } = await pitchToTv();
    expect((await get('/staff/tv_pitches')).statusCode).toBe(401);
    expect((await get('/staff/tv_pitches', artist)).statusCode).toBe(403);
    const refused = await move({ id, status: 'in_review' }, artist);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(MESSAGES.staffOnly);
  });

  it('submitted → in review → accepted for a programme → scheduled → aired at its time, with a message from the team at each step', async () => {
    const { artist, video, id } = await pitchToTv();
    const list = (await get('/staff/tv_pitches', staff)).json().results;
    expect(list.find((pitch: { id: number }) => pitch.id === id)).toMatchObject({ status: 'submitted', moves: ['in_review', 'declined'], artist: { email: artist.email } });

    expect((await move({ id, status: 'accepted', programme: 'fresh-drop' })).json().error).toBe(pitchTransitionRefused('Submitted', 'Accepted'));
    expect((await move({ id, status: 'in_review' })).json().result.status).toBe('in_review');
    const noProgramme = await move({ id, status: 'accepted' });
    expect(noProgramme.statusCode).toBe(400);
    expect(noProgramme.json().error).toBe(MESSAGES.tvProgrammeRequired);
    expect((await move({ id, status: 'accepted', programme: 'no-such-show' })).json().error).toBe(MESSAGES.tvProgrammeRequired);
    expect((await move({ id, status: 'accepted', programme: 'fresh-drop' })).json().result).toMatchObject({ status: 'accepted', programme: { slug: 'fresh-drop', name: 'Fresh Drop' } });

    const past = await move({ id, status: 'scheduled', at: new Date(clock.now().getTime() - HOUR).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toBe(MESSAGES.tvAirTimeFuture);
    const first = new Date(clock.now().getTime() + DAY).toISOString();
    expect((await move({ id, status: 'scheduled', at: first })).json().result).toMatchObject({ status: 'scheduled', scheduled_at: first });
    // Moved a day later: the job of the first time finds nothing to do.
    const second = new Date(clock.now().getTime() + 2 * DAY).toISOString();
    expect((await move({ id, status: 'scheduled', at: second })).json().result.scheduled_at).toBe(second);
    const overview = (await get('/tv_overview')).json().result;
    expect(overview.schedule.find((slot: { video: { slug: string } }) => slot.video.slug === video.slug)).toMatchObject({ at: second, status: 'scheduled', programme: { name: 'Fresh Drop' } });

    clock.advance(DAY + HOUR);
    await t.platform.jobs.drain();
    expect((await get('/tv_my_pitches', artist)).json().results[0].status).toBe('scheduled');
    clock.advance(DAY);
    await t.platform.jobs.drain();
    const [aired] = (await get('/tv_my_pitches', artist)).json().results;
    expect(aired).toMatchObject({ status: 'aired', aired_at: second });
    expect(aired.timeline.map((step: { status: string }) => step.status)).toEqual(['submitted', 'in_review', 'accepted', 'scheduled', 'scheduled', 'aired']);
    expect((await get('/tv_overview')).json().result.aired.map((slot: { video: { slug: string } }) => slot.video.slug)).toContain(video.slug);
    expect((await move({ id, status: 'declined', reason: 'Changed our mind' })).json().error).toBe(pitchTransitionRefused('Aired', 'Declined'));

    const title = `Video ${video.slug}`;
    const fromTeam = (await listTeamMessages(artist)).filter((message) => message.isFromTeam).map((message) => message.body);
    expect(fromTeam).toEqual([
      TV_NOTICES.inReview(title),
      TV_NOTICES.acceptedForProgramme(title, 'Fresh Drop'),
      TV_NOTICES.scheduled(title, 'Fresh Drop', formatAirTime(first)),
      TV_NOTICES.scheduled(title, 'Fresh Drop', formatAirTime(second)),
      TV_NOTICES.aired(title, 'Fresh Drop'),
    ]);
    // Every move the team made is in the audit log; refused moves and the job's airing are not (issue 21).
    const moves = await t.db.selectFrom('audit_log').select(['after_json']).where('action', '=', 'tv_pitch.move').where('target_key', '=', String(id)).orderBy('id').execute();
    expect(moves.map((line) => JSON.parse(line.after_json ?? '{}').status)).toEqual(['in_review', 'accepted', 'scheduled', 'scheduled']);
  });

  it('declines only with a reason, which the artist reads; a declined video may be pitched again', async () => {
    const { artist, video, id } = await pitchToTv();
    const noReason = await move({ id, status: 'declined' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe(MESSAGES.tvDeclineReasonRequired);
    const declined = await move({ id, status: 'declined', reason: 'The audio clips in the chorus.' });
    expect(declined.json().result).toMatchObject({ status: 'declined', decline_reason: 'The audio clips in the chorus.', moves: [] });
    const last = (await listTeamMessages(artist)).at(-1);
    expect(last?.body).toBe(TV_NOTICES.declined(`Video ${video.slug}`, 'The audio clips in the chorus.'));
    expect((await post('/tv_pitch', artist, { slug: video.slug, is_submit_website: true })).statusCode).toBe(200);
  });

  it('a pitch for the website only is accepted without a programme, featured, and never scheduled', async () => {
    const artist = await buildArtist(t.db, clock, { is_authorized_for_tv: 1 });
    const video = await buildVideo(t.db, artist.id);
    const id = (await post('/tv_pitch', artist, { slug: video.slug, is_submit_website: true })).json().result.id;
    await move({ id, status: 'in_review' });
    expect((await move({ id, status: 'accepted' })).json().result.status).toBe('accepted');
    expect((await get('/tv_overview')).json().result.featured.map((item: { slug: string }) => item.slug)).toContain(video.slug);
    const scheduled = await move({ id, status: 'scheduled', at: new Date(clock.now().getTime() + DAY).toISOString(), programme: 'fresh-drop' });
    expect(scheduled.statusCode).toBe(400);
    expect(scheduled.json().error).toBe(MESSAGES.tvProgrammeNeedsTv);
  });

  it('the allowed moves: review, accept, schedule (again), air, or decline before airing', () => {
    expect(TV_PITCH_TRANSITIONS).toEqual({
      submitted: ['in_review', 'declined'],
      in_review: ['accepted', 'declined'],
      accepted: ['scheduled', 'declined'],
      scheduled: ['scheduled', 'aired', 'declined'],
      aired: [],
      declined: [],
    });
  });
});
