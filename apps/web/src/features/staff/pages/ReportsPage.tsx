import { Link, useSearchParams } from 'react-router';
import type { ReportSummary } from '@indiwave/domain/contract/moderation';
import { ConsolePage } from '../components/ConsolePage.tsx';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { useReports, type ReportsFilters } from '../api/moderation.ts';
import { formatDate, RESOLUTION_LABELS } from '../components/labels.ts';

const PAGE = 50;

type Choice<T extends string> = { value: T; label: string };
const STATUSES: Choice<ReportsFilters['status']>[] = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'all', label: 'All' },
];
const ASSIGNED: Choice<ReportsFilters['assigned']>[] = [
  { value: 'all', label: 'Anyone' },
  { value: 'me', label: 'Assigned to me' },
  { value: 'unassigned', label: 'Unassigned' },
];
const KINDS: Choice<ReportsFilters['kind']>[] = [
  { value: 'all', label: 'Reports and appeals' },
  { value: 'report', label: 'Reports' },
  { value: 'appeal', label: 'Appeals' },
];

/** The filters in the address, so a view can be shared with the team. */
function readFilters(params: URLSearchParams): ReportsFilters {
  const pick = <T extends string>(key: string, choices: Choice<T>[], fallback: T): T => choices.find((choice) => choice.value === params.get(key))?.value ?? fallback;
  return { status: pick('status', STATUSES, 'open'), assigned: pick('assigned', ASSIGNED, 'all'), kind: pick('kind', KINDS, 'all'), offset: Math.max(0, Number(params.get('offset')) || 0) };
}

function Filter<T extends string>({ label, name, choices, value, onChange }: { label: string; name: string; choices: Choice<T>[]; value: T; onChange: (value: T) => void }) {
  return (
    <fieldset className="flex flex-wrap items-center gap-1">
      <legend className="sr-only">{label}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={`cursor-pointer rounded-full px-3 py-1 text-sm font-semibold ${value === choice.value ? 'bg-accent text-accent-fg' : 'bg-surface-raised text-fg-muted hover:text-fg'}`}>
          <input type="radio" className="sr-only" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

function ReportLine({ report }: { report: ReportSummary }) {
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="min-w-0">
          <Link to={`/admin/reports/${report.id}`} className="font-semibold text-fg hover:underline">
            #{report.id} {report.kind === 'appeal' ? 'Appeal' : report.complaint}: {report.target.title ?? report.url}
          </Link>
          {report.target.type && <span className="ml-2 rounded bg-surface-raised px-1.5 py-0.5 text-xs text-fg-muted">{report.target.type}</span>}
          {report.target.is_taken_down && <span className="ml-2 rounded bg-danger/20 px-1.5 py-0.5 text-xs text-danger">taken down</span>}
        </p>
        <time dateTime={report.created_at} className="text-xs text-fg-muted tabular-nums">
          {formatDate(report.created_at)}
        </time>
      </div>
      <p className="mt-1 text-sm text-fg-muted">
        By {report.reporter.name || report.reporter.email}
        {report.owner && (
          <>
            {' '}· owner {report.owner.name} ({report.owner.active_strikes} {report.owner.active_strikes === 1 ? 'strike' : 'strikes'})
          </>
        )}
        {report.assigned_to && <> · assigned to {report.assigned_to.name}</>}
        {report.related_open > 0 && <> · {report.related_open} more open about it</>}
        {report.resolution && <> · {RESOLUTION_LABELS[report.resolution]}</>}
      </p>
    </li>
  );
}

/** The reports queue (issue 21): open reports oldest first, appeals among them; filters in the address. */
export default function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const reports = useReports(filters);
  const counts = reports.data?.counts;

  const change = (key: keyof ReportsFilters, value: string | number) => {
    const next = new URLSearchParams(params);
    next.set(key, String(value));
    if (key !== 'offset') next.delete('offset');
    setParams(next);
  };

  return (
    <ConsolePage
      title="Reports"
      description={counts ? `${counts.open} open · ${counts.unassigned} unassigned · ${counts.mine} assigned to you · ${counts.appeals} appeals` : 'Abuse reports and appeals waiting for the team.'}
      actions={<Link to="/admin/strikes" className={getButtonClass('secondary', 'sm')}>Strikes</Link>}
    >
      <div className="flex flex-wrap gap-3">
        <Filter label="Status" name="status" choices={STATUSES} value={filters.status} onChange={(value) => change('status', value)} />
        <Filter label="Assigned" name="assigned" choices={ASSIGNED} value={filters.assigned} onChange={(value) => change('assigned', value)} />
        <Filter label="Kind" name="kind" choices={KINDS} value={filters.kind} onChange={(value) => change('kind', value)} />
      </div>
      {reports.isPending && <p className="mt-4 text-sm text-fg-muted">Loading…</p>}
      {reports.isError && (
        <p role="alert" className="mt-4 text-sm text-danger">
          {reports.error.message}
        </p>
      )}
      {reports.data && reports.data.results.length === 0 && <p className="mt-4 text-fg-muted">Nothing here.</p>}
      {reports.data && reports.data.results.length > 0 && (
        <>
          <ul aria-label="Reports" className="mt-4 divide-y divide-border">
            {reports.data.results.map((report) => (
              <ReportLine key={report.id} report={report} />
            ))}
          </ul>
          <div className="mt-4 flex items-center gap-3">
            <button type="button" className={getButtonClass('secondary', 'sm')} disabled={filters.offset === 0} onClick={() => change('offset', Math.max(0, filters.offset - PAGE))}>
              Newer
            </button>
            <span className="text-sm text-fg-muted">
              {filters.offset + 1}–{filters.offset + reports.data.results.length} of {reports.data.count}
            </span>
            <button type="button" className={getButtonClass('secondary', 'sm')} disabled={filters.offset + PAGE >= reports.data.count} onClick={() => change('offset', filters.offset + PAGE)}>
              Older
            </button>
          </div>
        </>
      )}
    </ConsolePage>
  );
}
