import type { Database } from '../../db/database.ts';

export type TeamRow = { id: number; slug: string; first_name: string; last_name: string; profile_pic: string | null };

/** The team account's row in users. */
export function createTeamAccountRepository(db: Database) {
  return {
    findBySlug(slug: string): Promise<TeamRow | undefined> {
      return db.selectFrom('users').select(['id', 'slug', 'first_name', 'last_name', 'profile_pic']).where('slug', '=', slug).where('deleted_at', 'is', null).executeTakeFirst();
    },
    async isEmailTaken(email: string): Promise<boolean> {
      return Boolean(await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst());
    },
    /** Inserts the team account; another instance starting at the same moment may win, which is fine. */
    async insertTeam(values: { slug: string; email: string; name: string; now: string }): Promise<void> {
      await db
        .insertInto('users')
        .values({
          slug: values.slug,
          email: values.email,
          // No password: whoever runs the team sets one with 'Forgot your password' sent to SUPPORT_EMAIL.
          password_hash: null,
          type: 'Artist',
          first_name: values.name,
          last_name: '',
          is_email_verified: 1,
          is_mobile_verified: 0,
          is_whatsapp_verified: 0,
          register_from: 0,
          is_newsletter_subscribed: 0,
          is_demo: 0,
          created_at: values.now,
          updated_at: values.now,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },
  };
}
