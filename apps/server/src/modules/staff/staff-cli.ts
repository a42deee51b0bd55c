import { STAFF_ROLES, type StaffRole } from '@indiwave/domain/constants';
import { StaffRoleError, type StaffService } from './staff.service.ts';

/** How to call it; printed for --help and after a mistake. */
export const STAFF_CLI_USAGE = `Usage:
  npm run admin -- grant EMAIL [--role staff|admin]   give an account a team role (default staff)
  npm run admin -- revoke EMAIL                       take the account's role away
  npm run admin -- list                               everyone with a role`;

/** What a command printed and the exit code it ends with. */
export type StaffCliResult = { code: number; output: string };

function readRole(args: string[]): StaffRole | 'invalid' {
  const at = args.findIndex((arg) => arg === '--role' || arg.startsWith('--role='));
  if (at === -1) return 'staff';
  const value = args[at].includes('=') ? args[at].slice('--role='.length) : args[at + 1];
  return STAFF_ROLES.find((role) => role === value) ?? 'invalid';
}

/** Runs one `npm run admin` command against the service; never throws for an operator's mistake. */
export async function runStaffCommand(argv: string[], staff: StaffService): Promise<StaffCliResult> {
  const [command, ...rest] = argv;
  const email = rest.find((arg, index) => !arg.startsWith('--') && !(index > 0 && rest[index - 1] === '--role'));
  try {
    if (command === 'grant' && email) {
      const role = readRole(rest);
      if (role === 'invalid') return { code: 2, output: `The role must be one of: ${STAFF_ROLES.join(', ')}.\n\n${STAFF_CLI_USAGE}` };
      const done = await staff.grantRole(email, role);
      const was = done.previous === role ? ` (already ${role})` : done.previous ? ` (was ${done.previous})` : '';
      return { code: 0, output: `${done.email} is now ${role}${was}.` };
    }
    if (command === 'revoke' && email) {
      const done = await staff.revokeRole(email);
      return { code: 0, output: done.previous ? `${done.email} is no longer ${done.previous}.` : `${done.email} had no role.` };
    }
    if (command === 'list') {
      const members = await staff.listMembers();
      if (members.length === 0) return { code: 0, output: 'Nobody has a role yet.' };
      return { code: 0, output: members.map((member) => `${member.role.padEnd(6)} ${member.email}  ${member.name} (/${member.slug})`).join('\n') };
    }
    if (command === '--help' || command === 'help') return { code: 0, output: STAFF_CLI_USAGE };
    return { code: 2, output: STAFF_CLI_USAGE };
  } catch (error) {
    if (error instanceof StaffRoleError) return { code: 1, output: error.message };
    throw error;
  }
}
