import type { StaffApplication } from '@indiwave/domain/contract/opportunities';
import { DECLINE_REASON_TEXTS, MESSAGES } from '@indiwave/domain/messages';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { useNotFoundRedirect } from '../../../lib/use-not-found-redirect.ts';
import { confirm } from '../../../ui/confirm.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { Field, FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useDecision, useStaffApplications, useUpdateOpportunity } from '../api/staff-review.ts';
import { EntryList, StatusBadge } from '../components/ApplicationSummary.tsx';
import { describeDeadline, formatDayTime } from '../opportunity-time.ts';

/** The reasons a reviewer may give ('no_decision' is the result date's own). */
const REASONS = (['not_a_fit', 'brief_not_met', 'production_quality', 'strong_competition'] as const).map((code) => ({ code, text: DECLINE_REASON_TEXTS[code] }));

/** /staff/opportunities/{slug} (staff): the applications, played in place, moved through the allowed transitions. */
export default function StaffApplicationsPage() {
  const { slug = '' } = useParams();
  const query = useStaffApplications(slug);
  const update = useUpdateOpportunity(slug);
  useNotFoundRedirect(query.error);
  if (query.isPending) return <div role="status" aria-label="Loading" className="mx-auto my-8 h-96 max-w-content animate-pulse rounded-2xl border border-border bg-surface" />;
  if (!query.data) return <div className="mx-auto max-w-content px-4 py-8"><FormAlert message={readErrorMessage(query.error)} /></div>;
  const { opportunity, applications } = query.data;

  const handleClose = async () => {
    if (!(await confirm('Close applications now? Nobody can apply or change an application after this.'))) return;
    try {
      await update.mutateAsync({ closes_at: new Date().toISOString() });
      showToast(MESSAGES.oppUpdated, 'success', 3000);
    } catch (error) {
      showToast(readErrorMessage(error), 'error', 4000);
    }
  };

  return (
    <div className="mx-auto max-w-content px-4 py-8 md:px-8">
      <Link to="/staff/opportunities" className="text-sm font-semibold text-accent-soft hover:underline">
        All opportunities
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-fg">{opportunity.title}</h1>
      <p className="mt-1 text-fg-muted">
        {opportunity.brand_name} · Deadline {formatDayTime(opportunity.closes_at)} ({describeDeadline(opportunity)}) · Results by {formatDayTime(opportunity.results_at)}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <p role="status" className={`font-semibold ${opportunity.counts.waiting > 0 ? 'text-focus' : 'text-success'}`}>
          {opportunity.counts.waiting > 0 ? `${opportunity.counts.waiting} still waiting for a decision` : 'Everyone has an answer'}
        </p>
        {opportunity.state === 'open' && (
          <button type="button" className={getButtonClass('secondary', 'sm')} disabled={update.isPending} onClick={() => void handleClose()}>
            Close applications now
          </button>
        )}
        <Link to={`/opportunities/${opportunity.slug}`} className={getButtonClass('ghost', 'sm')}>
          Public page
        </Link>
      </div>
      {applications.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-border bg-surface p-6 text-fg-muted">No applications yet.</p>
      ) : (
        <ul aria-label="Applications" className="mt-6 grid gap-4">
          {applications.map((application) => (
            <ApplicationReview key={application.id} application={application} canPickWinner={opportunity.state === 'closed'} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ApplicationReview({ application, canPickWinner }: { application: StaffApplication; canPickWinner: boolean }) {
  const decide = useDecision();
  const reasonId = useId();
  const noteId = useId();
  const [isDeclining, setIsDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const move = async (status: 'shortlisted' | 'won' | 'not_selected') => {
    setError(null);
    try {
      await decide.mutateAsync({ application_id: application.id, status, ...(status === 'not_selected' ? { reason: reason as (typeof REASONS)[number]['code'], note } : {}) });
      showToast(MESSAGES.oppDecisionSaved, 'success', 2500);
      setIsDeclining(false);
    } catch (failure) {
      setError(readErrorMessage(failure));
    }
  };

  return (
    <li className="grid gap-3 rounded-2xl border border-border bg-surface p-5" aria-label={`Application of ${application.artist.name}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-3">
          {application.artist.profile_pic ? <img src={application.artist.profile_pic} alt="" width={40} height={40} loading="lazy" decoding="async" className="size-10 rounded-full object-cover" /> : <span className="size-10 rounded-full bg-surface-raised" />}
          <div>
            <Link to={`/${application.artist.slug}`} className="font-semibold text-fg hover:underline">
              {application.artist.name}
            </Link>
            <span className="block text-xs text-fg-muted">Applied {formatDayTime(application.submitted_at)}</span>
          </div>
        </div>
        <StatusBadge status={application.status} label={application.status_label} />
      </div>
      <EntryList entries={application.entries} />
      {application.note && <p className="text-sm text-fg-muted">“{application.note}”</p>}
      {application.reason && <p className="text-sm text-fg-muted">Reason: {application.reason}</p>}
      {application.moves.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {application.moves.includes('shortlisted') && (
            <button type="button" className={getButtonClass('primary', 'sm')} disabled={decide.isPending} onClick={() => void move('shortlisted')}>
              Shortlist
            </button>
          )}
          {application.moves.includes('won') && (
            <button type="button" className={getButtonClass('primary', 'sm')} disabled={decide.isPending || !canPickWinner} title={canPickWinner ? undefined : MESSAGES.oppWinnerBeforeClose} onClick={() => void move('won')}>
              Pick as winner
            </button>
          )}
          {application.moves.includes('not_selected') && !isDeclining && (
            <button type="button" className={getButtonClass('secondary', 'sm')} onClick={() => setIsDeclining(true)}>
              Not selected…
            </button>
          )}
        </div>
      )}
      {isDeclining && (
        <div className="grid gap-3 rounded-xl border border-border bg-bg p-4">
          <Field id={reasonId} label="Reason">
            <select id={reasonId} className={INPUT_CLASS} value={reason} onChange={(event) => setReason(event.target.value)}>
              <option value="">Choose a reason</option>
              {REASONS.map((item) => (
                <option key={item.code} value={item.code}>
                  {item.text}
                </option>
              ))}
            </select>
          </Field>
          <Field id={noteId} label="A word for the artist" labelNote="optional">
            <textarea id={noteId} className={INPUT_CLASS} rows={2} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
          </Field>
          <div className="flex gap-2">
            <button type="button" className={getButtonClass('primary', 'sm')} disabled={decide.isPending} onClick={() => void move('not_selected')}>
              Send decision
            </button>
            <button type="button" className={getButtonClass('ghost', 'sm')} onClick={() => setIsDeclining(false)}>
              Cancel
            </button>
          </div>
        </div>
      )}
      <FormAlert message={error} />
    </li>
  );
}
