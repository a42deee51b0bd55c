import type { Database, Dialect } from '../../db/database.ts';

export type MembershipTermRow = { id: number; order_id: number | null; paid_at: string; starts_at: string; ends_at: string; revoked_at: string | null };

/** Memberships and their terms (migrations/017-commerce.ts). Pass a transaction as `db` to write inside it. */
export function createMembershipRepository(db: Database, dialect: Dialect) {
  return {
    /** The membership's end, or undefined for someone who was never a member. */
    async findExpiry(userId: number): Promise<string | undefined> {
      const row = await db.selectFrom('memberships').select('expires_at').where('user_id', '=', userId).executeTakeFirst();
      return row?.expires_at;
    },

    /** Ends of several people's memberships (lists that show Pro badges). */
    async listExpiries(userIds: number[]): Promise<Map<number, string>> {
      if (!userIds.length) return new Map();
      const rows = await db.selectFrom('memberships').select(['user_id', 'expires_at']).where('user_id', 'in', userIds).execute();
      return new Map(rows.map((row) => [row.user_id, row.expires_at]));
    },

    /**
     * Locks the person for the rest of the transaction (FOR UPDATE on PostgreSQL; SQLite runs one
     * writer at a time), so two terms granted at once are chained, not both started from one end.
     */
    async lockMember(userId: number): Promise<void> {
      let select = db.selectFrom('users').select('id').where('id', '=', userId);
      if (dialect === 'postgres') select = select.forUpdate();
      await select.executeTakeFirst();
    },

    /** Adds a term; false when this order already granted one (a second fulfilment grants nothing). */
    async insertTerm(row: { userId: number; orderId: number | null; source: string; paidAt: string; startsAt: string; endsAt: string; now: string }): Promise<boolean> {
      const inserted = await db
        .insertInto('membership_terms')
        .values({ user_id: row.userId, order_id: row.orderId, source: row.source, paid_at: row.paidAt, starts_at: row.startsAt, ends_at: row.endsAt, revoked_at: null, created_at: row.now })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** Revokes the term an order granted; its id, or undefined when there was none to revoke. */
    async revokeOrderTerm(orderId: number, now: string): Promise<number | undefined> {
      const row = await db.updateTable('membership_terms').set({ revoked_at: now }).where('order_id', '=', orderId).where('revoked_at', 'is', null).returning(['user_id']).executeTakeFirst();
      return row?.user_id;
    },

    /** The terms still in force, in the order they were paid. */
    listLiveTerms(userId: number): Promise<MembershipTermRow[]> {
      return db
        .selectFrom('membership_terms')
        .select(['id', 'order_id', 'paid_at', 'starts_at', 'ends_at', 'revoked_at'])
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .orderBy('paid_at')
        .orderBy('id')
        .execute();
    },

    /** Moves a term (replaying the chain after a revoked term). */
    async updateTerm(id: number, startsAt: string, endsAt: string): Promise<void> {
      await db.updateTable('membership_terms').set({ starts_at: startsAt, ends_at: endsAt }).where('id', '=', id).execute();
    },

    /** Forgets a membership whose every term was revoked (refunded): the person was never Pro. */
    async deleteMembership(userId: number): Promise<void> {
      await db.deleteFrom('memberships').where('user_id', '=', userId).execute();
    },

    /** Writes the membership's span (the first start stays). */
    async saveMembership(userId: number, startedAt: string, expiresAt: string, now: string): Promise<void> {
      await db
        .insertInto('memberships')
        .values({ user_id: userId, started_at: startedAt, expires_at: expiresAt, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ expires_at: expiresAt, updated_at: now }))
        .execute();
    },
  };
}
export type MembershipRepository = ReturnType<typeof createMembershipRepository>;
