import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE_MESSAGES, DISTRIBUTION_MESSAGES, MESSAGES, RELEASE_NOTICES, RELEASE_TAKEDOWN_NOTICES } from '@indiwave/domain/messages';
import { ISRC_PATTERN, isValidUpc } from '@indiwave/domain/rules/distribution-rules';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { grantPro } from '../../../test/commerce-fixtures.ts';
import { makeArtwork, makeMaster, makeMp3NamedWav } from '../../../test/distribution-fixtures.ts';
import { buildForm } from '../../../test/media-fixtures.ts';
import { buildArtist, buildStaff, listMails, listNotificationTexts } from '../../../test/opportunity-fixtures.ts';
import { listenOnLoopback, type Person } from '../../../test/social.ts';
import { createManualClock } from '../../platform/clock/clock.port.ts';
import { validateNewReleaseMessage } from './ddex/ern-validator.ts';

const clock = createManualClock(new Date('2031-01-10T06:00:00.000Z'));
let t: TestApp;
let staff: Person;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-distribution-'));
  t = await createTestApp({ clock, config: { dataDir, distribution: { isrcPrefix: 'INXYZ', upcPrefix: '8901234', dpid: 'PADPIDA2031011001I', delivery: { driver: 'folder' } } } });
  staff = await buildStaff(t.db, clock);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, person: Person | null, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: person?.headers ?? {}, ...(payload ? { payload } : {}) });
const upload = (url: string, person: Person, file: string) => t.app.inject({ method: 'POST', url: `/api${url}`, headers: person.headers, payload: buildForm({ file }) });
const countReleases = async () => Number((await t.db.selectFrom('releases').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

/** The bell's texts as the artist reads them (notices are HTML-escaped for the dropdown). */
async function readNotices(person: Person): Promise<string[]> {
  return (await listNotificationTexts(t.app, person)).map((text) => text.replace(/&#34;/g, '"').replace(/&amp;/g, '&'));
}

async function buildProArtist(): Promise<Person> {
  const artist = await buildArtist(t.db, clock);
  await grantPro(t.db, artist.id);
  return artist;
}

const RELEASE = {
  kind: 'single',
  title: 'Monsoon Letters',
  artists: ['Asha Test'],
  genre: 'Indie Pop',
  language: 'Hindi',
  release_date: '2031-02-01',
  stores: ['spotify', 'jiosaavn'],
  territories: ['Worldwide'],
};
const TRACK = { title: 'Monsoon Letters', artists: ['Asha Test'] };

async function createRelease(artist: Person, overrides: object = {}): Promise<{ id: number; tracks: Array<{ id: number }> }> {
  const res = await call('POST', '/distribution/releases', artist, { ...RELEASE, ...overrides });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().result;
}

/** A release with its artwork and tracks, each with a master: ready to sign. */
async function buildCompleteRelease(artist: Person, kind: 'single' | 'album' = 'single', tracks = 1) {
  const release = await createRelease(artist, { kind, title: kind === 'album' ? 'Rain Songs' : 'Monsoon Letters' });
  expect((await upload(`/distribution/releases/${release.id}/artwork`, artist, await makeArtwork())).statusCode).toBe(200);
  for (let i = 0; i < tracks; i += 1) {
    const added = await call('POST', `/distribution/releases/${release.id}/tracks`, artist, { ...TRACK, title: `Song ${i + 1}` });
    expect(added.statusCode).toBe(200);
    const trackId = added.json().result.tracks.at(-1).id as number;
    const audio = await upload(`/distribution/releases/${release.id}/tracks/${trackId}/audio`, artist, makeMaster());
    expect(audio.statusCode, audio.body).toBe(200);
  }
  return release.id;
}

/** Asks for the signing code and reads it from the outbox. */
async function requestCode(artist: Person, id: number): Promise<string> {
  // Codes are sent at most one per 10 s per account (the accounts' limits): a minute passes between two.
  clock.advance(60_000);
  const res = await call('POST', `/distribution/releases/${id}/agreement/code`, artist);
  expect(res.statusCode, res.body).toBe(200);
  const mails = await listMails(t.db, artist.email, 'Indiwave: your code to sign');
  return /\b(\d{6})\b/.exec(mails.at(-1)?.text_body ?? '')?.[1] ?? '';
}

async function signAndSubmit(artist: Person, id: number) {
  const code = await requestCode(artist, id);
  expect((await call('POST', `/distribution/releases/${id}/agreement/sign`, artist, { otp: code })).statusCode).toBe(200);
  const res = await call('POST', `/distribution/releases/${id}/submit`, artist);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

describe('who may distribute', () => {
  it('needs an active Pro membership (403 pro_required) and an artist or band profile', async () => {
    const artist = await buildArtist(t.db, clock);
    const res = await call('POST', '/distribution/releases', artist, RELEASE);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, error: COMMERCE_MESSAGES.proRequired });
    const listener = await buildArtist(t.db, clock, { type: 'Listener' });
    await grantPro(t.db, listener.id);
    expect((await call('POST', '/distribution/releases', listener, RELEASE)).statusCode).toBe(403);
    expect((await call('POST', '/distribution/releases', null, RELEASE)).statusCode).toBe(401);
  });

  it("answers 404 for another artist's release", async () => {
    const owner = await buildProArtist();
    const other = await buildProArtist();
    const release = await createRelease(owner);
    expect((await call('GET', `/distribution/releases/${release.id}`, other)).statusCode).toBe(404);
    expect((await call('PUT', `/distribution/releases/${release.id}`, other, RELEASE)).statusCode).toBe(404);
  });
});

describe('release fields', () => {
  it('creates a single draft with its stores and territories as data, and a timeline', async () => {
    const artist = await buildProArtist();
    const options = (await call('GET', '/distribution/options', artist)).json().result;
    expect(options.stores.map((store: { slug: string }) => store.slug)).toContain('spotify');
    expect(options.territories).toContainEqual({ code: 'IN', name: 'India' });
    const release = (await call('POST', '/distribution/releases', artist, { ...RELEASE, territories: ['IN', 'NP'] })).json().result;
    expect(release).toMatchObject({ status: 'draft', kind: 'single', territories: ['IN', 'NP'], upc: null, is_editable: true });
    expect(release.timeline.map((step: { status: string }) => step.status)).toEqual(['draft']);
  });

  it.each([
    ['six artists', { artists: ['A', 'B', 'C', 'D', 'E', 'F'] }, 'artists', DISTRIBUTION_MESSAGES.artistsMax],
    ['no artist', { artists: [] }, 'artists', DISTRIBUTION_MESSAGES.artistsRequired],
    ['a name with ?', { artists: ['Who?'] }, 'artists.0', DISTRIBUTION_MESSAGES.nameInvalid],
    ['a title with <', { title: 'Rain <3' }, 'title', DISTRIBUTION_MESSAGES.nameInvalid],
    ['a title of 121 characters', { title: 'x'.repeat(121) }, 'title', MESSAGES.artistNamesMax],
    ['a version with punctuation', { version: 'Live!' }, 'version', DISTRIBUTION_MESSAGES.versionInvalid],
    ['a release date in the past', { release_date: '2031-01-01' }, 'release_date', DISTRIBUTION_MESSAGES.newReleaseDate],
    ['a release date 9 days ahead', { release_date: '2031-01-19' }, 'release_date', DISTRIBUTION_MESSAGES.newReleaseDate],
    ['a release date 11 years ahead', { release_date: '2042-01-20' }, 'release_date', DISTRIBUTION_MESSAGES.newReleaseDate],
    ['an unknown store', { stores: ['napster-2'] }, 'stores', DISTRIBUTION_MESSAGES.storeUnknown],
    ['an unknown territory', { territories: ['XK'] }, 'territories', DISTRIBUTION_MESSAGES.territoryUnknown],
    ['a bad Spotify URL', { spotify_url: 'https://open.spotify.com/user/abc' }, 'spotify_url', DISTRIBUTION_MESSAGES.spotifyUrlInvalid],
    ['a bad Apple URL', { apple_url: 'https://music.apple.com/in/album/x/1' }, 'apple_url', DISTRIBUTION_MESSAGES.appleUrlInvalid],
    ['a transfer without original date', { is_transfer: true, release_date: '2031-01-10', upc: '036000291452', platforms: ['Spotify'] }, 'original_release_date', DISTRIBUTION_MESSAGES.originalDateRequired],
    ['a transfer dated 16 days ahead', { is_transfer: true, release_date: '2031-01-26', original_release_date: '2020-05-01', upc: '036000291452', platforms: ['Spotify'] }, 'release_date', DISTRIBUTION_MESSAGES.transferReleaseDate],
    ['a transfer first released 16 years ago', { is_transfer: true, release_date: '2031-01-10', original_release_date: '2015-01-01', upc: '036000291452', platforms: ['Spotify'] }, 'original_release_date', DISTRIBUTION_MESSAGES.originalDateInvalid],
    ['a UPC with a wrong check digit', { is_transfer: true, release_date: '2031-01-10', original_release_date: '2020-05-01', upc: '036000291453', platforms: ['Spotify'] }, 'upc', DISTRIBUTION_MESSAGES.upcInvalid],
    ['a transfer without platforms', { is_transfer: true, release_date: '2031-01-10', original_release_date: '2020-05-01', upc: '036000291452' }, 'platforms', DISTRIBUTION_MESSAGES.platformsRequired],
  ])('refuses %s, naming the field, saving nothing', async (_name, overrides, field, message) => {
    const artist = await buildProArtist();
    const before = await countReleases();
    const res = await call('POST', '/distribution/releases', artist, { ...RELEASE, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields?.[field] ?? res.json().error).toBe(message);
    expect(await countReleases()).toBe(before);
  });

  it('takes a transfer with its UPC (GTIN-12 or EAN-13), today as its date, and its original date', async () => {
    const artist = await buildProArtist();
    const res = await call('POST', '/distribution/releases', artist, { ...RELEASE, is_transfer: true, release_date: '2031-01-10', original_release_date: '2018-03-01', upc: '4006381333931', platforms: ['Spotify'], gaana_url: 'https://gaana.com/song/monsoon-letters' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ is_transfer: true, upc: '4006381333931', original_release_date: '2018-03-01' });
  });

  it('shows the hints stores enforce before submission', async () => {
    const artist = await buildProArtist();
    const release = await createRelease(artist, { title: 'rain on the roof feat. Ravi (Explicit)' });
    const hints = (await call('GET', `/distribution/releases/${release.id}`, artist)).json().result.hints as string[];
    expect(hints.some((hint) => hint.includes('feat.'))).toBe(true);
    expect(hints.some((hint) => hint.includes('Explicit'))).toBe(true);
    expect(hints.some((hint) => hint.includes('title case'))).toBe(true);
  });
});

describe('tracks and masters', () => {
  it('stores an ISRC without hyphens, refuses a malformed one and a second track on a single', async () => {
    const artist = await buildProArtist();
    const release = await createRelease(artist);
    const bad = await call('POST', `/distribution/releases/${release.id}/tracks`, artist, { ...TRACK, isrc: 'IN-AB1-24-0000X' });
    expect(bad.json().fields.isrc).toBe(DISTRIBUTION_MESSAGES.isrcInvalid);
    const good = await call('POST', `/distribution/releases/${release.id}/tracks`, artist, { ...TRACK, isrc: 'in-ab1-24-00001' });
    expect(good.json().result.tracks[0].isrc).toBe('INAB12400001');
    const second = await call('POST', `/distribution/releases/${release.id}/tracks`, artist, TRACK);
    expect(second.json().fields.tracks).toBe(DISTRIBUTION_MESSAGES.singleOneTrack);
    const lyrics = await call('PUT', `/distribution/releases/${release.id}/tracks/${good.json().result.tracks[0].id}`, artist, { ...TRACK, lyrics: 'बारिश की बूँदें' });
    expect(lyrics.json().fields.lyrics).toBe(DISTRIBUTION_MESSAGES.lyricsRoman);
  });

  it.each([
    ['an MP3 renamed .wav', () => makeMp3NamedWav(), DISTRIBUTION_MESSAGES.wavOnly],
    ['a mono WAV', () => makeMaster({ channels: 1 }), DISTRIBUTION_MESSAGES.wavStereo],
    ['a 22.05 kHz WAV', () => makeMaster({ rate: 22_050 }), DISTRIBUTION_MESSAGES.wavSampleRate],
    ['an 8-bit WAV', () => makeMaster({ codec: 'pcm_u8' }), DISTRIBUTION_MESSAGES.wavBitDepth],
    ['a 32-bit float WAV', () => makeMaster({ codec: 'pcm_f32le' }), DISTRIBUTION_MESSAGES.wavBitDepth],
    ['a compressed WAV (A-law)', () => makeMaster({ codec: 'pcm_alaw' }), DISTRIBUTION_MESSAGES.wavBitDepth],
    ['a WAV of 20 seconds', () => makeMaster({ seconds: 20 }), DISTRIBUTION_MESSAGES.wavTooShort],
  ])('refuses %s by its content', async (_name, make, message) => {
    const artist = await buildProArtist();
    const release = await createRelease(artist);
    const trackId = (await call('POST', `/distribution/releases/${release.id}/tracks`, artist, TRACK)).json().result.tracks[0].id;
    const res = await upload(`/distribution/releases/${release.id}/tracks/${trackId}/audio`, artist, make());
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.file).toBe(message);
    expect((await call('GET', `/distribution/releases/${release.id}`, artist)).json().result.tracks[0].audio).toBeNull();
  });

  it('keeps a 24-bit 48 kHz stereo master with what it is', async () => {
    const artist = await buildProArtist();
    const release = await createRelease(artist);
    const trackId = (await call('POST', `/distribution/releases/${release.id}/tracks`, artist, TRACK)).json().result.tracks[0].id;
    const res = await upload(`/distribution/releases/${release.id}/tracks/${trackId}/audio`, artist, makeMaster({ codec: 'pcm_s24le', rate: 48_000 }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.tracks[0].audio).toMatchObject({ sample_rate: 48_000, bit_depth: 24, duration_s: 31 });
  });

  it("refuses a master over 200 MB with 'The file selected exceeds 200 MB' without reading it", async () => {
    const artist = await buildProArtist();
    const release = await createRelease(artist);
    const trackId = (await call('POST', `/distribution/releases/${release.id}/tracks`, artist, TRACK)).json().result.tracks[0].id;
    const base = await listenOnLoopback(t.app);
    // A streamed body (no declared length) of 201 MB of zeros: the limit stops it as it arrives.
    const reply = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const boundary = 'distribution-boundary';
      const request = http.request(`${base}/api/distribution/releases/${release.id}/tracks/${trackId}/audio`, {
        method: 'POST',
        headers: { ...artist.headers, 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
      });
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'EPIPE' || (error as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(error)));
      request.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.wav"\r\nContent-Type: audio/wav\r\n\r\n`);
      const chunk = Buffer.alloc(1024 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < 201) {
          sent += 1;
          if (!request.write(chunk)) return void request.once('drain', pump);
        }
        request.end(`\r\n--${boundary}--\r\n`);
      };
      pump();
    });
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body).error).toBe(MESSAGES.distributionTooLarge);
  });
});

describe('caller-tune clip on the waveform', () => {
  it("answers the waveform of the artist's own master, and the clip must be 30 seconds within the track", async () => {
    const artist = await buildProArtist();
    const id = await buildCompleteRelease(artist);
    const trackId = (await call('GET', `/distribution/releases/${id}`, artist)).json().result.tracks[0].id as number;
    const res = await call('GET', `/distribution/releases/${id}/tracks/${trackId}/peaks`, artist);
    expect(res.statusCode, res.body).toBe(200);
    const { peaks, duration_s: duration, caller_tune_start: start } = res.json().result;
    expect(peaks).toHaveLength(200);
    expect(peaks.every((peak: number) => peak >= 0 && peak <= 1)).toBe(true);
    // A steady tone (ffmpeg's sine is at 1/8 of full scale): the same height from start to end.
    expect(Math.min(...peaks.slice(1, -1))).toBeGreaterThan(0.08);
    expect(Math.max(...peaks)).toBeLessThan(0.2);
    expect(duration).toBeCloseTo(31, 0);
    expect(start).toBe(0);
    expect((await call('GET', `/distribution/releases/${id}/tracks/${trackId}/peaks`, await buildProArtist())).statusCode).toBe(404);

    const late = await call('PUT', `/distribution/releases/${id}/tracks/${trackId}`, artist, { ...TRACK, title: 'Song 1', caller_tune_start: 2 });
    expect(late.json().fields.caller_tune_start).toBe(DISTRIBUTION_MESSAGES.callerTuneInvalid);
    const chosen = await call('PUT', `/distribution/releases/${id}/tracks/${trackId}`, artist, { ...TRACK, title: 'Song 1', caller_tune_start: 1 });
    expect(chosen.json().result.tracks[0].caller_tune_start).toBe(1);
  });
});

describe('artwork', () => {
  it.each([
    ['a 2000x2000 PNG', () => makeArtwork(2000, 'png'), MESSAGES.imageJpegOnly],
    ['a CMYK JPEG', () => makeArtwork(3000, 'cmyk'), DISTRIBUTION_MESSAGES.artworkRgb],
    ['a 2000x2000 JPEG', () => makeArtwork(2000, 'jpeg'), DISTRIBUTION_MESSAGES.artworkSize],
  ])('refuses %s', async (_name, make, message) => {
    const artist = await buildProArtist();
    const release = await createRelease(artist);
    const res = await upload(`/distribution/releases/${release.id}/artwork`, artist, await make());
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.file).toBe(message);
    expect((await call('GET', `/distribution/releases/${release.id}`, artist)).json().result.artwork).toBeNull();
  });

  it('keeps a 3000x3000 RGB JPEG', async () => {
    const artist = await buildProArtist();
    const release = await createRelease(artist);
    const res = await upload(`/distribution/releases/${release.id}/artwork`, artist, await makeArtwork());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.artwork.url).toMatch(/^\/media\//);
  });
});

describe('agreement and submission', () => {
  it('signs with the mailed code, keeps the signed text unchangeably, and then submits', async () => {
    const artist = await buildProArtist();
    const id = await buildCompleteRelease(artist);
    expect((await call('POST', `/distribution/releases/${id}/submit`, artist)).json().fields.agreement).toBe(DISTRIBUTION_MESSAGES.agreementNeeded);
    const code = await requestCode(artist, id);
    const wrong = await call('POST', `/distribution/releases/${id}/agreement/sign`, artist, { otp: code === '000000' ? '111111' : '000000' });
    expect(wrong.json().fields.otp).toBe(MESSAGES.invalidOtp);
    const signed = await call('POST', `/distribution/releases/${id}/agreement/sign`, artist, { otp: code });
    expect(signed.statusCode, signed.body).toBe(200);
    const agreementId = signed.json().result.agreement.id as number;
    // The code is spent.
    expect((await call('POST', `/distribution/releases/${id}/agreement/sign`, artist, { otp: code })).statusCode).toBe(400);

    const listed = (await call('GET', '/distribution/agreements?offset=0', artist)).json();
    expect(listed.count).toBe(1);
    expect(listed.results[0]).toMatchObject({ id: agreementId, release_id: id, channel: 'email', sent_to: artist.email });
    expect(listed.results[0].text).toContain('"Monsoon Letters"');
    await expect(t.db.updateTable('release_agreements').set({ body: 'changed' }).where('id', '=', agreementId).execute()).rejects.toThrow();
    await expect(t.db.deleteFrom('release_agreements').where('id', '=', agreementId).execute()).rejects.toThrow();

    const submitted = await call('POST', `/distribution/releases/${id}/submit`, artist);
    expect(submitted.json().result).toMatchObject({ status: 'submitted', is_editable: false });
    expect((await call('PUT', `/distribution/releases/${id}`, artist, RELEASE)).json().error).toBe(DISTRIBUTION_MESSAGES.notEditable);
    expect(await readNotices(artist)).toContain(RELEASE_NOTICES.submitted('Monsoon Letters'));
  });

  it('signs with a code texted to the verified mobile when the artist chooses the phone; the channel is kept with the signature', async () => {
    const artist = await buildProArtist();
    const id = await buildCompleteRelease(artist);
    clock.advance(60_000);
    // Without a verified mobile the phone is refused on its field, and nothing is sent.
    const refused = await call('POST', `/distribution/releases/${id}/agreement/code`, artist, { channel: 'mobile' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.channel).toBe(DISTRIBUTION_MESSAGES.mobileNotVerified);
    const mobile = `98${String(artist.id).padStart(8, '0')}`.slice(0, 10);
    await t.db.updateTable('users').set({ mobile, mobile_country_code: '+91', is_mobile_verified: 1 }).where('id', '=', artist.id).execute();

    const sent = await call('POST', `/distribution/releases/${id}/agreement/code`, artist, { channel: 'mobile' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe(DISTRIBUTION_MESSAGES.agreementCodeSentMobile);
    expect(sent.json().result).toMatchObject({ channel: 'mobile', sent_to: `+91******${mobile.slice(-4)}` });
    const sms = await t.db.selectFrom('sms_outbox').select(['to_number', 'body']).where('to_number', '=', `+91${mobile}`).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(sms.body).toContain('"Monsoon Letters"');
    const code = /\b(\d{6})\b/.exec(sms.body)?.[1] ?? '';
    // The texted code signs only by the phone.
    expect((await call('POST', `/distribution/releases/${id}/agreement/sign`, artist, { otp: code })).json().fields.otp).toBe(MESSAGES.invalidOtp);
    clock.advance(60_000);
    const again = await call('POST', `/distribution/releases/${id}/agreement/code`, artist, { channel: 'mobile' });
    const secondCode = /\b(\d{6})\b/.exec((await t.db.selectFrom('sms_outbox').select('body').where('to_number', '=', `+91${mobile}`).orderBy('id', 'desc').executeTakeFirstOrThrow()).body)?.[1] ?? '';
    expect(again.statusCode).toBe(200);
    const signed = await call('POST', `/distribution/releases/${id}/agreement/sign`, artist, { otp: secondCode, channel: 'mobile' });
    expect(signed.statusCode, signed.body).toBe(200);
    const agreement = (await call('GET', `/distribution/agreements/${signed.json().result.agreement.id}`, artist)).json().result;
    expect(agreement).toMatchObject({ channel: 'mobile', sent_to: `+91${mobile}` });
  });

  it('a change after signing needs a new signature', async () => {
    const artist = await buildProArtist();
    const id = await buildCompleteRelease(artist);
    const code = await requestCode(artist, id);
    await call('POST', `/distribution/releases/${id}/agreement/sign`, artist, { otp: code });
    const changed = await call('PUT', `/distribution/releases/${id}`, artist, { ...RELEASE, title: 'Monsoon Letters Again' });
    expect(changed.json().result.agreement).toBeNull();
    expect((await call('POST', `/distribution/releases/${id}/submit`, artist)).json().fields.agreement).toBe(DISTRIBUTION_MESSAGES.agreementNeeded);
  });

  it('an album needs two tracks with masters before its agreement', async () => {
    const artist = await buildProArtist();
    const release = await createRelease(artist, { kind: 'album' });
    await upload(`/distribution/releases/${release.id}/artwork`, artist, await makeArtwork());
    await call('POST', `/distribution/releases/${release.id}/tracks`, artist, TRACK);
    const res = await call('POST', `/distribution/releases/${release.id}/agreement/code`, artist);
    expect(res.json().error).toBe(DISTRIBUTION_MESSAGES.agreementNotReady);
    expect(await listMails(t.db, artist.email, 'Indiwave: your code to sign')).toHaveLength(0);
  });
});

describe('review', () => {
  it('moves submitted → in review → approved (codes assigned, never reused) → delivered → live, audited, the artist told at each step', async () => {
    const artist = await buildProArtist();
    const id = await buildCompleteRelease(artist, 'album', 3);
    await signAndSubmit(artist, id);
    const move = (status: string, extra: object = {}) => call('POST', `/staff/releases/${id}/move`, staff, { status, ...extra });
    expect((await move('approved')).statusCode).toBe(400);
    expect((await move('in_review')).statusCode).toBe(200);
    const approved = await move('approved');
    expect(approved.statusCode, approved.body).toBe(200);
    const release = approved.json().result;
    expect(isValidUpc(release.upc)).toBe(true);
    expect(release.upc.startsWith('8901234')).toBe(true);
    const isrcs = release.tracks.map((track: { isrc: string }) => track.isrc);
    expect(isrcs.every((isrc: string) => ISRC_PATTERN.test(isrc) && isrc.startsWith('INXYZ31'))).toBe(true);
    expect(new Set(isrcs).size).toBe(3);

    const other = await buildProArtist();
    const otherId = await buildCompleteRelease(other);
    await signAndSubmit(other, otherId);
    await call('POST', `/staff/releases/${otherId}/move`, staff, { status: 'in_review' });
    const otherRelease = (await call('POST', `/staff/releases/${otherId}/move`, staff, { status: 'approved' })).json().result;
    expect(otherRelease.upc).not.toBe(release.upc);
    expect(isrcs).not.toContain(otherRelease.tracks[0].isrc);

    // The approval starts the delivery: a batch folder with the masters, the cover and a
    // validated DDEX message per store, its completion marker written last.
    await t.platform.jobs.drain();
    expect((await call('GET', `/distribution/releases/${id}`, artist)).json().result.status).toBe('delivered');
    const deliveryDir = path.join(dataDir, 'delivery');
    const batch = fs.readdirSync(deliveryDir).find((name) => name.endsWith(`_${release.upc}`)) as string;
    const files = fs.readdirSync(path.join(deliveryDir, batch), { recursive: true }).map(String).sort();
    expect(files).toEqual([
      `${release.upc}`,
      `${release.upc}/${release.upc}_jiosaavn.xml`,
      `${release.upc}/${release.upc}_spotify.xml`,
      `${release.upc}/resources`,
      ...[...isrcs].sort().map((isrc: string) => `${release.upc}/resources/${isrc}.wav`).concat(`${release.upc}/resources/${release.upc}.jpg`).sort(),
      `BatchComplete_${batch}.xml`,
    ].sort());
    const message = fs.readFileSync(path.join(deliveryDir, batch, release.upc, `${release.upc}_spotify.xml`), 'utf8');
    expect(validateNewReleaseMessage(message)).toEqual([]);
    expect(message).toContain(`<ICPN>${release.upc}</ICPN>`);
    expect(message).toContain(crypto.createHash('md5').update(fs.readFileSync(makeMaster())).digest('hex'));
    expect((await move('delivered')).statusCode).toBe(400);
    expect((await move('live')).json().result.timeline.map((step: { status: string }) => step.status)).toEqual(['draft', 'submitted', 'in_review', 'approved', 'delivered', 'live']);
    const texts = await readNotices(artist);
    for (const status of ['in_review', 'approved', 'delivered', 'live'] as const) expect(texts).toContain(RELEASE_NOTICES[status]('Rain Songs'));
    const audit = await t.db.selectFrom('audit_log').select(['action', 'actor_id']).where('target_type', '=', 'release').where('target_key', '=', String(id)).orderBy('id').execute();
    expect(audit.map((line) => line.action)).toEqual(['release.in_review', 'release.approved', 'release.live']);
    expect(audit.every((line) => line.actor_id === staff.id)).toBe(true);
  });

  it('rejects with a reason code per field; the artist sees them and may change and resubmit', async () => {
    const artist = await buildProArtist();
    const id = await buildCompleteRelease(artist);
    await signAndSubmit(artist, id);
    expect((await call('POST', `/staff/releases/${id}/move`, staff, { status: 'rejected' })).json().fields.reasons).toBe(DISTRIBUTION_MESSAGES.rejectReasonsRequired);
    const rejected = await call('POST', `/staff/releases/${id}/move`, staff, { status: 'rejected', reasons: [{ field: 'artwork', code: 'artwork_text', message: 'Remove the URL' }, { field: 'title', code: 'title_format' }] });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const seen = (await call('GET', `/distribution/releases/${id}`, artist)).json().result;
    expect(seen).toMatchObject({ status: 'rejected', is_editable: true });
    expect(seen.reject_reasons).toEqual([
      expect.objectContaining({ field: 'artwork', code: 'artwork_text', message: 'Remove the URL' }),
      expect.objectContaining({ field: 'title', code: 'title_format', message: '' }),
    ]);
    expect(await readNotices(artist)).toContain(RELEASE_NOTICES.rejected('Monsoon Letters'));
    // The old signature no longer covers the changed release.
    await call('PUT', `/distribution/releases/${id}`, artist, { ...RELEASE, title: 'Monsoon Letters' });
    expect((await call('POST', `/distribution/releases/${id}/submit`, artist)).json().fields.agreement).toBe(DISTRIBUTION_MESSAGES.agreementNeeded);
    expect((await signAndSubmit(artist, id)).status).toBe('submitted');
  });

  it('lists releases waiting on the team for staff only', async () => {
    const artist = await buildProArtist();
    expect((await call('GET', '/staff/releases', artist)).statusCode).toBe(403);
    const list = await call('GET', '/staff/releases?status=submitted', staff);
    expect(list.statusCode).toBe(200);
    expect(list.json().results.every((release: { status: string }) => release.status === 'submitted')).toBe(true);
  });
});

describe('takedowns per store, the appeal and the restore', () => {
  /** A single delivered to Spotify and JioSaavn (its batch written). */
  async function buildDelivered(artist: Person): Promise<{ id: number; upc: string }> {
    const id = await buildCompleteRelease(artist);
    await signAndSubmit(artist, id);
    await call('POST', `/staff/releases/${id}/move`, staff, { status: 'in_review' });
    const approved = (await call('POST', `/staff/releases/${id}/move`, staff, { status: 'approved' })).json().result;
    await t.platform.jobs.drain();
    return { id, upc: approved.upc };
  }
  /** A refusal's words: the field's, or the whole answer's. */
  const refusal = (res: { json(): { fields?: Record<string, string>; error?: string } }) => {
    const body = res.json();
    return Object.values(body.fields ?? {})[0] ?? body.error;
  };
  const batchesOf = (upc: string, kind: string) => fs.readdirSync(path.join(dataDir, 'delivery')).filter((name) => name.includes(`_${upc}_${kind}`));

  it('staff take a release down from a store with a reason: a validated takedown message per store, the timeline, the audit, the artist told', async () => {
    const artist = await buildProArtist();
    const { id, upc } = await buildDelivered(artist);
    const takeDown = (payload: object) => call('POST', `/staff/releases/${id}/takedowns`, staff, payload);
    // Bad input: nothing changes.
    expect((await call('POST', `/staff/releases/${id}/takedowns`, artist, { stores: ['spotify'], reason: 'x' })).statusCode).toBe(403);
    expect(refusal(await takeDown({ stores: [], reason: 'Rights claim' }))).toBe(DISTRIBUTION_MESSAGES.takedownStoresRequired);
    expect(refusal(await takeDown({ stores: ['spotify'], reason: ' ' }))).toBe(DISTRIBUTION_MESSAGES.takedownReasonRequired);
    expect(refusal(await takeDown({ stores: ['deezer'], reason: 'Rights claim' }))).toBe(DISTRIBUTION_MESSAGES.takedownStoreNotOffered('Deezer'));
    expect(await t.db.selectFrom('release_takedowns').select('id').where('release_id', '=', id).execute()).toEqual([]);

    clock.advance(60_000);
    const res = await takeDown({ stores: ['spotify'], reason: 'A rights holder claims the recording' });
    expect(res.statusCode, res.body).toBe(200);
    const release = res.json().result;
    expect(release.status).toBe('delivered');
    expect(release.stores_taken_down).toEqual(['spotify']);
    expect(release.takedowns).toEqual([
      expect.objectContaining({ stores: [{ slug: 'spotify', name: 'Spotify' }], reason: 'A rights holder claims the recording', appeal: null, restored_at: null, can_appeal: true }),
    ]);
    expect(release.timeline.at(-1)).toMatchObject({ status: 'taken_down', label: 'Taken down', note: 'Spotify: A rights holder claims the recording' });
    // The same store twice: refused.
    expect(refusal(await takeDown({ stores: ['spotify'], reason: 'Again' }))).toBe(DISTRIBUTION_MESSAGES.takedownStoreDown('Spotify'));

    await t.platform.jobs.drain();
    const [batch] = batchesOf(upc, 'takedown');
    const files = fs.readdirSync(path.join(dataDir, 'delivery', batch), { recursive: true }).map(String).sort();
    expect(files).toEqual([upc, `${upc}/${upc}_spotify.xml`, `BatchComplete_${batch}.xml`].sort());
    const message = fs.readFileSync(path.join(dataDir, 'delivery', batch, upc, `${upc}_spotify.xml`), 'utf8');
    expect(validateNewReleaseMessage(message)).toEqual([]);
    expect(message).toContain('<EndDate>');
    expect(message).not.toContain('<TechnicalDetails>');
    expect((await t.db.selectFrom('release_takedowns').select('batch_id').where('release_id', '=', id).executeTakeFirstOrThrow()).batch_id).toBe(batch);

    expect(await readNotices(artist)).toContain(RELEASE_TAKEDOWN_NOTICES.taken_down('Monsoon Letters', 'Spotify'));
    const audit = await t.db.selectFrom('audit_log').select(['action', 'reason']).where('target_type', '=', 'release').where('target_key', '=', String(id)).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toEqual({ action: 'release.taken_down', reason: 'A rights holder claims the recording' });
  });

  it('the artist appeals once with a text, the team sees it, and a restore delivers the release to the store again', async () => {
    const artist = await buildProArtist();
    const { id, upc } = await buildDelivered(artist);
    clock.advance(60_000);
    const takedownId = (await call('POST', `/staff/releases/${id}/takedowns`, staff, { stores: ['spotify', 'jiosaavn'], reason: 'Metadata dispute' })).json().result.takedowns[0].id;
    const appeal = (person: Person, text: string) => call('POST', `/distribution/releases/${id}/takedowns/${takedownId}/appeal`, person, { text });

    expect(refusal(await appeal(artist, ''))).toBe(DISTRIBUTION_MESSAGES.appealRequired);
    expect((await appeal(await buildProArtist(), 'Not mine')).statusCode).toBe(404);
    const appealed = await appeal(artist, 'I own every right in this recording; the contract is attached to my e-mail.');
    expect(appealed.statusCode, appealed.body).toBe(200);
    expect(appealed.json().message).toBe(DISTRIBUTION_MESSAGES.appealSent);
    expect(appealed.json().result.takedowns[0]).toMatchObject({ appeal: { text: 'I own every right in this recording; the contract is attached to my e-mail.' }, can_appeal: false });
    expect(appealed.json().result.timeline.at(-1)).toMatchObject({ status: 'appealed', label: 'Appealed' });
    expect(refusal(await appeal(artist, 'Once more'))).toBe(DISTRIBUTION_MESSAGES.appealOnce);

    // Waiting on the team: the appealed release is in the default review list though it is delivered.
    const waiting = (await call('GET', '/staff/releases', staff)).json().results;
    expect(waiting.find((release: { id: number }) => release.id === id)?.takedowns[0].appeal.text).toMatch(/^I own every right/);

    clock.advance(60_000);
    expect((await call('POST', `/staff/releases/${id}/takedowns/${takedownId}/restore`, artist)).statusCode).toBe(403);
    const restored = await call('POST', `/staff/releases/${id}/takedowns/${takedownId}/restore`, staff);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().result.stores_taken_down).toEqual([]);
    expect(restored.json().result.timeline.at(-1)).toMatchObject({ status: 'restored', note: 'Spotify, JioSaavn' });
    expect(refusal(await call('POST', `/staff/releases/${id}/takedowns/${takedownId}/restore`, staff))).toBe(DISTRIBUTION_MESSAGES.appealClosed);
    expect(refusal(await appeal(artist, 'Late'))).toBe(DISTRIBUTION_MESSAGES.appealClosed);

    await t.platform.jobs.drain();
    const [batch] = batchesOf(upc, 'restore');
    const files = fs.readdirSync(path.join(dataDir, 'delivery', batch), { recursive: true }).map(String);
    expect(files).toContain(`${upc}/${upc}_spotify.xml`);
    expect(files).toContain(`${upc}/${upc}_jiosaavn.xml`);
    expect(files.some((file) => file.endsWith('.wav'))).toBe(true);
    const message = fs.readFileSync(path.join(dataDir, 'delivery', batch, upc, `${upc}_jiosaavn.xml`), 'utf8');
    expect(validateNewReleaseMessage(message)).toEqual([]);
    expect(message).not.toContain('<EndDate>');
    expect(await readNotices(artist)).toContain(RELEASE_TAKEDOWN_NOTICES.restored('Monsoon Letters', 'Spotify, JioSaavn'));
  });

  it('refuses a takedown of a release that is not in stores', async () => {
    const artist = await buildProArtist();
    const id = await buildCompleteRelease(artist);
    const res = await call('POST', `/staff/releases/${id}/takedowns`, staff, { stores: ['spotify'], reason: 'x' });
    expect(res.statusCode).toBe(400);
    expect(refusal(res)).toBe(DISTRIBUTION_MESSAGES.takedownNotLive);
  });
});
