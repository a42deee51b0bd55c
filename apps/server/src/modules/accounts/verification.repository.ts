import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Tables } from '../../db/tables.ts';

export type CodeRow = Selectable<Tables['verification_codes']>;
export type LinkRow = Selectable<Tables['one_time_links']>;
/** 'agreement': a code that signs a document (issue 18), its target naming what it signs. */
export type CodePurpose = 'email' | 'mobile' | 'agreement';
export type LinkPurpose = 'reset' | 'activate';

/** The verification_codes and one_time_links tables: hashed one-time secrets. */
export function createVerificationRepository(db: Database) {
  return {
    /** Spends the live codes of a purpose: a new code replaces them. */
    async supersedeCodes(userId: number, purpose: CodePurpose, now: string): Promise<void> {
      await db.updateTable('verification_codes').set({ used_at: now }).where('user_id', '=', userId).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
    },
    async insertCode(values: {
      userId: number;
      purpose: CodePurpose;
      target: string;
      countryCode?: string | null;
      isWhatsapp?: boolean;
      codeHash: string;
      expiresAt: string;
      now: string;
    }): Promise<void> {
      await db
        .insertInto('verification_codes')
        .values({
          user_id: values.userId,
          purpose: values.purpose,
          target: values.target,
          country_code: values.countryCode ?? null,
          is_whatsapp: values.isWhatsapp ? 1 : 0,
          code_hash: values.codeHash,
          expires_at: values.expiresAt,
          attempts: 0,
          created_at: values.now,
        })
        .execute();
    },
    /** The newest unspent code of a purpose (for one target when given). */
    findLatestCode(userId: number, purpose: CodePurpose, target?: string): Promise<CodeRow | undefined> {
      let query = db.selectFrom('verification_codes').selectAll().where('user_id', '=', userId).where('purpose', '=', purpose).where('used_at', 'is', null);
      if (target) query = query.where('target', '=', target);
      return query.orderBy('id', 'desc').limit(1).executeTakeFirst();
    },
    /** Counts a wrong try; the condition keeps concurrent tries from going past the maximum. */
    async addWrongAttempt(id: number, maxAttempts: number): Promise<void> {
      await db
        .updateTable('verification_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('attempts', '<', maxAttempts)
        .execute();
    },
    /** Spends a code. False when another request spent it first: a code works once. */
    async spendCode(id: number, now: string): Promise<boolean> {
      const result = await db.updateTable('verification_codes').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async insertLink(values: { userId: number; purpose: LinkPurpose; tokenHash: string; target: string; expiresAt: string; now: string }): Promise<void> {
      await db
        .insertInto('one_time_links')
        .values({
          user_id: values.userId,
          purpose: values.purpose,
          token_hash: values.tokenHash,
          target: values.target,
          expires_at: values.expiresAt,
          created_at: values.now,
        })
        .execute();
    },
    findLink(tokenHash: string, purpose: LinkPurpose): Promise<LinkRow | undefined> {
      return db.selectFrom('one_time_links').selectAll().where('token_hash', '=', tokenHash).where('purpose', '=', purpose).executeTakeFirst();
    },
    /** Spends a link. False when it was spent already. */
    async spendLink(id: number, now: string): Promise<boolean> {
      const result = await db.updateTable('one_time_links').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Spends every open link of a purpose (after a reset, the other reset links die too). */
    async spendUserLinks(userId: number, purpose: LinkPurpose, now: string): Promise<void> {
      await db.updateTable('one_time_links').set({ used_at: now }).where('user_id', '=', userId).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
    },
    /** Forgets every code and link of a deleted account. */
    async deleteUserSecrets(userId: number): Promise<void> {
      await db.deleteFrom('verification_codes').where('user_id', '=', userId).execute();
      await db.deleteFrom('one_time_links').where('user_id', '=', userId).execute();
    },
  };
}
export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
