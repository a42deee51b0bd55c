import type { Database } from '../../db/database.ts';

/** The captcha_spent table: signatures of solved challenges already used, kept until they expire. */
export function createCaptchaSpentRepository(db: Database) {
  return {
    /**
     * Marks a signature as used. Returns false when it was used before: the primary key makes
     * the check and the mark one statement, so two requests racing with one answer cannot both win.
     */
    async spendSignature(signature: string, expiresAt: string): Promise<boolean> {
      const result = await db
        .insertInto('captcha_spent')
        .values({ signature, expires_at: expiresAt })
        .onConflict((oc) => oc.column('signature').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    /** Forgets signatures whose challenge has expired: those answers are refused by their date anyway. */
    async deleteExpired(now: string): Promise<void> {
      await db.deleteFrom('captcha_spent').where('expires_at', '<', now).execute();
    },
  };
}
export type CaptchaSpentRepository = ReturnType<typeof createCaptchaSpentRepository>;
