import type { Insertable, Updateable } from 'kysely';
import type { TvPitchStatus } from '@indiwave/domain/constants';
import type { Database } from '../../db/database.ts';
import type { TvPitchesTable } from '../../db/tables.ts';

export type NewPitch = Insertable<TvPitchesTable>;
export type PitchPatch = Updateable<TvPitchesTable>;

/** The states of a pitch still in the channel's hands. */
export const OPEN_PITCH_STATUSES: TvPitchStatus[] = ['submitted', 'in_review', 'accepted', 'scheduled'];

/** Programmes, certificates, pitches with their video, artist and programme, and their timelines: the only SQL of TV. */
export function createTvRepository(db: Database) {
  /** A pitch with what every reply shows: its video, artist, programme and certificate. */
  const pitchView = () =>
    db
      .selectFrom('tv_pitches')
      .innerJoin('videos', 'videos.id', 'tv_pitches.video_id')
      .innerJoin('users', 'users.id', 'tv_pitches.user_id')
      .leftJoin('tv_programmes', 'tv_programmes.id', 'tv_pitches.programme_id')
      .leftJoin('tv_certificates', 'tv_certificates.id', 'tv_pitches.certificate_id')
      .selectAll('tv_pitches')
      .select([
        'videos.slug as video_slug',
        'videos.title as video_title',
        'videos.youtube_video_id',
        'users.slug as user_slug',
        'users.first_name',
        'users.last_name',
        'users.band_name',
        'users.email',
        'tv_programmes.slug as programme_slug',
        'tv_programmes.name as programme_name',
        'tv_programmes.retired_at as programme_retired_at',
        'tv_certificates.original_name as certificate_name',
      ])
      .where('users.deleted_at', 'is', null);

  return {
    /** The programmes the channel runs now (retired ones are the team's history only). */
    listProgrammes() {
      return db.selectFrom('tv_programmes').selectAll().where('retired_at', 'is', null).orderBy('position').orderBy('id').execute();
    },
    /** A programme by slug, retired or not: the caller decides whether a retired one will do. */
    findProgrammeBySlug(slug: string) {
      return db.selectFrom('tv_programmes').selectAll().where('slug', '=', slug).executeTakeFirst();
    },

    async insertCertificate(values: { userId: number; key: string; name: string; contentType: string; size: number; now: string }): Promise<number> {
      const row = await db
        .insertInto('tv_certificates')
        .values({ user_id: values.userId, storage_key: values.key, original_name: values.name, content_type: values.contentType, size: values.size, created_at: values.now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    findCertificate(id: number) {
      return db.selectFrom('tv_certificates').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Whether the person authorised the channel to broadcast their videos (users.is_authorized_for_tv). */
    async findArtist(userId: number) {
      return db.selectFrom('users').select(['id', 'type', 'is_authorized_for_tv']).where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
    },
    async authorizeForTv(userId: number, now: string): Promise<void> {
      await db.updateTable('users').set({ is_authorized_for_tv: 1, updated_at: now }).where('id', '=', userId).execute();
    },

    /** A pitch of this video still open or done (not declined): a video is pitched once at a time. */
    async hasLivePitch(videoId: number): Promise<boolean> {
      return Boolean(await db.selectFrom('tv_pitches').select('id').where('video_id', '=', videoId).where('status', '!=', 'declined').executeTakeFirst());
    },
    /** A new pitch with its first step, in one transaction. */
    async insertPitch(values: NewPitch, actorId: number): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx.insertInto('tv_pitches').values(values).returning('id').executeTakeFirstOrThrow();
        await trx.insertInto('tv_pitch_events').values({ pitch_id: id, status: values.status, note: '', actor_id: actorId, created_at: values.created_at }).execute();
        return id;
      });
    },
    findPitch(id: number) {
      return pitchView().where('tv_pitches.id', '=', id).executeTakeFirst();
    },
    listUserPitches(userId: number) {
      return pitchView().where('tv_pitches.user_id', '=', userId).orderBy('tv_pitches.created_at', 'desc').orderBy('tv_pitches.id', 'desc').execute();
    },
    /** Pitches for staff: of one state, or open ones first (oldest first, so nobody waits longest), then the rest newest first. */
    async listForReview(status: TvPitchStatus | undefined, limit: number) {
      if (status) return pitchView().where('tv_pitches.status', '=', status).orderBy('tv_pitches.created_at').orderBy('tv_pitches.id').limit(limit).execute();
      const open = await pitchView().where('tv_pitches.status', 'in', OPEN_PITCH_STATUSES).orderBy('tv_pitches.created_at').orderBy('tv_pitches.id').limit(limit).execute();
      const done = await pitchView().where('tv_pitches.status', 'not in', OPEN_PITCH_STATUSES).orderBy('tv_pitches.updated_at', 'desc').orderBy('tv_pitches.id', 'desc').limit(limit).execute();
      return [...open, ...done];
    },

    /**
     * Moves a pitch from `from` to `to` with the step recorded, in one transaction; false when it
     * was no longer in `from` (another reviewer, or the schedule, moved it first).
     */
    async movePitch(values: { id: number; from: TvPitchStatus; to: TvPitchStatus; patch: PitchPatch; note: string; actorId: number | null; now: string }): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('tv_pitches')
          .set({ ...values.patch, status: values.to, updated_at: values.now })
          .where('id', '=', values.id)
          .where('status', '=', values.from)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await trx.insertInto('tv_pitch_events').values({ pitch_id: values.id, status: values.to, note: values.note, actor_id: values.actorId, created_at: values.now }).execute();
        return true;
      });
    },
    listEvents(pitchIds: number[]) {
      if (pitchIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('tv_pitch_events').select(['pitch_id', 'status', 'note', 'created_at']).where('pitch_id', 'in', pitchIds).orderBy('pitch_id').orderBy('id').execute();
    },

    /** The schedule from `now` on, soonest first (public videos only). */
    listUpcomingSlots(now: string, limit: number) {
      return pitchView().where('tv_pitches.status', '=', 'scheduled').where('tv_pitches.scheduled_at', '>=', now).where('videos.is_public', '=', 1).orderBy('tv_pitches.scheduled_at').orderBy('tv_pitches.id').limit(limit).execute();
    },
    /** Scheduled pitches airing in [from, until), soonest first, private videos included (the team's view). */
    listScheduledBetween(from: string, until: string) {
      return pitchView().where('tv_pitches.status', '=', 'scheduled').where('tv_pitches.scheduled_at', '>=', from).where('tv_pitches.scheduled_at', '<', until).orderBy('tv_pitches.scheduled_at').orderBy('tv_pitches.id').execute();
    },
    /** What aired lately, newest first (public videos only). */
    listAired(limit: number) {
      return pitchView().where('tv_pitches.status', '=', 'aired').where('videos.is_public', '=', 1).orderBy('tv_pitches.aired_at', 'desc').orderBy('tv_pitches.id', 'desc').limit(limit).execute();
    },
    /** Videos accepted for the website, newest acceptance first (public videos only). */
    listFeatured(limit: number) {
      return pitchView()
        .where('tv_pitches.status', 'in', ['accepted', 'scheduled', 'aired'])
        .where('tv_pitches.is_submit_website', '=', 1)
        .where('videos.is_public', '=', 1)
        .orderBy('tv_pitches.updated_at', 'desc')
        .orderBy('tv_pitches.id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
export type TvRepository = ReturnType<typeof createTvRepository>;
export type PitchView = NonNullable<Awaited<ReturnType<TvRepository['findPitch']>>>;
