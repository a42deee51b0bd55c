import type { Insertable } from 'kysely';
import type { Database } from '../database.ts';
import type { OpportunitiesTable, TvPitchesTable, VideosTable } from '../tables.ts';

/** The SQL of the opportunities and TV demo seeds. */
export function createDemoOpportunitiesRepository(db: Database) {
  return {
    async hasOpportunities(): Promise<boolean> {
      return Boolean(await db.selectFrom('opportunities').select('id').limit(1).executeTakeFirst());
    },
    async hasPitches(): Promise<boolean> {
      return Boolean(await db.selectFrom('tv_pitches').select('id').limit(1).executeTakeFirst());
    },
    /** Demo people by slug → id. */
    async findDemoUserIds(): Promise<Map<string, number>> {
      const rows = await db.selectFrom('users').select(['id', 'slug']).where('is_demo', '=', 1).execute();
      return new Map(rows.map((row) => [row.slug, row.id]));
    },
    /** A demo artist's public, ready songs, oldest first. */
    listReadySongIds(userId: number) {
      return db.selectFrom('songs').select('id').where('user_id', '=', userId).where('is_public', '=', 1).where('media_status', '=', 'ready').orderBy('id').execute();
    },
    async insertOpportunity(values: Insertable<OpportunitiesTable>): Promise<number> {
      return (await db.insertInto('opportunities').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },
    /** An application with its entries and every move it made, as the demo tells it. */
    async insertApplication(values: {
      opportunityId: number;
      userId: number;
      status: string;
      note: string;
      reasonCode: string | null;
      decidedBy: number | null;
      moves: { status: string; at: string; actorId: number | null }[];
      songIds: number[];
    }): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const first = values.moves[0].at;
        const last = values.moves.at(-1)?.at ?? first;
        const isDecided = values.status === 'won' || values.status === 'not_selected' || values.status === 'shortlisted';
        const { id } = await trx
          .insertInto('opportunity_applications')
          .values({
            opportunity_id: values.opportunityId,
            user_id: values.userId,
            status: values.status,
            note: values.note,
            reason_code: values.reasonCode,
            submitted_at: first,
            updated_at: last,
            decided_at: isDecided ? last : null,
            decided_by: isDecided ? values.decidedBy : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (values.songIds.length) await trx.insertInto('opportunity_application_entries').values(values.songIds.map((songId, position) => ({ application_id: id, item_type: 'song', item_id: songId, position }))).execute();
        await trx.insertInto('opportunity_application_events').values(values.moves.map((move) => ({ application_id: id, status: move.status, actor_id: move.actorId, created_at: move.at }))).execute();
      });
    },
    async insertSave(opportunityId: number, userId: number, at: string): Promise<void> {
      await db.insertInto('opportunity_saves').values({ opportunity_id: opportunityId, user_id: userId, created_at: at }).execute();
    },
    /** A durable job, as the job queue stores it (the app's worker runs it when due). */
    async insertJob(type: string, payload: object, runAt: string, now: string): Promise<void> {
      await db.insertInto('jobs').values({ type, payload: JSON.stringify(payload), status: 'queued', attempts: 0, max_attempts: 5, run_at: runAt, created_at: now, updated_at: now }).execute();
    },

    async insertVideo(values: Insertable<VideosTable>): Promise<number> {
      return (await db.insertInto('videos').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },
    async findProgrammeIds(): Promise<Map<string, number>> {
      const rows = await db.selectFrom('tv_programmes').select(['id', 'slug']).execute();
      return new Map(rows.map((row) => [row.slug, row.id]));
    },
    async insertCertificate(values: { userId: number; key: string; now: string }): Promise<number> {
      const row = await db
        .insertInto('tv_certificates')
        .values({ user_id: values.userId, storage_key: values.key, original_name: 'cbfc-certificate.pdf', content_type: 'application/pdf', size: 0, created_at: values.now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** A pitch with its timeline. */
    async insertPitch(values: Insertable<TvPitchesTable>, moves: { status: string; at: string; note: string }[]): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx.insertInto('tv_pitches').values(values).returning('id').executeTakeFirstOrThrow();
        await trx.insertInto('tv_pitch_events').values(moves.map((move) => ({ pitch_id: id, status: move.status, note: move.note, actor_id: null, created_at: move.at }))).execute();
        return id;
      });
    },
  };
}
