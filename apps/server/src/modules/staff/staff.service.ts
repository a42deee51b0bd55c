import type { StaffRole } from '@indiwave/domain/constants';
import type { Database } from '../../db/database.ts';
import type { ClockPort } from '../../platform/clock/clock.port.ts';
import { toStaffRole } from '../accounts/session-token.service.ts';
import { createStaffRepository } from './staff.repository.ts';

/** A member of the team as the CLI lists them. */
export type StaffListing = { email: string; slug: string; name: string; role: StaffRole };

/** Why a role change did not happen (the CLI prints it and exits non-zero). */
export class StaffRoleError extends Error {}

/**
 * Grants and revokes team roles. Operators run it from `npm run admin` (a shell on the server is
 * the trust root: no web call can make the first admin).
 */
export function createStaffService(deps: { db: Database; clock: ClockPort }) {
  const repository = createStaffRepository(deps.db);
  const now = () => deps.clock.now().toISOString();

  async function findAccount(email: string) {
    const user = await repository.findUserByEmail(email.trim());
    if (!user) throw new StaffRoleError(`No account has the e-mail ${email.trim()}.`);
    return user;
  }

  return {
    /** Gives the account with this e-mail the role; answers what it was before. */
    async grantRole(email: string, role: StaffRole): Promise<{ email: string; previous: StaffRole | null; role: StaffRole }> {
      const user = await findAccount(email);
      await repository.setRole(user.id, role, now());
      return { email: user.email, previous: toStaffRole(user.staff_role), role };
    },
    /** Takes any role away from the account with this e-mail; answers what it was before. */
    async revokeRole(email: string): Promise<{ email: string; previous: StaffRole | null }> {
      const user = await findAccount(email);
      if (user.staff_role !== null) await repository.setRole(user.id, null, now());
      return { email: user.email, previous: toStaffRole(user.staff_role) };
    },
    /** Everyone with a role. */
    async listMembers(): Promise<StaffListing[]> {
      const rows = await repository.listMembers();
      return rows.flatMap((row) => {
        const role = toStaffRole(row.staff_role);
        return role ? [{ email: row.email, slug: row.slug, name: `${row.first_name} ${row.last_name}`.trim(), role }] : [];
      });
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
