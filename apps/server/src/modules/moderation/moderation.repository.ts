import { sql, type Expression, type ExpressionBuilder, type Insertable, type Selectable, type SqlBool } from 'kysely';
import type { ReportsQuery } from '@indiwave/domain/contract/moderation';
import type { Database } from '../../db/database.ts';
import type { Tables } from '../../db/tables.ts';

export type ReportRow = Selectable<Tables['abuse_reports']>;
export type StrikeRow = Selectable<Tables['moderation_strikes']>;

/** A report with the names the queue shows. */
export type ReportListRow = ReportRow & {
  owner_slug: string | null;
  owner_first_name: string | null;
  owner_last_name: string | null;
  owner_band_name: string | null;
  owner_type: string | null;
  owner_suspended_at: string | null;
  owner_taken_down_at: string | null;
  owner_active_strikes: number;
  reporter_slug: string | null;
  assignee_slug: string | null;
  assignee_first_name: string | null;
  assignee_last_name: string | null;
  resolver_slug: string | null;
  resolver_first_name: string | null;
  resolver_last_name: string | null;
  related_open: number;
};

/** The reports queue (abuse_reports) and the strikes. Takes a transaction as its database inside one. */
export function createModerationRepository(db: Database) {
  const listed = () =>
    db
      .selectFrom('abuse_reports as r')
      .leftJoin('users as owner', 'owner.id', 'r.owner_id')
      .leftJoin('users as reporter', 'reporter.id', 'r.reporter_id')
      .leftJoin('users as assignee', 'assignee.id', 'r.assigned_to')
      .leftJoin('users as resolver', 'resolver.id', 'r.resolved_by')
      .selectAll('r')
      .select([
        'owner.slug as owner_slug',
        'owner.first_name as owner_first_name',
        'owner.last_name as owner_last_name',
        'owner.band_name as owner_band_name',
        'owner.type as owner_type',
        'owner.suspended_at as owner_suspended_at',
        'owner.taken_down_at as owner_taken_down_at',
        'reporter.slug as reporter_slug',
        'assignee.slug as assignee_slug',
        'assignee.first_name as assignee_first_name',
        'assignee.last_name as assignee_last_name',
        'resolver.slug as resolver_slug',
        'resolver.first_name as resolver_first_name',
        'resolver.last_name as resolver_last_name',
        sql<number>`(select count(*) from moderation_strikes s where s.user_id = r.owner_id and s.overturned_at is null)`.as('owner_active_strikes'),
        sql<number>`(select count(*) from abuse_reports o where o.id <> r.id and o.status = 'open' and o.target_type = r.target_type and o.target_id = r.target_id)`.as('related_open'),
      ]);

  /** The queue's filters, on the report aliased `r`. */
  const matches = (query: ReportsQuery, staffId: number) => (eb: ExpressionBuilder<{ r: Tables['abuse_reports'] }, 'r'>) => {
    const parts: Expression<SqlBool>[] = [];
    if (query.status !== 'all') parts.push(eb('r.status', '=', query.status));
    if (query.kind !== 'all') parts.push(eb('r.kind', '=', query.kind));
    if (query.assigned === 'me') parts.push(eb('r.assigned_to', '=', staffId));
    if (query.assigned === 'unassigned') parts.push(eb('r.assigned_to', 'is', null));
    if (query.type) parts.push(eb('r.target_type', '=', query.type));
    return eb.and(parts);
  };

  return {
    /** Stores a report (or an appeal); returns its id. */
    async insertReport(values: Insertable<Tables['abuse_reports']>): Promise<number> {
      return (await db.insertInto('abuse_reports').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },

    /** A page of the queue: open ones oldest first (first come, first served), others newest first. */
    async list(query: ReportsQuery, staffId: number): Promise<{ rows: ReportListRow[]; count: number }> {
      const base = listed().where(matches(query, staffId));
      const ordered = query.status === 'open' ? base.orderBy('r.created_at', 'asc').orderBy('r.id', 'asc') : base.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc');
      const rows = (await ordered.limit(query.limit).offset(query.offset).execute()) as ReportListRow[];
      const total = await db.selectFrom('abuse_reports as r').where(matches(query, staffId)).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { rows, count: Number(total.n) };
    },

    /** The console's counts: open, open and unassigned, open and mine, open appeals. */
    async countQueue(staffId: number): Promise<{ open: number; unassigned: number; mine: number; appeals: number }> {
      const row = await db
        .selectFrom('abuse_reports')
        .select([
          sql<number>`count(*)`.as('open'),
          sql<number>`coalesce(sum(case when assigned_to is null then 1 else 0 end), 0)`.as('unassigned'),
          sql<number>`coalesce(sum(case when assigned_to = ${staffId} then 1 else 0 end), 0)`.as('mine'),
          sql<number>`coalesce(sum(case when kind = 'appeal' then 1 else 0 end), 0)`.as('appeals'),
        ])
        .where('status', '=', 'open')
        .executeTakeFirstOrThrow();
      return { open: Number(row.open), unassigned: Number(row.unassigned), mine: Number(row.mine), appeals: Number(row.appeals) };
    },

    async findReport(id: number): Promise<ReportListRow | undefined> {
      return (await listed().where('r.id', '=', id).executeTakeFirst()) as ReportListRow | undefined;
    },

    /** Other reports about the same item, newest first. */
    async listRelated(report: ReportRow): Promise<ReportListRow[]> {
      if (report.target_type === null || report.target_id === null) return [];
      return (await listed().where('r.id', '!=', report.id).where('r.target_type', '=', report.target_type).where('r.target_id', '=', report.target_id).orderBy('r.created_at', 'desc').limit(20).execute()) as ReportListRow[];
    },

    async setAssignee(id: number, staffId: number | null, now: string): Promise<void> {
      await db.updateTable('abuse_reports').set({ assigned_to: staffId, assigned_at: staffId === null ? null : now }).where('id', '=', id).where('status', '=', 'open').execute();
    },

    /**
     * Closes open reports: this one, and with `sameTarget` every open report (not appeal) about the
     * same item. Returns the closed reports' ids, reporters and e-mails, to tell them the outcome.
     */
    async resolveReports(report: ReportRow, values: { resolution: string; note: string | null; staffId: number; strikeId: number | null; now: string }, sameTarget: boolean) {
      let targets = db.selectFrom('abuse_reports').select(['id', 'reporter_id', 'email', 'kind', 'snapshot_json', 'url']).where('status', '=', 'open');
      targets =
        sameTarget && report.target_type !== null && report.target_id !== null
          ? targets.where((eb) => eb.or([eb('id', '=', report.id), eb.and([eb('kind', '=', 'report'), eb('target_type', '=', report.target_type), eb('target_id', '=', report.target_id)])]))
          : targets.where('id', '=', report.id);
      const closed = await targets.execute();
      if (closed.length === 0) return [];
      await db
        .updateTable('abuse_reports')
        .set({
          status: 'resolved',
          resolution: values.resolution,
          resolution_note: values.note,
          resolved_by: values.staffId,
          resolved_at: values.now,
          ...(values.strikeId !== null ? { strike_id: values.strikeId } : {}),
        })
        .where('id', 'in', closed.map((row) => row.id))
        .where('status', '=', 'open')
        .execute();
      return closed;
    },

    async insertStrike(values: Insertable<Tables['moderation_strikes']>): Promise<number> {
      return (await db.insertInto('moderation_strikes').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },
    findStrike(id: number): Promise<StrikeRow | undefined> {
      return db.selectFrom('moderation_strikes').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** A person's strikes, newest first. */
    listStrikes(userId: number): Promise<StrikeRow[]> {
      return db.selectFrom('moderation_strikes').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    },
    /** The latest strikes of everyone. */
    listRecentStrikes(limit: number): Promise<StrikeRow[]> {
      return db.selectFrom('moderation_strikes').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },
    async markAppealed(strikeId: number, now: string): Promise<boolean> {
      const result = await db.updateTable('moderation_strikes').set({ appealed_at: now }).where('id', '=', strikeId).where('appealed_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async markOverturned(strikeId: number, staffId: number, now: string): Promise<boolean> {
      const result = await db.updateTable('moderation_strikes').set({ overturned_at: now, overturned_by: staffId }).where('id', '=', strikeId).where('overturned_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** The appeals of these strikes (their latest), with how each ended. */
    async listAppeals(strikeIds: number[]): Promise<Map<number, { description: string; status: string; resolution: string | null }>> {
      if (strikeIds.length === 0) return new Map();
      const rows = await db.selectFrom('abuse_reports').select(['strike_id', 'description', 'status', 'resolution', 'id']).where('kind', '=', 'appeal').where('strike_id', 'in', strikeIds).orderBy('id').execute();
      return new Map(rows.map((row) => [Number(row.strike_id), { description: row.description, status: row.status, resolution: row.resolution }]));
    },
    /** Live, unsuspended people of these ids (strike listings name them). */
    listPeople(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('users')
        .select(['id', 'slug', 'first_name', 'last_name', 'band_name', 'type', 'suspended_at', 'taken_down_at', sql<number>`(select count(*) from moderation_strikes s where s.user_id = users.id and s.overturned_at is null)`.as('active_strikes')])
        .where('id', 'in', ids)
        .execute();
    },
  };
}
export type ModerationRepository = ReturnType<typeof createModerationRepository>;
