import crypto from 'node:crypto';
import path from 'node:path';
import { AGREEMENTS_PAGE_SIZE, ALBUM_TRACKS_MAX, CALLER_TUNE_CLIP_S, DISTRIBUTION_ALBUM_TRACKS_MIN, DISTRIBUTION_ARTWORK_MAX_MB, DISTRIBUTION_AUDIO_MAX_MB, RELEASES_PAGE_SIZE } from '@indiwave/domain/constants';
import type { Release, ReleaseBody, TrackBody } from '@indiwave/domain/contract/distribution';
import { DISTRIBUTION_MESSAGES, MESSAGES, RELEASE_NOTICES, fileTooLarge } from '@indiwave/domain/messages';
import { checkOriginalReleaseDate, checkReleaseDate, isReleaseEditable } from '@indiwave/domain/rules/distribution-rules';
import type { ReleaseStatus } from '@indiwave/domain/constants';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { fieldError } from '../../http/parse-with.ts';
import type { ClockPort } from '../../platform/clock/clock.port.ts';
import type { MailMessage } from '../../platform/mail/mail.port.ts';
import type { StoragePort } from '../../platform/storage/storage.port.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import { requireCreator, requireSignedIn } from '../accounts/access.policy.ts';
import { createRandomId } from '../catalog/catalog-rules.ts';
import { withOneFile, type FileFieldRule, type ReceiveUpload } from '../catalog/upload-reader.ts';
import { hasStaffRole } from '../staff/staff.policy.ts';
import { computePeaks, inspectArtwork, inspectMaster } from './release-media.ts';
import { maskMobile, parseList, presentAgreement, presentAgreementCodeMail, presentAgreementCodeSms, presentRelease, renderAgreement } from './releases.presenter.ts';
import { createReleasesRepository, type ReleaseRow, type ReleasesRepository } from './releases.repository.ts';

const MB = 1024 * 1024;
/** Masters: WAV up to 200 MB (spec 2 §5.5), streamed to disk as they arrive. */
const MASTER_RULE: FileFieldRule = { maxBytes: DISTRIBUTION_AUDIO_MAX_MB * MB, tooLargeMessage: MESSAGES.distributionTooLarge, missingMessage: DISTRIBUTION_MESSAGES.audioRequired };
const ARTWORK_RULE: FileFieldRule = { maxBytes: DISTRIBUTION_ARTWORK_MAX_MB * MB, tooLargeMessage: fileTooLarge(DISTRIBUTION_ARTWORK_MAX_MB), missingMessage: DISTRIBUTION_MESSAGES.artworkRequired };

export type ReleasesDeps = {
  db: Database;
  /** Active Pro membership (commerce): 403 'pro_required' otherwise. */
  assertPro: (userId: number) => Promise<void>;
  /** The account's signing codes (accounts' one-time codes, mailed). */
  codes: {
    sendSigningCode(userId: number, target: string, ip: string, send: { mail: (code: string) => MailMessage } | { sms: { to: string; text: (code: string) => string } }): Promise<void>;
    spendSigningCode(userId: number, target: string, otp: string, ip: string): Promise<void>;
  };
  /** A notice on the artist's bell, written with the step's transaction; counts published after. */
  notifier: {
    notice(db: Database, recipientId: number, fields: { body: string; link: string | null }): Promise<number>;
    publishCounts(userId: number): Promise<unknown>;
  };
  storage: StoragePort;
  /** A link the artist and staff can open for a stored artwork. */
  artworkUrl: (key: string) => string;
  clock: ClockPort;
  brandName: string;
  /** The agreement text new agreements are made from (the team's current template). */
  readAgreementTemplate: () => Promise<string>;
  logger: { warn(details: object, message: string): void };
};

const MY_RELEASES_LINK = '/distribute/my-releases';

export type SigningChannel = 'email' | 'mobile';

/** Where a signing code goes: the account's e-mail, or its verified mobile (refused on the field `channel` without one). */
function signingAddress(person: { email: string; mobile: string | null; mobile_country_code: string | null; is_mobile_verified: number }, channel: SigningChannel): string {
  if (channel === 'email') return person.email;
  if (person.is_mobile_verified !== 1 || !person.mobile) throw fieldError('channel', DISTRIBUTION_MESSAGES.mobileNotVerified);
  return `${person.mobile_country_code ?? ''}${person.mobile}`;
}

/**
 * A Pro artist's side of distribution (issue 18): drafts of a single or an album, their masters
 * and artwork checked by content, the agreement signed with a mailed code, and the submission.
 * A release changes only while it is a draft or after a rejection; a change after the agreement
 * was signed unsigns it (the signed text stays in the agreements, unchangeably).
 */
export function createReleasesService(deps: ReleasesDeps) {
  const repository = createReleasesRepository(deps.db);
  const now = () => deps.clock.now();

  async function findArtist(user: AuthUser) {
    const person = await repository.findPerson(user.id);
    requireSignedIn(person);
    requireCreator(person, MESSAGES.uploadArtistsOnly);
    await deps.assertPro(user.id);
    return person;
  }

  async function findOwn(user: AuthUser, id: number): Promise<ReleaseRow> {
    const release = await repository.findRelease(id);
    if (!release || release.user_id !== user.id) throw AppError.notFound();
    return release;
  }

  async function findEditable(user: AuthUser, id: number): Promise<ReleaseRow> {
    await findArtist(user);
    const release = await findOwn(user, id);
    if (!isReleaseEditable(release.status as ReleaseStatus)) throw AppError.badRequest(DISTRIBUTION_MESSAGES.notEditable);
    return release;
  }

  /** Any change of an editable release: the signed agreement no longer covers it. */
  async function touch(release: ReleaseRow, db: Database = deps.db): Promise<void> {
    await createReleasesRepository(db).updateRelease(release.id, { agreement_id: null, updated_at: now().toISOString() });
  }

  async function present(releases: ReleaseRow[], repo: ReleasesRepository = repository): Promise<Release[]> {
    const ids = releases.map((release) => release.id);
    const [tracks, events, takedowns, stores] = await Promise.all([repo.listTracks(ids), repo.listEvents(ids), repo.listTakedowns(ids), repo.listStores()]);
    const extras = { takedowns, storeNames: new Map(stores.map((store) => [store.slug, store.name])) };
    const agreements = new Map<number, { id: number; signed_at: string }>();
    for (const release of releases) {
      if (release.agreement_id === null) continue;
      const row = await repo.findAgreement(release.agreement_id);
      if (row) agreements.set(release.id, { id: row.id, signed_at: row.signed_at });
    }
    return releases.map((release) => presentRelease(release, tracks, events, agreements.get(release.id) ?? null, deps.artworkUrl, extras));
  }

  async function presentOne(id: number): Promise<Release> {
    const [release] = await present([(await repository.findRelease(id)) as ReleaseRow]);
    return release;
  }

  /** Rules of the release's fields beyond their shapes: stores and territories known, dates, a transfer's codes. */
  async function checkBody(body: ReleaseBody, releaseId: number | null): Promise<void> {
    const [stores, territories] = await Promise.all([repository.listStores(), repository.listTerritories()]);
    const storeSlugs = new Set(stores.map((store) => store.slug));
    if (body.stores.some((slug) => !storeSlugs.has(slug))) throw fieldError('stores', DISTRIBUTION_MESSAGES.storeUnknown);
    const codes = new Set(territories.map((territory) => territory.code));
    if (body.territories.some((code) => !codes.has(code))) throw fieldError('territories', DISTRIBUTION_MESSAGES.territoryUnknown);
    const dateProblem = checkReleaseDate(body.release_date, body.is_transfer, now());
    if (dateProblem) throw fieldError('release_date', dateProblem);
    if (body.is_transfer) {
      if (!body.original_release_date) throw fieldError('original_release_date', DISTRIBUTION_MESSAGES.originalDateRequired);
      const originalProblem = checkOriginalReleaseDate(body.original_release_date, now());
      if (originalProblem) throw fieldError('original_release_date', originalProblem);
      if (!body.upc) throw fieldError('upc', DISTRIBUTION_MESSAGES.upcRequired);
      if (body.platforms.length === 0) throw fieldError('platforms', DISTRIBUTION_MESSAGES.platformsRequired);
    }
    if (body.upc && (await repository.isUpcTaken(body.upc, releaseId))) throw fieldError('upc', DISTRIBUTION_MESSAGES.upcInvalid);
  }

  /** A track's editable columns as the artist gave them. */
  function toTrackColumns(body: TrackBody) {
    return {
      title: body.title,
      version: body.version,
      artists: JSON.stringify(body.artists),
      isrc: body.isrc || null,
      is_explicit: body.is_explicit ? 1 : 0,
      lyrics: body.lyrics,
      caller_tune_start: body.caller_tune_start,
    };
  }

  function toColumns(body: ReleaseBody) {
    return {
      kind: body.kind,
      is_transfer: body.is_transfer ? 1 : 0,
      title: body.title,
      version: body.version,
      artists: JSON.stringify(body.artists),
      genre: body.genre,
      language: body.language,
      label: body.label,
      release_date: body.release_date,
      original_release_date: body.is_transfer ? body.original_release_date : null,
      // A new release gets its UPC on approval; only a transfer brings its own.
      upc: body.is_transfer ? body.upc : null,
      spotify_url: body.spotify_url,
      apple_url: body.apple_url,
      gaana_url: body.gaana_url,
      platforms: JSON.stringify(body.is_transfer ? body.platforms : []),
      stores: JSON.stringify([...new Set(body.stores)]),
      territories: JSON.stringify([...new Set(body.territories)]),
    };
  }

  async function checkTrack(release: ReleaseRow, body: TrackBody, trackId: number | null, durationMs: number | null): Promise<void> {
    if (body.isrc && (await repository.isIsrcTaken(body.isrc, trackId))) throw fieldError('isrc', DISTRIBUTION_MESSAGES.isrcInvalid);
    if (release.is_transfer === 1 && !body.isrc) throw fieldError('isrc', DISTRIBUTION_MESSAGES.isrcRequired);
    if (durationMs !== null && body.caller_tune_start + CALLER_TUNE_CLIP_S > durationMs / 1000) throw fieldError('caller_tune_start', DISTRIBUTION_MESSAGES.callerTuneInvalid);
  }

  /** What signing and submitting need: artwork, the right number of tracks, each with its master (and ISRC for a transfer). */
  async function assertComplete(release: ReleaseRow): Promise<void> {
    const tracks = await repository.listTracks([release.id]);
    if (!release.artwork_key) throw fieldError('artwork', DISTRIBUTION_MESSAGES.artworkRequired);
    if (release.kind === 'single' && tracks.length !== 1) throw fieldError('tracks', DISTRIBUTION_MESSAGES.singleOneTrack);
    if (release.kind === 'album' && tracks.length < DISTRIBUTION_ALBUM_TRACKS_MIN) throw fieldError('tracks', DISTRIBUTION_MESSAGES.albumTracksMin);
    if (tracks.some((track) => !track.audio_key)) throw fieldError('tracks', DISTRIBUTION_MESSAGES.audioRequired);
    if (release.is_transfer === 1 && tracks.some((track) => !track.isrc)) throw fieldError('isrc', DISTRIBUTION_MESSAGES.isrcRequired);
    const problem = checkReleaseDate(release.release_date, release.is_transfer === 1, now());
    if (problem) throw fieldError('release_date', problem);
  }

  async function agreementText(release: ReleaseRow, person: { first_name: string; last_name: string; email: string }): Promise<string> {
    const [tracks, stores, territories, template] = await Promise.all([repository.listTracks([release.id]), repository.listStores(), repository.listTerritories(), deps.readAgreementTemplate()]);
    const storeNames = new Map(stores.map((store) => [store.slug, store.name]));
    const territoryNames = new Map(territories.map((territory) => [territory.code, territory.name]));
    return renderAgreement({
      template,
      brandName: deps.brandName,
      artist: { name: `${person.first_name} ${person.last_name}`.trim(), email: person.email },
      release,
      tracks,
      storeNames: parseList(release.stores).map((slug) => storeNames.get(slug) ?? slug),
      territories: parseList(release.territories).map((code) => territoryNames.get(code) ?? code),
    });
  }

  return {
    async options() {
      const [stores, territories] = await Promise.all([repository.listStores(), repository.listTerritories()]);
      return { stores: stores.map(({ slug, name }) => ({ slug, name })), territories };
    },

    async list(user: AuthUser): Promise<Release[]> {
      return present(await repository.listOfUser(user.id, RELEASES_PAGE_SIZE));
    },

    async read(user: AuthUser, id: number): Promise<Release> {
      const release = await findOwn(user, id);
      return (await present([release]))[0];
    },

    async create(user: AuthUser, body: ReleaseBody): Promise<Release> {
      await findArtist(user);
      await checkBody(body, null);
      const at = now().toISOString();
      const id = await deps.db.transaction().execute(async (trx) => {
        const repo = createReleasesRepository(trx);
        const newId = await repo.insertRelease({ user_id: user.id, ...toColumns(body), status: 'draft', created_at: at, updated_at: at });
        await repo.insertEvent({ release_id: newId, status: 'draft', note: '', actor_id: user.id, created_at: at });
        return newId;
      });
      return presentOne(id);
    },

    async update(user: AuthUser, id: number, body: ReleaseBody): Promise<Release> {
      const release = await findEditable(user, id);
      await checkBody(body, release.id);
      if (body.kind === 'single' && release.kind === 'album' && (await repository.listTracks([id])).length > 1) throw fieldError('kind', DISTRIBUTION_MESSAGES.singleOneTrack);
      await repository.updateRelease(id, { ...toColumns(body), agreement_id: null, updated_at: now().toISOString() });
      return presentOne(id);
    },

    /**
     * The artwork: a 3000x3000 RGB JPEG, judged by content; the previous one is removed. The upload
     * is read only once the release is found editable by this artist.
     */
    async storeArtwork(user: AuthUser, id: number, receive: ReceiveUpload): Promise<Release> {
      const release = await findEditable(user, id);
      return withOneFile(receive, 'file', ARTWORK_RULE, async (file) => {
        await inspectArtwork(file.path);
        const key = `distribution/${createRandomId()}/artwork.jpg`;
        await deps.storage.putFile(key, file.path, { contentType: 'image/jpeg', move: true });
        await repository.updateRelease(id, { artwork_key: key });
        await touch(release);
        if (release.artwork_key) await deps.storage.delete(release.artwork_key).catch(() => undefined);
        return presentOne(id);
      });
    },

    async addTrack(user: AuthUser, id: number, body: TrackBody): Promise<Release> {
      const release = await findEditable(user, id);
      const tracks = await repository.listTracks([id]);
      if (release.kind === 'single' && tracks.length >= 1) throw fieldError('tracks', DISTRIBUTION_MESSAGES.singleOneTrack);
      if (tracks.length >= ALBUM_TRACKS_MAX) throw fieldError('tracks', DISTRIBUTION_MESSAGES.tracksMax);
      await checkTrack(release, body, null, null);
      await repository.insertTrack({ ...toTrackColumns(body), release_id: id, position: (tracks.at(-1)?.position ?? 0) + 1, created_at: now().toISOString() });
      await touch(release);
      return presentOne(id);
    },

    async updateTrack(user: AuthUser, id: number, trackId: number, body: TrackBody): Promise<Release> {
      const release = await findEditable(user, id);
      const track = await repository.findTrack(id, trackId);
      if (!track) throw AppError.notFound();
      await checkTrack(release, body, track.id, track.duration_ms);
      await repository.updateTrack(track.id, toTrackColumns(body));
      await touch(release);
      return presentOne(id);
    },

    async removeTrack(user: AuthUser, id: number, trackId: number): Promise<Release> {
      const release = await findEditable(user, id);
      const track = await repository.findTrack(id, trackId);
      if (!track) throw AppError.notFound();
      await repository.deleteTrack(track.id);
      await touch(release);
      if (track.audio_key) await deps.storage.delete(track.audio_key).catch(() => undefined);
      return presentOne(id);
    },

    /** A track's master: streamed to a temporary file by the route, judged by content here, then kept. */
    /** Reads the master (up to 200 MB) only once the release and its track are found editable by this artist. */
    /** The waveform of a track's master, for its caller-tune clip (the artist's own track, once its master is in). */
    async trackPeaks(user: AuthUser, id: number, trackId: number): Promise<{ peaks: number[]; duration_s: number; caller_tune_start: number }> {
      const release = await findOwn(user, id);
      const track = await repository.findTrack(release.id, trackId);
      if (!track || !track.audio_key || track.duration_ms === null) throw AppError.notFound();
      const peaks = await computePeaks(await deps.storage.getStream(track.audio_key), track.duration_ms);
      return { peaks, duration_s: track.duration_ms / 1000, caller_tune_start: track.caller_tune_start };
    },

    async storeTrackAudio(user: AuthUser, id: number, trackId: number, receive: ReceiveUpload): Promise<Release> {
      const release = await findEditable(user, id);
      const track = await repository.findTrack(id, trackId);
      if (!track) throw AppError.notFound();
      return withOneFile(receive, 'file', MASTER_RULE, async (file) => {
        const facts = await inspectMaster(file.path);
        if (track.caller_tune_start + CALLER_TUNE_CLIP_S > facts.durationMs / 1000) throw fieldError('caller_tune_start', DISTRIBUTION_MESSAGES.callerTuneInvalid);
        // confidential/: masters are never served at /media, only delivered.
        const key = `confidential/distribution/${createRandomId()}.wav`;
        await deps.storage.putFile(key, file.path, { contentType: 'audio/wav', move: true });
        await repository.updateTrack(track.id, {
          audio_key: key,
          audio_name: path.basename(file.fileName || 'master.wav').slice(0, 200),
          audio_size: file.size,
          duration_ms: facts.durationMs,
          sample_rate: facts.sampleRate,
          bit_depth: facts.bitDepth,
        });
        await touch(release);
        if (track.audio_key) await deps.storage.delete(track.audio_key).catch(() => undefined);
        return presentOne(id);
      });
    },

    /** Mails the code that signs the release's agreement, and answers the text it will sign. */
    /**
     * Sends a code to sign the release's agreement (spec 2 §2.4): by e-mail, or by SMS to the
     * account's verified mobile; answers the agreement's text to read first and where the code went.
     */
    async sendAgreementCode(user: AuthUser, id: number, channel: SigningChannel, ip: string): Promise<{ text: string; channel: SigningChannel; sent_to: string }> {
      const person = await findArtist(user);
      const release = await findEditable(user, id);
      await assertComplete(release).catch((error: unknown) => {
        throw error instanceof AppError ? AppError.badRequest(DISTRIBUTION_MESSAGES.agreementNotReady) : error;
      });
      const sentTo = signingAddress(person, channel);
      const text = await agreementText(release, person);
      await deps.codes.sendSigningCode(
        user.id,
        `release:${release.id}:${channel}`,
        ip,
        channel === 'mobile'
          ? { sms: { to: sentTo, text: (code) => presentAgreementCodeSms(code, deps.brandName, release.title) } }
          : { mail: (code) => presentAgreementCodeMail(person.email, code, deps.brandName, release.title) },
      );
      return { text, channel, sent_to: channel === 'mobile' ? maskMobile(person.mobile_country_code ?? '', person.mobile ?? '') : sentTo };
    },

    /** Signs with the code sent by `channel`: the text as it stands now, the time, the address and the channel, kept unchangeably. */
    async signAgreement(user: AuthUser, id: number, otp: string, channel: SigningChannel, ip: string): Promise<Release> {
      const person = await findArtist(user);
      const release = await findEditable(user, id);
      await assertComplete(release);
      const sentTo = signingAddress(person, channel);
      await deps.codes.spendSigningCode(user.id, `release:${release.id}:${channel}`, otp, ip);
      const text = await agreementText(release, person);
      const at = now().toISOString();
      await deps.db.transaction().execute(async (trx) => {
        const repo = createReleasesRepository(trx);
        const agreementId = await repo.insertAgreement({
          release_id: release.id,
          user_id: user.id,
          release_title: release.title,
          body: text,
          body_sha256: crypto.createHash('sha256').update(text).digest('hex'),
          channel,
          sent_to: sentTo,
          signed_ip: ip,
          signed_at: at,
        });
        await repo.updateRelease(release.id, { agreement_id: agreementId, updated_at: at });
      });
      return presentOne(id);
    },

    async listAgreements(user: AuthUser, offset: number) {
      const [rows, count] = await Promise.all([repository.listAgreements(user.id, offset, AGREEMENTS_PAGE_SIZE), repository.countAgreements(user.id)]);
      return { results: rows.map(presentAgreement), count };
    },

    async readAgreement(user: AuthUser, id: number) {
      const row = await repository.findAgreement(id);
      if (!row || (row.user_id !== user.id && !hasStaffRole(user))) throw AppError.notFound();
      return presentAgreement(row);
    },

    /** The artist's one appeal of a takedown, with a text: on the timeline, and in the team's review list. */
    async appeal(user: AuthUser, id: number, takedownId: number, text: string): Promise<Release> {
      const release = await findOwn(user, id);
      const takedown = await repository.findTakedown(release.id, takedownId);
      if (!takedown) throw AppError.notFound();
      if (takedown.restored_at !== null) throw AppError.badRequest(DISTRIBUTION_MESSAGES.appealClosed);
      if (takedown.appeal_text !== null) throw AppError.badRequest(DISTRIBUTION_MESSAGES.appealOnce);
      const at = now().toISOString();
      await deps.db.transaction().execute(async (trx) => {
        const repo = createReleasesRepository(trx);
        if (!(await repo.appealTakedown(takedown.id, text, at))) throw AppError.badRequest(DISTRIBUTION_MESSAGES.appealOnce);
        await repo.insertEvent({ release_id: release.id, status: 'appealed', note: text, actor_id: user.id, created_at: at });
      });
      return presentOne(release.id);
    },

    /** Submits a complete release whose agreement is signed; the artist hears it on their bell. */
    async submit(user: AuthUser, id: number): Promise<Release> {
      const release = await findEditable(user, id);
      await assertComplete(release);
      if (release.agreement_id === null) throw fieldError('agreement', DISTRIBUTION_MESSAGES.agreementNeeded);
      const at = now().toISOString();
      await deps.db.transaction().execute(async (trx) => {
        const repo = createReleasesRepository(trx);
        if (!(await repo.moveRelease(release.id, release.status, 'submitted', { reject_reasons: '[]', updated_at: at }))) throw AppError.badRequest(DISTRIBUTION_MESSAGES.notEditable);
        await repo.insertEvent({ release_id: release.id, status: 'submitted', note: '', actor_id: user.id, created_at: at });
        await deps.notifier.notice(trx, user.id, { body: RELEASE_NOTICES.submitted(release.title), link: MY_RELEASES_LINK });
      });
      await deps.notifier.publishCounts(user.id).catch(() => undefined);
      return presentOne(id);
    },
  };
}
export type ReleasesService = ReturnType<typeof createReleasesService>;
