import type { StaffRole } from '@indiwave/domain/constants';
import type { Database } from '../../db/database.ts';

/** A person as the team's screens name them. */
export type StaffPersonRow = { id: number; email: string; slug: string; first_name: string; last_name: string; staff_role: string | null };

const personColumns = ['id', 'email', 'slug', 'first_name', 'last_name', 'staff_role'] as const;

/** Users' team roles (users.staff_role). Takes a transaction as its database inside one. */
export function createStaffRepository(db: Database) {
  return {
    /** A live account by e-mail (stored lower-case). */
    findUserByEmail(email: string): Promise<StaffPersonRow | undefined> {
      return db.selectFrom('users').select(personColumns).where('email', '=', email.toLowerCase()).where('deleted_at', 'is', null).executeTakeFirst();
    },
    /** A live account by e-mail or profile slug (a pasted profile address works too). */
    findUserByEmailOrSlug(value: string): Promise<StaffPersonRow | undefined> {
      const key = value.trim().toLowerCase().replace(/^https?:\/\/[^/]+\//, '').replace(/^\//, '').replace(/[/?#].*$/, '');
      return db
        .selectFrom('users')
        .select(personColumns)
        .where((eb) => eb.or([eb('email', '=', key), eb('slug', '=', key)]))
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },
    findUserById(id: number): Promise<StaffPersonRow | undefined> {
      return db.selectFrom('users').select(personColumns).where('id', '=', id).executeTakeFirst();
    },
    async readRole(userId: number): Promise<string | null | undefined> {
      const row = await db.selectFrom('users').select('staff_role').where('id', '=', userId).executeTakeFirst();
      return row?.staff_role;
    },
    async countAdmins(): Promise<number> {
      const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('staff_role', '=', 'admin').where('deleted_at', 'is', null).executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async setRole(userId: number, role: StaffRole | null, now: string): Promise<void> {
      await db.updateTable('users').set({ staff_role: role, updated_at: now }).where('id', '=', userId).execute();
    },
    /** Everyone with a role, admins first, then by e-mail. */
    listMembers(): Promise<StaffPersonRow[]> {
      return db.selectFrom('users').select(personColumns).where('staff_role', 'is not', null).where('deleted_at', 'is', null).orderBy('staff_role').orderBy('email').execute();
    },
  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;
