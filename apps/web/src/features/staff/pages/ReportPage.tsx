import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import type { ReportDecision, ReportDetail } from '@indiwave/domain/contract/moderation';
import { ApiError } from '../../../lib/api-client.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { Field, FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { ConsolePage, ConsolePanel } from '../components/ConsolePage.tsx';
import { useStaffMe } from '../api/get-staff-me.ts';
import { useAssignReport, useDecideReport, useReport } from '../api/moderation.ts';
import { DECISION_LABELS, formatDate, RESOLUTION_LABELS } from '../components/labels.ts';
import { StrikeList } from '../components/StrikeList.tsx';

type Snapshot = { type: string; title: string; path: string | null; owner: { slug: string; name: string } | null; fields: Record<string, string | number | boolean | null>; captured_at: string };

function isSnapshot(value: unknown): value is Snapshot {
  return typeof value === 'object' && value !== null && 'fields' in value && 'title' in value;
}

/** The item as it was when reported: kept with the report, so it outlives the item. */
function SnapshotView({ snapshot }: { snapshot: unknown }) {
  if (!isSnapshot(snapshot)) return <p className="text-sm text-fg-muted">The address named nothing on our site; only the address was kept.</p>;
  return (
    <div className="text-sm">
      <p className="font-semibold text-fg">
        {snapshot.type}: {snapshot.title}
      </p>
      <p className="text-fg-muted">
        {snapshot.owner && <>By {snapshot.owner.name} · </>}captured {formatDate(snapshot.captured_at)}
      </p>
      <dl className="mt-2 grid gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
        {Object.entries(snapshot.fields).map(([key, value]) =>
          typeof value === 'string' && /^https?:\/\//.test(value) && /\.(png|jpe?g|webp|gif)(\?|$)/i.test(value) ? (
            <div key={key} className="contents">
              <dt className="font-semibold text-fg-muted">{key}</dt>
              <dd>
                <img src={value} alt={`${key} as reported`} className="h-24 w-24 rounded object-cover" loading="lazy" />
              </dd>
            </div>
          ) : (
            <div key={key} className="contents">
              <dt className="font-semibold text-fg-muted">{key}</dt>
              <dd className="break-words whitespace-pre-wrap text-fg">{value === null || value === '' ? '—' : String(value)}</dd>
            </div>
          ),
        )}
      </dl>
    </div>
  );
}

/** The decision form: the decisions open now, what the owner reads, what the reporters read. */
function DecideForm({ report }: { report: ReportDetail }) {
  const decide = useDecideReport(report.id);
  const [decision, setDecision] = useState<ReportDecision>(report.decisions[0]);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const fieldErrors = decide.error instanceof ApiError ? decide.error.fields : undefined;
  const needsReason = DECISION_LABELS[decision].needsReason;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    decide.mutate(
      { decision, ...(reason.trim() ? { reason } : {}), ...(note.trim() ? { note } : {}) },
      {
        onSuccess: (reply) => {
          showToast(reply.message, 'success');
          setReason('');
          setNote('');
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} className="grid gap-4" noValidate>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-2 text-sm font-semibold text-fg">Decision</legend>
        {report.decisions.map((value) => (
          <label key={value} className={`cursor-pointer rounded-lg border px-3 py-2 text-sm font-semibold ${decision === value ? 'border-accent bg-surface-raised text-fg' : 'border-border text-fg-muted'}`}>
            <input type="radio" name="decision" value={value} checked={decision === value} onChange={() => setDecision(value)} className="mr-2" />
            {DECISION_LABELS[value].label}
          </label>
        ))}
      </fieldset>
      <Field id="decide-reason" label="What the owner reads" labelNote={needsReason ? undefined : 'optional'} error={fieldErrors?.reason}>
        <textarea id="decide-reason" className={INPUT_CLASS} rows={3} value={reason} onChange={(event) => setReason(event.target.value)} aria-invalid={Boolean(fieldErrors?.reason)} />
      </Field>
      <Field id="decide-note" label="A note to the reporters" labelNote="optional">
        <textarea id="decide-note" className={INPUT_CLASS} rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
      </Field>
      <div>
        <FormAlert message={decide.error && !fieldErrors ? decide.error.message : null} />
        <button type="submit" className={getButtonClass('primary', 'sm', 'mt-2')} disabled={decide.isPending || (needsReason && reason.trim() === '')}>
          {DECISION_LABELS[decision].label}
        </button>
      </div>
    </form>
  );
}

function ReportView({ report }: { report: ReportDetail }) {
  const me = useStaffMe();
  const assign = useAssignReport(report.id);
  const isMine = report.assigned_to !== null && report.assigned_to.slug === me.data?.slug;
  const isOpen = report.status === 'open';

  const handleAssign = (release: boolean) =>
    assign.mutate(release, { onSuccess: (reply) => showToast(reply.message, 'success'), onError: (error) => showToast(error.message, 'error') });

  return (
    <ConsolePage
      title={`${report.kind === 'appeal' ? 'Appeal' : 'Report'} #${report.id}`}
      description={`${report.complaint} · filed ${formatDate(report.created_at)} · ${isOpen ? 'open' : `closed: ${report.resolution ? RESOLUTION_LABELS[report.resolution] : ''}`}`}
      actions={
        <>
          <Link to="/admin/reports" className={getButtonClass('secondary', 'sm')}>
            Back to the queue
          </Link>
          {isOpen &&
            (isMine ? (
              <button type="button" className={getButtonClass('secondary', 'sm')} onClick={() => handleAssign(true)} disabled={assign.isPending}>
                Give it back
              </button>
            ) : (
              <button type="button" className={getButtonClass('primary', 'sm')} onClick={() => handleAssign(false)} disabled={assign.isPending}>
                Assign to me
              </button>
            ))}
        </>
      }
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <ConsolePanel title={report.kind === 'appeal' ? 'The appeal' : 'The complaint'}>
          <p className="text-sm whitespace-pre-wrap text-fg">{report.description || '—'}</p>
          <p className="mt-2 text-sm text-fg-muted">
            From {report.reporter.name} ({report.reporter.email}) · about {report.url}
          </p>
          <p className="mt-1 text-sm text-fg-muted">Assigned to: {report.assigned_to ? report.assigned_to.name : 'nobody'}</p>
          {report.appealed_strike && <p className="mt-2 text-sm text-fg">Appealed strike: {report.appealed_strike.reason}</p>}
          {!isOpen && (
            <p className="mt-2 text-sm text-fg">
              {report.resolution ? RESOLUTION_LABELS[report.resolution] : 'Closed'}
              {report.resolved_by && <> by {report.resolved_by.name}</>}
              {report.resolved_at && <> on {formatDate(report.resolved_at)}</>}
              {report.resolution_note && <>: {report.resolution_note}</>}
            </p>
          )}
        </ConsolePanel>
        <ConsolePanel
          title="As reported"
          action={
            report.target.path && !report.target.is_gone ? (
              <a href={report.target.path} target="_blank" rel="noreferrer" className="text-sm font-semibold text-accent-soft hover:underline">
                Open it now
              </a>
            ) : undefined
          }
        >
          {report.target.is_gone && <p className="mb-2 text-sm font-semibold text-danger">Deleted since: only the snapshot remains.</p>}
          {report.target.is_taken_down && <p className="mb-2 text-sm font-semibold text-danger">Taken down.</p>}
          <SnapshotView snapshot={report.snapshot} />
        </ConsolePanel>
        {isOpen && report.decisions.length > 0 && (
          <div className="lg:col-span-2">
            <ConsolePanel title="Decide">
              <DecideForm key={report.decisions.join()} report={report} />
            </ConsolePanel>
          </div>
        )}
        <ConsolePanel
          title={report.owner ? `${report.owner.name}'s strikes (${report.owner.active_strikes} active)` : 'Strikes'}
          action={report.owner ? <Link to={`/admin/strikes?user=${encodeURIComponent(report.owner.slug)}`} className="text-sm font-semibold text-accent-soft hover:underline">All</Link> : undefined}
        >
          {report.owner?.is_suspended && <p className="mb-2 text-sm font-semibold text-danger">Suspended.</p>}
          <StrikeList strikes={report.owner_strikes} label="Owner's strikes" />
        </ConsolePanel>
        <ConsolePanel title="Other reports about it">
          {report.related.length === 0 ? (
            <p className="text-sm text-fg-muted">None.</p>
          ) : (
            <ul className="divide-y divide-border text-sm">
              {report.related.map((related) => (
                <li key={related.id} className="py-2">
                  <Link to={`/admin/reports/${related.id}`} className="font-semibold text-fg hover:underline">
                    #{related.id} {related.complaint}
                  </Link>{' '}
                  <span className="text-fg-muted">
                    {related.status} · {formatDate(related.created_at)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </ConsolePanel>
      </div>
    </ConsolePage>
  );
}

/** One report or appeal (issue 21): the snapshot, the item now, the owner's strikes and the decision. */
export default function ReportPage() {
  const id = Number(useParams().id);
  const report = useReport(id);
  if (report.isPending) return <p className="text-sm text-fg-muted">Loading…</p>;
  if (report.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {report.error.message}
      </p>
    );
  return <ReportView report={report.data} />;
}
