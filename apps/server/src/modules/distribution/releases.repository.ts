import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ReleasesTable, ReleaseTracksTable } from '../../db/tables-distribution.ts';
import type { Tables } from '../../db/tables.ts';

export type ReleaseRow = Selectable<ReleasesTable>;
export type TrackRow = Selectable<ReleaseTracksTable>;
export type ReleaseEventRow = { id: number; release_id: number; status: string; note: string; actor_id: number | null; created_at: string };
export type AgreementRow = Selectable<Tables['release_agreements']>;
export type TakedownRow = Selectable<Tables['release_takedowns']>;

/** The releases, tracks, timelines, agreements and code counters of distribution (issue 18). */
export function createReleasesRepository(db: Database) {
  return {
    listStores() {
      return db.selectFrom('distribution_stores').select(['slug', 'name', 'dpid']).where('is_active', '=', 1).orderBy('position').execute();
    },
    listTerritories() {
      return db.selectFrom('distribution_territories').select(['code', 'name']).orderBy('name').execute();
    },
    async findPerson(userId: number) {
      return db.selectFrom('users').select(['id', 'type', 'first_name', 'last_name', 'email', 'is_email_verified', 'mobile', 'mobile_country_code', 'is_mobile_verified']).where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
    },

    async insertRelease(values: Insertable<ReleasesTable>): Promise<number> {
      return (await db.insertInto('releases').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },
    async updateRelease(id: number, patch: Updateable<ReleasesTable>): Promise<void> {
      await db.updateTable('releases').set(patch).where('id', '=', id).execute();
    },
    findRelease(id: number): Promise<ReleaseRow | undefined> {
      return db.selectFrom('releases').selectAll().where('id', '=', id).executeTakeFirst();
    },
    listOfUser(userId: number, limit: number): Promise<ReleaseRow[]> {
      return db.selectFrom('releases').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).execute();
    },
    /** Releases for staff: one state, or those waiting on the team (submitted, in review, approved, delivered, or a takedown appealed). */
    listForReview(status: string | undefined, limit: number): Promise<ReleaseRow[]> {
      let query = db.selectFrom('releases').selectAll();
      // Waiting on the team: the steps of review, and the releases whose takedown the artist appealed.
      query = status
        ? query.where('status', '=', status)
        : query.where((eb) =>
            eb.or([
              eb('status', 'in', ['submitted', 'in_review', 'approved', 'delivered']),
              eb('id', 'in', eb.selectFrom('release_takedowns').select('release_id').where('appeal_text', 'is not', null).where('restored_at', 'is', null)),
            ]),
          );
      return query.orderBy('id', 'asc').limit(limit).execute();
    },

    async listTracks(releaseIds: number[]): Promise<TrackRow[]> {
      if (releaseIds.length === 0) return [];
      return db.selectFrom('release_tracks').selectAll().where('release_id', 'in', releaseIds).orderBy('release_id').orderBy('position').execute();
    },
    findTrack(releaseId: number, trackId: number): Promise<TrackRow | undefined> {
      return db.selectFrom('release_tracks').selectAll().where('release_id', '=', releaseId).where('id', '=', trackId).executeTakeFirst();
    },
    async insertTrack(values: Insertable<ReleaseTracksTable>): Promise<number> {
      return (await db.insertInto('release_tracks').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },
    async updateTrack(id: number, patch: Updateable<ReleaseTracksTable>): Promise<void> {
      await db.updateTable('release_tracks').set(patch).where('id', '=', id).execute();
    },
    async deleteTrack(id: number): Promise<void> {
      await db.deleteFrom('release_tracks').where('id', '=', id).execute();
    },
    async isIsrcTaken(isrc: string, exceptTrackId: number | null): Promise<boolean> {
      let query = db.selectFrom('release_tracks').select('id').where('isrc', '=', isrc);
      if (exceptTrackId !== null) query = query.where('id', '!=', exceptTrackId);
      return (await query.executeTakeFirst()) !== undefined;
    },
    async isUpcTaken(upc: string, exceptReleaseId: number | null): Promise<boolean> {
      let query = db.selectFrom('releases').select('id').where('upc', '=', upc);
      if (exceptReleaseId !== null) query = query.where('id', '!=', exceptReleaseId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async listEvents(releaseIds: number[]): Promise<ReleaseEventRow[]> {
      if (releaseIds.length === 0) return [];
      return db.selectFrom('release_events').selectAll().where('release_id', 'in', releaseIds).orderBy('id').execute();
    },
    async insertEvent(values: { release_id: number; status: string; note: string; actor_id: number | null; created_at: string }): Promise<void> {
      await db.insertInto('release_events').values(values).execute();
    },
    /** Moves a release from `from` to `to` with the patch; false when someone moved it first. */
    async moveRelease(id: number, from: string, to: string, patch: Updateable<ReleasesTable>): Promise<boolean> {
      const result = await db.updateTable('releases').set({ ...patch, status: to }).where('id', '=', id).where('status', '=', from).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async listTakedowns(releaseIds: number[]): Promise<TakedownRow[]> {
      if (releaseIds.length === 0) return [];
      return db.selectFrom('release_takedowns').selectAll().where('release_id', 'in', releaseIds).orderBy('id', 'desc').execute();
    },
    findTakedown(releaseId: number, id: number): Promise<TakedownRow | undefined> {
      return db.selectFrom('release_takedowns').selectAll().where('release_id', '=', releaseId).where('id', '=', id).executeTakeFirst();
    },
    async insertTakedown(values: Insertable<Tables['release_takedowns']>): Promise<number> {
      return (await db.insertInto('release_takedowns').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },
    async setTakedownBatch(id: number, column: 'batch_id' | 'restore_batch_id', batchId: string): Promise<void> {
      await db.updateTable('release_takedowns').set({ [column]: batchId }).where('id', '=', id).execute();
    },
    /** The artist's one appeal: false when it was appealed or restored first. */
    async appealTakedown(id: number, text: string, at: string): Promise<boolean> {
      const result = await db.updateTable('release_takedowns').set({ appeal_text: text, appealed_at: at }).where('id', '=', id).where('appeal_text', 'is', null).where('restored_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Restores a takedown once: false when someone restored it first. */
    async restoreTakedown(id: number, by: number, at: string): Promise<boolean> {
      const result = await db.updateTable('release_takedowns').set({ restored_at: at, restored_by: by }).where('id', '=', id).where('restored_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async insertAgreement(values: Insertable<Tables['release_agreements']>): Promise<number> {
      return (await db.insertInto('release_agreements').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },
    findAgreement(id: number) {
      return db.selectFrom('release_agreements').selectAll().where('id', '=', id).executeTakeFirst();
    },
    listAgreements(userId: number, offset: number, limit: number) {
      return db.selectFrom('release_agreements').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').offset(offset).limit(limit).execute();
    },
    async countAgreements(userId: number): Promise<number> {
      const row = await db.selectFrom('release_agreements').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The next number of a code series; the counter only goes up, so no number is handed out twice. */
    async takeCodeNumber(kind: 'isrc' | 'upc'): Promise<number> {
      const row = await db
        .updateTable('distribution_code_counters')
        .set((eb) => ({ next_value: eb('next_value', '+', 1) }))
        .where('kind', '=', kind)
        .returning('next_value')
        .executeTakeFirstOrThrow();
      return row.next_value - 1;
    },
  };
}
export type ReleasesRepository = ReturnType<typeof createReleasesRepository>;
