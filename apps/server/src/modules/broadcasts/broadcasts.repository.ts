import { sql, type Selectable } from 'kysely';
import type { BroadcastAudience } from '@indiwave/domain/contract/broadcasts';
import type { Database } from '../../db/database.ts';
import type { Tables } from '../../db/tables.ts';

export type BroadcastRow = Selectable<Tables['broadcasts']>;
export type BroadcastListRow = BroadcastRow & { sender_slug: string | null; sender_first_name: string | null; sender_last_name: string | null; country_name: string | null };
/** Who a broadcast goes to: a segment, maybe one country; never the team account that sends it. */
export type Segment = { audience: BroadcastAudience; countryId: number | null; teamId: number; now: string };

/** Broadcasts and their recipients (migrations/021-staff.ts). Pass a transaction as `db` to write inside it. */
export function createBroadcastsRepository(db: Database) {
  /** The accounts of a segment: live (not deleted, not suspended), by id. */
  function segmentQuery(segment: Segment) {
    let query = db.selectFrom('users').where('users.deleted_at', 'is', null).where('users.suspended_at', 'is', null).where('users.id', '!=', segment.teamId);
    if (segment.audience === 'artists') query = query.where('users.type', 'in', ['Artist', 'Band']);
    if (segment.audience === 'listeners') query = query.where('users.type', '=', 'Listener');
    if (segment.audience === 'pro') query = query.where((eb) => eb.exists(eb.selectFrom('memberships').select('memberships.user_id').whereRef('memberships.user_id', '=', 'users.id').where('memberships.expires_at', '>', segment.now)));
    if (segment.countryId !== null) query = query.where('users.country_id', '=', segment.countryId);
    return query;
  }

  return {
    async countAudience(segment: Segment): Promise<number> {
      const row = await segmentQuery(segment).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** The next ids of the segment after `afterId`, in order: one batch. */
    async listBatch(segment: Segment, afterId: number, limit: number): Promise<number[]> {
      const rows = await segmentQuery(segment).select('users.id').where('users.id', '>', afterId).orderBy('users.id').limit(limit).execute();
      return rows.map((row) => row.id);
    },

    async countryExists(id: number): Promise<boolean> {
      return (await db.selectFrom('countries').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    async insert(row: { sender_id: number; text: string; link: string | null; audience: string; country_id: number | null; is_emailed: number; audience_size: number; created_at: string }): Promise<number> {
      const inserted = await db
        .insertInto('broadcasts')
        .values({ ...row, status: 'queued', job_id: null, started_at: null, finished_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    async setJob(id: number, jobId: number): Promise<void> {
      await db.updateTable('broadcasts').set({ job_id: jobId }).where('id', '=', id).execute();
    },

    async find(id: number): Promise<BroadcastRow | undefined> {
      return db.selectFrom('broadcasts').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async list(limit: number, id?: number): Promise<BroadcastListRow[]> {
      let query = db
        .selectFrom('broadcasts as b')
        .leftJoin('users as u', 'u.id', 'b.sender_id')
        .leftJoin('countries as c', 'c.id', 'b.country_id')
        .selectAll('b')
        .select(['u.slug as sender_slug', 'u.first_name as sender_first_name', 'u.last_name as sender_last_name', 'c.name as country_name']);
      if (id !== undefined) query = query.where('b.id', '=', id);
      return query.orderBy('b.id', 'desc').limit(limit).execute();
    },

    async markSending(id: number, at: string): Promise<void> {
      await db
        .updateTable('broadcasts')
        .set({ status: 'sending', started_at: sql<string>`coalesce(started_at, ${at})` })
        .where('id', '=', id)
        .where('status', 'in', ['queued', 'sending'])
        .execute();
    },

    async markFinished(id: number, status: 'done' | 'failed', at: string): Promise<void> {
      await db.updateTable('broadcasts').set({ status, finished_at: at }).where('id', '=', id).execute();
    },

    /**
     * Records these people as recipients; answers those recorded now (someone recorded by an
     * earlier run is left out: the unique key is what keeps a resumed batch from a second copy).
     * With `isEmailed`, those with a verified address wait for their e-mail ('queued').
     */
    async insertRecipients(id: number, userIds: number[], isEmailed: boolean, at: string): Promise<number[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .insertInto('broadcast_recipients')
        .columns(['broadcast_id', 'user_id', 'email_state', 'created_at'])
        .expression(
          db
            .selectFrom('users')
            .select([
              sql<number>`cast(${id} as integer)`.as('broadcast_id'),
              'id as user_id',
              (isEmailed ? sql<string | null>`case when is_email_verified = 1 then 'queued' else null end` : sql<string | null>`cast(null as text)`).as('email_state'),
              sql<string>`cast(${at} as text)`.as('created_at'),
            ])
            .where('id', 'in', userIds),
        )
        .onConflict((oc) => oc.columns(['broadcast_id', 'user_id']).doNothing())
        .returning('user_id')
        .execute();
      return rows.map((row) => row.user_id);
    },

    /** Moves the cursor past a batch and counts its recipients. */
    async advance(id: number, cursor: number, added: number): Promise<void> {
      await db
        .updateTable('broadcasts')
        .set((eb) => ({ cursor_user_id: cursor, recipient_count: eb('recipient_count', '+', added) }))
        .where('id', '=', id)
        .execute();
    },

    /** E-mails waiting to be sent, with their addresses. */
    async listQueuedEmails(id: number, limit: number): Promise<Array<{ user_id: number; email: string }>> {
      return db
        .selectFrom('broadcast_recipients as r')
        .innerJoin('users as u', 'u.id', 'r.user_id')
        .select(['r.user_id', 'u.email'])
        .where('r.broadcast_id', '=', id)
        .where('r.email_state', '=', 'queued')
        .orderBy('r.user_id')
        .limit(limit)
        .execute();
    },

    /** Claims one e-mail before sending it: false when another run has it already. */
    async claimEmail(id: number, userId: number): Promise<boolean> {
      const result = await db.updateTable('broadcast_recipients').set({ email_state: 'sending' }).where('broadcast_id', '=', id).where('user_id', '=', userId).where('email_state', '=', 'queued').executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async setEmailState(id: number, userId: number, state: 'sent' | 'failed' | 'skipped'): Promise<void> {
      await db.updateTable('broadcast_recipients').set({ email_state: state }).where('broadcast_id', '=', id).where('user_id', '=', userId).execute();
      if (state === 'sent') await db.updateTable('broadcasts').set((eb) => ({ emailed_count: eb('emailed_count', '+', 1) })).where('id', '=', id).execute();
    },

    /**
     * E-mails claimed by a run that stopped: they may have gone out, so they are never sent
     * again (at most once); they count as failed.
     */
    async failInterruptedEmails(id: number): Promise<number> {
      const result = await db.updateTable('broadcast_recipients').set({ email_state: 'failed' }).where('broadcast_id', '=', id).where('email_state', '=', 'sending').executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
