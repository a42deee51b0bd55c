import type { Database } from '../../db/database.ts';

/** The auth_tokens table: hashed session keys. */
export function createAuthTokensRepository(db: Database) {
  return {
    /** True when the account is suspended (issue 21): it gets no session key. */
    async isSuspended(userId: number): Promise<boolean> {
      const row = await db.selectFrom('users').select('suspended_at').where('id', '=', userId).executeTakeFirst();
      return row?.suspended_at !== null && row?.suspended_at !== undefined;
    },
    async insertToken(values: { userId: number; keyHash: string; source: string; now: string }): Promise<number> {
      const row = await db
        .insertInto('auth_tokens')
        .values({ user_id: values.userId, key_hash: values.keyHash, source: values.source, created_at: values.now, last_used_at: values.now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** A live key: not revoked, used since the idle cut-off, of an account that still exists. */
    findLiveToken(keyHash: string, idleCutoff: string) {
      return db
        .selectFrom('auth_tokens')
        .innerJoin('users', 'users.id', 'auth_tokens.user_id')
        .select(['auth_tokens.id', 'auth_tokens.user_id', 'auth_tokens.last_used_at', 'users.type', 'users.staff_role'])
        .where('auth_tokens.key_hash', '=', keyHash)
        .where('auth_tokens.revoked_at', 'is', null)
        .where('auth_tokens.last_used_at', '>', idleCutoff)
        .where('users.deleted_at', 'is', null)
        // A suspended account (issue 21) has no live session, even one missed by the revoke.
        .where('users.suspended_at', 'is', null)
        .executeTakeFirst();
    },
    /** Which of these keys (by row id) are still live: the same rules as findLiveToken. */
    async listLiveTokenIds(ids: number[], idleCutoff: string): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('auth_tokens')
        .innerJoin('users', 'users.id', 'auth_tokens.user_id')
        .select('auth_tokens.id')
        .where('auth_tokens.id', 'in', ids)
        .where('auth_tokens.revoked_at', 'is', null)
        .where('auth_tokens.last_used_at', '>', idleCutoff)
        .where('users.deleted_at', 'is', null)
        .where('users.suspended_at', 'is', null)
        .execute();
      return rows.map((row) => row.id);
    },
    async touchToken(id: number, now: string): Promise<void> {
      await db.updateTable('auth_tokens').set({ last_used_at: now }).where('id', '=', id).execute();
    },
    async revokeToken(id: number, now: string): Promise<void> {
      await db.updateTable('auth_tokens').set({ revoked_at: now }).where('id', '=', id).where('revoked_at', 'is', null).execute();
    },
    /** Revokes every live key of a user, but the one kept (the session that asked). */
    async revokeUserTokens(userId: number, now: string, keepTokenId?: number): Promise<void> {
      let query = db.updateTable('auth_tokens').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null);
      if (keepTokenId) query = query.where('id', '!=', keepTokenId);
      await query.execute();
    },
  };
}
export type AuthTokensRepository = ReturnType<typeof createAuthTokensRepository>;
