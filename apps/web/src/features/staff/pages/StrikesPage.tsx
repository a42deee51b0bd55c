import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { confirmWithText } from '../../../ui/confirm.ts';
import { INPUT_CLASS } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { ConsolePage } from '../components/ConsolePage.tsx';
import { useOverturnStrike, useStrikes } from '../api/moderation.ts';
import { StrikeList } from '../components/StrikeList.tsx';

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

  const handleOverturn = async (id: number) => {
    const reason = await confirmWithText('Overturn this strike?', { label: 'Why is this strike overturned? (kept in the audit log)', isRequired: true, maxLength: 500 });
    if (!reason) return;
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
      {strikes.data && (
        <div className="mt-4">
          <StrikeList
            strikes={strikes.data}
            label="Strikes"
            renderLead={(strike) => (
              <>
                <Link to={`/admin/strikes?user=${encodeURIComponent(strike.person.slug)}`} className="font-semibold hover:underline">
                  {strike.person.name}
                </Link>{' '}
                ({strike.person.active_strikes} active{strike.person.is_suspended ? ', suspended' : ''}) ·{' '}
              </>
            )}
            renderAction={(strike) =>
              !strike.overturned_at && (
                <button type="button" className={getButtonClass('secondary', 'sm')} onClick={() => void handleOverturn(strike.id)} disabled={overturn.isPending}>
                  Overturn
                </button>
              )
            }
          />
        </div>
      )}
    </ConsolePage>
  );
}
