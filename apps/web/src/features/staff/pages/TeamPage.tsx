import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { STAFF_ROLES, type StaffRole } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { ApiError } from '../../../lib/api-client.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { confirm } from '../../../ui/confirm.ts';
import { Field, FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useStaffMe } from '../api/get-staff-me.ts';
import { useGrantRole, useRevokeRole, useTeam } from '../api/team.ts';
import { ConsolePage, ConsolePanel } from '../components/ConsolePage.tsx';

const ROLE_HELP: Record<StaffRole, string> = {
  staff: 'Staff run the console: moderation, review queues, content, broadcasts.',
  admin: 'Admins can do all staff can, and give or take roles.',
};

/** The grant form (admins): an account by e-mail or profile address, a role and a reason for the log. */
function GrantForm() {
  const grant = useGrantRole();
  const [account, setAccount] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const [reason, setReason] = useState('');
  const fieldErrors = grant.error instanceof ApiError ? grant.error.fields : undefined;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    grant.mutate(
      { account, role, reason },
      {
        onSuccess: (reply) => {
          showToast(`${reply.result.name} is now ${reply.result.role}.`, 'success');
          setAccount('');
          setReason('');
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} className="grid gap-4 md:grid-cols-2" noValidate>
      <Field id="grant-account" label="Account" hint="E-mail or profile address" error={fieldErrors?.account} className="md:col-span-2">
        <input id="grant-account" className={INPUT_CLASS} value={account} onChange={(event) => setAccount(event.target.value)} aria-invalid={Boolean(fieldErrors?.account)} autoComplete="off" required />
      </Field>
      <Field id="grant-role" label="Role" hint={ROLE_HELP[role]}>
        <select id="grant-role" className={INPUT_CLASS} value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
          {STAFF_ROLES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </Field>
      <Field id="grant-reason" label="Reason" labelNote="optional, kept in the audit log">
        <input id="grant-reason" className={INPUT_CLASS} value={reason} onChange={(event) => setReason(event.target.value)} />
      </Field>
      <div className="md:col-span-2">
        <FormAlert message={grant.error && !fieldErrors ? grant.error.message : null} />
        <button type="submit" className={getButtonClass('primary', 'sm', 'mt-2')} disabled={grant.isPending || account.trim() === ''}>
          Save role
        </button>
      </div>
    </form>
  );
}

/** Team and roles (issue 21): everyone with a role; admins grant, change and revoke. */
export default function TeamPage() {
  const me = useStaffMe();
  const team = useTeam();
  const revoke = useRevokeRole();
  const isAdmin = me.data?.role === 'admin';

  const handleRevoke = async (slug: string, name: string) => {
    if (!(await confirm(`Take ${name}'s role away? They lose the console at their next click.`))) return;
    revoke.mutate(
      { slug },
      {
        onSuccess: () => showToast(MESSAGES.staffRoleRevoked, 'success'),
        onError: (error) => showToast(error.message, 'error'),
      },
    );
  };

  return (
    <ConsolePage title="Team and roles" description="Who can open this console. Every change is written to the audit log.">
      <div className="grid gap-6">
        <ConsolePanel title="The team" action={<Link to="/admin/audit?action=role" className="text-sm font-semibold text-accent-soft hover:underline">Role changes in the log</Link>}>
          {team.isPending && <p className="text-sm text-fg-muted">Loading…</p>}
          {team.isError && <p role="alert" className="text-sm text-danger">{team.error.message}</p>}
          {team.data && (
            <ul className="divide-y divide-border">
              {team.data.map((member) => (
                <li key={member.slug} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <Link to={`/${member.slug}`} className="font-semibold text-fg hover:underline">
                      {member.name || member.slug}
                    </Link>
                    <p className="truncate text-sm text-fg-muted">{member.email}</p>
                  </div>
                  <div className="flex items-center gap-3">
                    <span className={`rounded-full px-3 py-1 text-xs font-bold uppercase ${member.role === 'admin' ? 'bg-accent text-accent-fg' : 'bg-surface-raised text-fg'}`}>{member.role}</span>
                    {isAdmin && (
                      <button type="button" className={getButtonClass('secondary', 'sm')} onClick={() => void handleRevoke(member.slug, member.name || member.slug)} disabled={revoke.isPending}>
                        Revoke<span className="sr-only"> {member.name}</span>
                      </button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </ConsolePanel>
        {isAdmin ? (
          <ConsolePanel title="Give a role">
            <GrantForm />
          </ConsolePanel>
        ) : (
          me.data && <p className="text-sm text-fg-muted">Only admins give or take roles. The first admin is made on the server with npm run admin.</p>
        )}
      </div>
    </ConsolePage>
  );
}
