import type { StaffRole } from '@indiwave/domain/constants';
import type { GrantRoleRequest, RevokeRoleRequest, TeamMember } from '@indiwave/domain/contract/staff';
import { MESSAGES } from '@indiwave/domain/messages';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { ClockPort } from '../../platform/clock/clock.port.ts';
import { toStaffRole } from '../accounts/session-token.service.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { authorizeStaff, type StaffRequest } from './staff.policy.ts';
import { createStaffRepository, type StaffPersonRow } from './staff.repository.ts';

/** A member of the team as the CLI lists them. */
export type StaffListing = { email: string; slug: string; name: string; role: StaffRole };

/** Why a role change did not happen (the CLI prints it and exits non-zero). */
export class StaffRoleError extends Error {}

function toName(row: Pick<StaffPersonRow, 'first_name' | 'last_name'>): string {
  return `${row.first_name} ${row.last_name}`.trim();
}

function toMember(row: StaffPersonRow, role: StaffRole): TeamMember {
  return { slug: row.slug, name: toName(row), email: row.email, role };
}

/**
 * Grants and revokes team roles: admins from the console, operators from `npm run admin` (a
 * shell on the server makes the first admin; no web call can). Every change is one transaction
 * with its audit line; the team always keeps at least one admin when an admin acts from the
 * console (the shell may do anything: it is the trust root).
 */
export function createStaffService(deps: { db: Database; clock: ClockPort }) {
  const repository = createStaffRepository(deps.db);
  const audit = createAuditService({ db: deps.db, now: () => deps.clock.now() });
  const now = () => deps.clock.now().toISOString();

  async function findAccount(email: string) {
    const user = await repository.findUserByEmail(email.trim());
    if (!user) throw new StaffRoleError(`No account has the e-mail ${email.trim()}.`);
    return user;
  }

  /** Changes a role with its audit line; refuses to leave the team without an admin when asked to. */
  async function changeRole(user: StaffPersonRow, role: StaffRole | null, write: (trx: Database, before: StaffRole | null) => Promise<unknown>, keepAnAdmin: boolean): Promise<StaffRole | null> {
    return deps.db.transaction().execute(async (trx) => {
      const repo = createStaffRepository(trx);
      const current = toStaffRole((await repo.readRole(user.id)) ?? null);
      if (keepAnAdmin && current === 'admin' && role !== 'admin' && (await repo.countAdmins()) <= 1) throw AppError.badRequest(MESSAGES.staffLastAdmin);
      if (current !== role) await repo.setRole(user.id, role, now());
      await write(trx, current);
      return current;
    });
  }

  return {
    /** CLI: gives the account with this e-mail the role; answers what it was before. */
    async grantRole(email: string, role: StaffRole): Promise<{ email: string; previous: StaffRole | null; role: StaffRole }> {
      const user = await findAccount(email);
      const previous = await changeRole(user, role, (trx, before) => audit.recordShell(trx, { action: 'role.grant', targetType: 'user', targetKey: user.slug, targetLabel: `${toName(user)} <${user.email}>`, before: { role: before }, after: { role } }), false);
      return { email: user.email, previous, role };
    },
    /** CLI: takes any role away from the account with this e-mail; answers what it was before. */
    async revokeRole(email: string): Promise<{ email: string; previous: StaffRole | null }> {
      const user = await findAccount(email);
      const previous = await changeRole(user, null, (trx, before) => (before === null ? Promise.resolve() : audit.recordShell(trx, { action: 'role.revoke', targetType: 'user', targetKey: user.slug, targetLabel: `${toName(user)} <${user.email}>`, before: { role: before }, after: { role: null } })), false);
      return { email: user.email, previous };
    },
    /** Everyone with a role. */
    async listMembers(): Promise<StaffListing[]> {
      const rows = await repository.listMembers();
      return rows.flatMap((row) => {
        const role = toStaffRole(row.staff_role);
        return role ? [{ email: row.email, slug: row.slug, name: toName(row), role }] : [];
      });
    },

    /** Console: the team, admins first. */
    async listTeam(request: StaffRequest): Promise<TeamMember[]> {
      authorizeStaff(request);
      const rows = await repository.listMembers();
      return rows.flatMap((row) => {
        const role = toStaffRole(row.staff_role);
        return role ? [toMember(row, role)] : [];
      });
    },

    /** Console: the caller's own role and name. */
    async describeMe(request: StaffRequest): Promise<{ role: StaffRole; slug: string; name: string }> {
      const { member } = authorizeStaff(request);
      const row = await repository.findUserById(member.id);
      return { role: member.staffRole, slug: row?.slug ?? '', name: row ? toName(row) : '' };
    },

    /** Console (admins): gives an account (by e-mail or slug) a role or changes it. */
    async grantRoleAs(request: StaffRequest, input: GrantRoleRequest): Promise<TeamMember> {
      const session = authorizeStaff(request, 'admin');
      const user = await repository.findUserByEmailOrSlug(input.account);
      if (!user) throw AppError.badRequest(MESSAGES.staffAccountNotFound, { account: MESSAGES.staffAccountNotFound });
      await changeRole(
        user,
        input.role,
        (trx, before) => audit.record(trx, session, { action: 'role.grant', targetType: 'user', targetKey: user.slug, targetLabel: `${toName(user)} <${user.email}>`, before: { role: before }, after: { role: input.role }, reason: input.reason }),
        true,
      );
      return toMember(user, input.role);
    },

    /** Console (admins): takes a member's role away; never the last admin's. */
    async revokeRoleAs(request: StaffRequest, input: RevokeRoleRequest): Promise<void> {
      const session = authorizeStaff(request, 'admin');
      const user = await repository.findUserByEmailOrSlug(input.slug);
      if (!user) throw AppError.notFound(MESSAGES.staffAccountNotFound);
      if (toStaffRole(user.staff_role) === null) throw AppError.badRequest(MESSAGES.staffNotMember);
      await changeRole(
        user,
        null,
        (trx, before) => audit.record(trx, session, { action: 'role.revoke', targetType: 'user', targetKey: user.slug, targetLabel: `${toName(user)} <${user.email}>`, before: { role: before }, after: { role: null }, reason: input.reason }),
        true,
      );
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
