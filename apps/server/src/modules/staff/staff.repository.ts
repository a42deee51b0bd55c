import type { StaffRole } from '@indiwave/domain/constants';
import type { Database } from '../../db/database.ts';

/** Users' team roles (users.staff_role). */
export function createStaffRepository(db: Database) {
  return {
    /** A live account by e-mail (stored lower-case). */
    findUserByEmail(email: string) {
      return db
        .selectFrom('users')
        .select(['id', 'email', 'slug', 'first_name', 'last_name', 'staff_role'])
        .where('email', '=', email.toLowerCase())
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },
    async setRole(userId: number, role: StaffRole | null, now: string): Promise<void> {
      await db.updateTable('users').set({ staff_role: role, updated_at: now }).where('id', '=', userId).execute();
    },
    /** Everyone with a role, admins first, then by e-mail. */
    listMembers() {
      return db
        .selectFrom('users')
        .select(['id', 'email', 'slug', 'first_name', 'last_name', 'staff_role'])
        .where('staff_role', 'is not', null)
        .where('deleted_at', 'is', null)
        .orderBy('staff_role')
        .orderBy('email')
        .execute();
    },
  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;
