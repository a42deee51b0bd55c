import { Link } from 'react-router';
import { useOwnStrikes } from '../api/moderation.ts';
import { formatDate, STRIKE_LABELS } from '../components/labels.ts';

/** Every notice the team sent the signed-in person (issue 21), newest first. */
export default function OwnStrikesPage() {
  const strikes = useOwnStrikes();
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 md:px-8">
      <h1 className="text-2xl font-bold text-fg">Notices from the team</h1>
      {strikes.isPending && <p className="mt-4 text-sm text-fg-muted">Loading…</p>}
      {strikes.isError && (
        <p role="alert" className="mt-4 text-danger">
          {strikes.error.message}
        </p>
      )}
      {strikes.data && strikes.data.length === 0 && <p className="mt-4 text-fg-muted">None. All is well.</p>}
      {strikes.data && strikes.data.length > 0 && (
        <ul className="mt-4 divide-y divide-border">
          {strikes.data.map((strike) => (
            <li key={strike.id} className="py-3">
              <Link to={`/account/strikes/${strike.id}`} className={`font-semibold hover:underline ${strike.overturned_at ? 'text-fg-muted line-through' : 'text-fg'}`}>
                {STRIKE_LABELS[strike.action]}
                {strike.target.title && <> of {strike.target.type} “{strike.target.title}”</>}
              </Link>
              <p className="text-sm text-fg-muted">
                {formatDate(strike.created_at)}
                {strike.can_appeal && ' · you may appeal'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
