import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { INPUT_CLASS } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { ConsolePage } from '../components/ConsolePage.tsx';
import { useOverturnStrike, useStrikes } from '../api/moderation.ts';
import { formatDate, STRIKE_LABELS } from '../components/labels.ts';

/** Strikes (issue 21): everyone's latest, or one person's; repeat offenders show their count. Staff may overturn one. */
export default function StrikesPage() {
  const [params, setParams] = useSearchParams();
  const user = params.get('user') ?? '';
  const [search, setSearch] = useState(user);
  const strikes = useStrikes(user);
  const overturn = useOverturnStrike();

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    setParams(search.trim() ? { user: search.trim() } : {});
  };

  const handleOverturn = (id: number) => {
    const reason = window.prompt('Why is this strike overturned? (kept in the audit log)');
    if (!reason?.trim()) return;
    overturn.mutate({ id, reason }, { onSuccess: (reply) => showToast(reply.message, 'success'), onError: (error) => showToast(error.message, 'error') });
  };

  return (
    <ConsolePage title="Strikes" description="Warnings, take-downs and suspensions, newest first. Overturned strikes no longer count.">
      <form onSubmit={handleSearch} className="flex flex-wrap gap-2" role="search">
        <label htmlFor="strikes-user" className="sr-only">
          Profile address
        </label>
        <input id="strikes-user" className={`${INPUT_CLASS} max-w-xs`} placeholder="Profile address (slug)" value={search} onChange={(event) => setSearch(event.target.value)} />
        <button type="submit" className={getButtonClass('secondary', 'sm')}>
          Show
        </button>
      </form>
      {strikes.isPending && <p className="mt-4 text-sm text-fg-muted">Loading…</p>}
      {strikes.isError && (
        <p role="alert" className="mt-4 text-sm text-danger">
          {strikes.error.message}
        </p>
      )}
      {strikes.data && strikes.data.length === 0 && <p className="mt-4 text-fg-muted">No strikes.</p>}
      {strikes.data && strikes.data.length > 0 && (
        <ul aria-label="Strikes" className="mt-4 divide-y divide-border">
          {strikes.data.map((strike) => (
            <li key={strike.id} className="flex flex-wrap items-start justify-between gap-3 py-3 text-sm">
              <div className="min-w-0">
                <p className={strike.overturned_at ? 'text-fg-muted line-through' : 'text-fg'}>
                  <Link to={`/admin/strikes?user=${encodeURIComponent(strike.person.slug)}`} className="font-semibold hover:underline">
                    {strike.person.name}
                  </Link>{' '}
                  ({strike.person.active_strikes} active{strike.person.is_suspended ? ', suspended' : ''}) · {STRIKE_LABELS[strike.action]}
                  {strike.target.title && (
                    <>
                      {' '}
                      of {strike.target.type} “{strike.target.title}”
                    </>
                  )}
                </p>
                <p className="text-fg-muted">
                  {strike.reason} · {formatDate(strike.created_at)} · appeal: {strike.appeal_status}
                </p>
              </div>
              {!strike.overturned_at && (
                <button type="button" className={getButtonClass('secondary', 'sm')} onClick={() => handleOverturn(strike.id)} disabled={overturn.isPending}>
                  Overturn
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </ConsolePage>
  );
}
