import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import { TV_AIRED_LIMIT, TV_CERTIFICATE_MAX_MB, TV_CERTIFICATE_TYPES, TV_SCHEDULE_LIMIT } from '@indiwave/domain/constants';
import type { MyPitch, PitchBody } from '@indiwave/domain/contract/tv';
import { CATALOGUE_MESSAGES, MESSAGES, TV_NOTICES, fileTooLarge } from '@indiwave/domain/messages';
import { AppError } from '../../http/app-error.ts';
import { fieldError } from '../../http/parse-with.ts';
import type { ClockPort } from '../../platform/clock/clock.port.ts';
import type { StoragePort } from '../../platform/storage/storage.port.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import { createRandomId } from '../catalog/catalog-rules.ts';
import type { CatalogEntry } from '../catalog/catalog-items.service.ts';
import { hasStaffRole } from '../staff/staff.policy.ts';
import { assertCanPitch } from './tv.policy.ts';
import { presentMyPitch, presentProgramme, presentSlot, presentTvVideo } from './tv.presenter.ts';
import type { PitchView, TvRepository } from './tv.repository.ts';
import { requireSignedIn } from '../accounts/access.policy.ts';
import { withOneFile, type ReceiveUpload } from '../catalog/upload-reader.ts';

const CERTIFICATE_RULE = { maxBytes: TV_CERTIFICATE_MAX_MB * 1024 * 1024, tooLargeMessage: fileTooLarge(TV_CERTIFICATE_MAX_MB), missingMessage: MESSAGES.tvCertificateRequired };

/** Extensions of the certificate types, for the stored file's name. */
const CERTIFICATE_EXTENSIONS: Record<(typeof TV_CERTIFICATE_TYPES)[number], string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

export type TvDeps = {
  repository: TvRepository;
  /** The catalogue's video look-up and the video form's save (its TV fields). */
  catalog: {
    findEntriesBySlugs(type: 'video', slugs: string[]): Promise<CatalogEntry[]>;
    updateVideoTvFields(user: AuthUser, slug: string, fields: Omit<PitchBody, 'slug' | 'certificate_id' | 'authorize' | 'programme'>): Promise<void>;
  };
  /** TV communications between an artist and the team (messaging). */
  messaging: { sendTvCommunication(input: { userId: number; body: string; direction: 'toTeam' | 'fromTeam' }): Promise<void> };
  storage: StoragePort;
  clock: ClockPort;
  logger: { warn(details: object, message: string): void };
};

/**
 * Indiwave TV for everyone and for artists (issue 19): the channel's page and programmes, the
 * broadcast authorisation, CBFC certificates, pitching a video and following it. The artist's
 * note goes to the TV team as a TV communication message.
 */
export function createTvService(deps: TvDeps) {
  const { repository } = deps;
  const now = () => deps.clock.now();

  async function presentOwn(pitches: PitchView[]): Promise<MyPitch[]> {
    const events = await repository.listEvents(pitches.map((pitch) => pitch.id));
    return pitches.map((pitch) => presentMyPitch(pitch, events));
  }

  async function findArtist(user: AuthUser) {
    const artist = await repository.findArtist(user.id);
    requireSignedIn(artist);
    assertCanPitch(artist);
    return artist;
  }

  return {
    /** /{product}-tv: programmes, the upcoming schedule, what aired and the featured videos. */
    async overview() {
      const [programmes, schedule, aired, featured] = await Promise.all([
        repository.listProgrammes(),
        repository.listUpcomingSlots(now().toISOString(), TV_SCHEDULE_LIMIT),
        repository.listAired(TV_AIRED_LIMIT),
        repository.listFeatured(TV_AIRED_LIMIT),
      ]);
      return { programmes: programmes.map(presentProgramme), schedule: schedule.map(presentSlot), aired: aired.map(presentSlot), featured: featured.map(presentTvVideo) };
    },

    async programmes() {
      return (await repository.listProgrammes()).map(presentProgramme);
    },

    /** authorize_for_tv: the artist lets the channel broadcast their pitched videos. */
    async authorize(user: AuthUser): Promise<void> {
      await findArtist(user);
      await repository.authorizeForTv(user.id, now().toISOString());
    },

    /** Keeps an uploaded certificate after checking by content that it is a PDF, JPEG or PNG; read only once the sender is known to be an artist. */
    async storeCertificate(user: AuthUser, receive: ReceiveUpload) {
      await findArtist(user);
      return withOneFile(receive, 'file', CERTIFICATE_RULE, async (file) => {
        const type = await fileTypeFromFile(file.path).catch(() => undefined);
        const mime = TV_CERTIFICATE_TYPES.find((allowed) => allowed === type?.mime);
        if (!mime) throw fieldError('file', MESSAGES.tvCertificateFormat);
        // confidential/: never served at /media; only this module hands it to its owner and staff.
        const key = `confidential/tv-certificates/${user.id}/${createRandomId()}.${CERTIFICATE_EXTENSIONS[mime]}`;
        await deps.storage.putFile(key, file.path, { contentType: mime, move: true });
        const name = path.basename(file.fileName || `certificate.${CERTIFICATE_EXTENSIONS[mime]}`).slice(0, 200);
        const id = await repository.insertCertificate({ userId: user.id, key, name, contentType: mime, size: file.size, now: now().toISOString() });
        return { id, name, size: file.size, content_type: mime };
      });
    },

    /** A certificate's file, for its owner and staff (404 for anyone else, as if it did not exist). */
    async openCertificate(user: AuthUser, id: number) {
      const certificate = await repository.findCertificate(id);
      if (!certificate || (certificate.user_id !== user.id && !hasStaffRole(user))) throw AppError.notFound();
      return { stream: await deps.storage.getStream(certificate.storage_key), contentType: certificate.content_type, name: certificate.original_name };
    },

    /**
     * tv_pitch: one of the artist's own videos to TV, the website or both. TV needs the CBFC
     * certificate; the channel needs the artist's authorisation (given now with `authorize`).
     * A video is pitched once at a time (again only after a decline).
     */
    async pitch(user: AuthUser, body: PitchBody): Promise<MyPitch> {
      const artist = await findArtist(user);
      const [video] = await deps.catalog.findEntriesBySlugs('video', [body.slug]);
      if (!video || video.ownerId !== user.id) throw AppError.notFound();
      if (!body.is_submit_tv && !body.is_submit_website) throw fieldError('is_submit_tv', MESSAGES.tvChooseWhere);
      let certificateId: number | null = null;
      if (body.certificate_id !== undefined) {
        const certificate = await repository.findCertificate(body.certificate_id);
        if (!certificate || certificate.user_id !== user.id) throw fieldError('cbfc_certificate', MESSAGES.tvCertificateNotFound);
        certificateId = certificate.id;
      }
      if (body.is_submit_tv && (!body.cbfc_certificate || certificateId === null)) throw fieldError('cbfc_certificate', MESSAGES.tvCertificateRequired);
      if (artist.is_authorized_for_tv !== 1 && !body.authorize) throw fieldError('authorize', MESSAGES.tvAuthorizationRequired);
      // The programme asked for: a current one (a retired programme takes no new pitches).
      let programmeId: number | null = null;
      if (body.programme) {
        const programme = await repository.findProgrammeBySlug(body.programme);
        if (!programme) throw fieldError('programme', CATALOGUE_MESSAGES.programmeNotFound);
        if (programme.retired_at !== null) throw fieldError('programme', CATALOGUE_MESSAGES.programmeRetired);
        programmeId = programme.id;
      }
      if (await repository.hasLivePitch(video.id)) throw AppError.badRequest(MESSAGES.tvAlreadyPitched);

      const at = now().toISOString();
      if (artist.is_authorized_for_tv !== 1) await repository.authorizeForTv(user.id, at);
      const { slug: _slug, certificate_id: _certificate, authorize: _authorize, programme: _programme, ...fields } = body;
      await deps.catalog.updateVideoTvFields(user, body.slug, { ...fields, cbfc_certificate: certificateId !== null });
      const id = await repository.insertPitch(
        {
          video_id: video.id,
          user_id: user.id,
          status: 'submitted',
          is_submit_tv: body.is_submit_tv ? 1 : 0,
          is_submit_website: body.is_submit_website ? 1 : 0,
          video_released: body.video_released ? 1 : 0,
          track_embedded: body.track_embedded ? 1 : 0,
          track_released: body.track_released ? 1 : 0,
          usermessage: body.usermessage,
          certificate_id: certificateId,
          programme_id: programmeId,
          scheduled_at: null,
          aired_at: null,
          decline_reason: null,
          created_at: at,
          updated_at: at,
        },
        user.id,
      );
      const where = body.is_submit_tv && body.is_submit_website ? 'TV and the website' : body.is_submit_tv ? 'TV' : 'the website';
      const note = [TV_NOTICES.pitched(video.title, where), body.usermessage].filter(Boolean).join('\n\n');
      await deps.messaging.sendTvCommunication({ userId: user.id, body: note, direction: 'toTeam' }).catch((error: unknown) => deps.logger.warn({ err: error, pitch: id }, 'pitch note not sent to the team'));
      const [presented] = await presentOwn([(await repository.findPitch(id)) as PitchView]);
      return presented;
    },

    /** My Videos: the artist's pitches with their timelines. */
    async myPitches(user: AuthUser): Promise<MyPitch[]> {
      return presentOwn(await repository.listUserPitches(user.id));
    },
  };
}
export type TvService = ReturnType<typeof createTvService>;
