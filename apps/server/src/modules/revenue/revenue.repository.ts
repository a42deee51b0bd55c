import { type Insertable, type Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { RevenueTables } from '../../db/tables-distribution.ts';

export type StatementRow = Selectable<RevenueTables['revenue_statements']>;
export type PayoutRow = Selectable<RevenueTables['payout_requests']>;
export type BankRow = Selectable<RevenueTables['bank_details']>;
export type UnmatchedRow = Selectable<RevenueTables['revenue_unmatched_lines']>;
export type Period = { from?: string; to?: string };
type Grouping = 'sale_month' | 'store' | 'country';

/** Rows a multi-row insert carries: well inside SQLite's and PostgreSQL's bound-parameter limits. */
const INSERT_CHUNK = 500;
const IN_CHUNK = 500;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Sums come back as bigint text from PostgreSQL and as numbers from SQLite. */
const toInt = (value: unknown): number => Number(value ?? 0);

/** Statements, earnings, unmatched lines, bank details and payout requests (issue 18 item 6). */
export function createRevenueRepository(db: Database) {
  function earningsOf(userId: number, period: Period) {
    let query = db.selectFrom('revenue_earnings').where('revenue_earnings.user_id', '=', userId);
    if (period.from) query = query.where('revenue_earnings.sale_month', '>=', period.from);
    if (period.to) query = query.where('revenue_earnings.sale_month', '<=', period.to);
    return query;
  }

  return {
    findStatementByHash(hash: string): Promise<StatementRow | undefined> {
      return db.selectFrom('revenue_statements').selectAll().where('content_sha256', '=', hash).executeTakeFirst();
    },
    findStatement(id: number): Promise<StatementRow | undefined> {
      return db.selectFrom('revenue_statements').selectAll().where('id', '=', id).executeTakeFirst();
    },
    listStatements(limit: number): Promise<StatementRow[]> {
      return db.selectFrom('revenue_statements').selectAll().orderBy('id', 'desc').limit(limit).execute();
    },
    async insertStatement(values: Insertable<RevenueTables['revenue_statements']>): Promise<number> {
      return (await db.insertInto('revenue_statements').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },
    async insertEarnings(rows: Insertable<RevenueTables['revenue_earnings']>[]): Promise<void> {
      for (const part of chunks(rows, INSERT_CHUNK)) await db.insertInto('revenue_earnings').values(part).execute();
    },
    async insertUnmatched(rows: Insertable<RevenueTables['revenue_unmatched_lines']>[]): Promise<void> {
      for (const part of chunks(rows, INSERT_CHUNK)) await db.insertInto('revenue_unmatched_lines').values(part).execute();
    },
    async listUnmatched(statementId: number, offset: number, limit: number): Promise<{ rows: UnmatchedRow[]; count: number }> {
      const rows = await db.selectFrom('revenue_unmatched_lines').selectAll().where('statement_id', '=', statementId).orderBy('line_number').offset(offset).limit(limit).execute();
      const { n } = await db.selectFrom('revenue_unmatched_lines').select((eb) => eb.fn.countAll().as('n')).where('statement_id', '=', statementId).executeTakeFirstOrThrow();
      return { rows, count: toInt(n) };
    },

    /** Tracks by ISRC, with their release and its artist. */
    async findTracksByIsrc(isrcs: string[]) {
      const found: Array<{ isrc: string; track_id: number; release_id: number; user_id: number }> = [];
      for (const part of chunks(isrcs, IN_CHUNK)) {
        const rows = await db
          .selectFrom('release_tracks')
          .innerJoin('releases', 'releases.id', 'release_tracks.release_id')
          .select(['release_tracks.isrc', 'release_tracks.id as track_id', 'releases.id as release_id', 'releases.user_id'])
          .where('release_tracks.isrc', 'in', part)
          .execute();
        for (const row of rows) if (row.isrc) found.push({ isrc: row.isrc, track_id: row.track_id, release_id: row.release_id, user_id: row.user_id });
      }
      return found;
    },
    /** Releases by UPC as stored (GTIN-12 or 13). */
    async findReleasesByUpc(upcs: string[]) {
      const found: Array<{ upc: string; release_id: number; user_id: number }> = [];
      for (const part of chunks(upcs, IN_CHUNK)) {
        const rows = await db.selectFrom('releases').select(['upc', 'id', 'user_id']).where('upc', 'in', part).execute();
        for (const row of rows) if (row.upc) found.push({ upc: row.upc, release_id: row.id, user_id: row.user_id });
      }
      return found;
    },

    /** True once one of the artist's releases has gone to stores (delivered or live), or has earned. */
    async hasDistributedRelease(userId: number): Promise<boolean> {
      const release = await db.selectFrom('releases').select('id').where('user_id', '=', userId).where('status', 'in', ['delivered', 'live']).limit(1).executeTakeFirst();
      if (release) return true;
      return (await db.selectFrom('revenue_earnings').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst()) !== undefined;
    },

    /** Units and paise of the artist, grouped by the given columns. */
    async sumEarnings(userId: number, period: Period, groups: Grouping[]) {
      let query = earningsOf(userId, period).select((eb) => [eb.fn.sum<number>('units').as('units'), eb.fn.sum<number>('earnings_paise').as('earnings_paise')]);
      for (const group of groups) query = query.select(`revenue_earnings.${group}`).groupBy(`revenue_earnings.${group}`) as typeof query;
      const rows = (await query.execute()) as Array<Record<string, unknown>>;
      return rows.map((row) => ({ ...row, units: toInt(row.units), earnings_paise: toInt(row.earnings_paise) })) as Array<{ units: number; earnings_paise: number; sale_month: string; store: string; country: string }>;
    },
    async sumUnitsByRelease(userId: number, period: Period) {
      const rows = await earningsOf(userId, period)
        .innerJoin('releases', 'releases.id', 'revenue_earnings.release_id')
        .select((eb) => ['releases.id as release_id', 'releases.title', eb.fn.sum<number>('revenue_earnings.units').as('units')])
        .groupBy(['releases.id', 'releases.title'])
        .execute();
      return rows.map((row) => ({ release_id: row.release_id, title: row.title, units: toInt(row.units) }));
    },
    /** Lifetime earnings, and payouts by status: the balance a request draws on. */
    async balance(userId: number): Promise<{ earned: number; paid: number; pending: number }> {
      const earned = await db.selectFrom('revenue_earnings').select((eb) => eb.fn.sum<number>('earnings_paise').as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
      const payouts = await db
        .selectFrom('payout_requests')
        .select((eb) => ['status', eb.fn.sum<number>('amount_paise').as('n')])
        .where('user_id', '=', userId)
        .where('status', 'in', ['requested', 'paid'])
        .groupBy('status')
        .execute();
      const of = (status: string) => toInt(payouts.find((row) => row.status === status)?.n);
      return { earned: toInt(earned.n), paid: of('paid'), pending: of('requested') };
    },

    findBank(userId: number): Promise<BankRow | undefined> {
      return db.selectFrom('bank_details').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },
    async saveBank(row: BankRow): Promise<void> {
      await db
        .insertInto('bank_details')
        .values(row)
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ holder_name: row.holder_name, bank_name: row.bank_name, ifsc: row.ifsc, account_number: row.account_number, updated_at: row.updated_at }))
        .execute();
    },

    async insertPayout(values: Insertable<RevenueTables['payout_requests']>): Promise<number> {
      return (await db.insertInto('payout_requests').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },
    findPayout(id: number): Promise<PayoutRow | undefined> {
      return db.selectFrom('payout_requests').selectAll().where('id', '=', id).executeTakeFirst();
    },
    listPayouts(userId: number): Promise<PayoutRow[]> {
      return db.selectFrom('payout_requests').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
    },
    listPayoutQueue(status: string, limit: number) {
      return db
        .selectFrom('payout_requests')
        .innerJoin('users', 'users.id', 'payout_requests.user_id')
        .selectAll('payout_requests')
        .select(['users.first_name', 'users.last_name', 'users.email'])
        .where('payout_requests.status', '=', status)
        .orderBy('payout_requests.id', status === 'requested' ? 'asc' : 'desc')
        .limit(limit)
        .execute();
    },
    findPayoutWithArtist(id: number) {
      return db
        .selectFrom('payout_requests')
        .innerJoin('users', 'users.id', 'payout_requests.user_id')
        .selectAll('payout_requests')
        .select(['users.first_name', 'users.last_name', 'users.email'])
        .where('payout_requests.id', '=', id)
        .executeTakeFirst();
    },
    /** Decides a request that is still open; false when another decision came first. */
    async decidePayout(id: number, patch: { status: string; note: string; decided_by: number; decided_at: string }): Promise<boolean> {
      const result = await db.updateTable('payout_requests').set(patch).where('id', '=', id).where('status', '=', 'requested').executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
export type RevenueRepository = ReturnType<typeof createRevenueRepository>;
export type StaffPayoutRow = NonNullable<Awaited<ReturnType<RevenueRepository['findPayoutWithArtist']>>>;
