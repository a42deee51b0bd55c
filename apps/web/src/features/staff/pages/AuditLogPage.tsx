import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AUDIT_AREAS, type AuditEntry, type AuditFilters } from '@indiwave/domain/contract/staff';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { INPUT_CLASS } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useAuditLog, useDownloadAuditCsv } from '../api/audit-log.ts';
import { ConsolePage } from '../components/ConsolePage.tsx';

const FILTER_KEYS = ['q', 'action', 'actor', 'target_type', 'target', 'from', 'to'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

/** The filters in the address, so a search can be shared with the team. */
function readFilters(params: URLSearchParams): AuditFilters {
  return Object.fromEntries(FILTER_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)]] : []))) as AuditFilters;
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });

/** A before/after value as readable text. */
function formatValue(value: unknown): string {
  return value === null || value === undefined ? '—' : JSON.stringify(value, null, 1).replace(/\n\s*/g, ' ');
}

function AuditLine({ entry }: { entry: AuditEntry }) {
  const hasChange = entry.before !== null || entry.after !== null;
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="min-w-0 text-sm text-fg">
          <span className="font-semibold">{entry.actor.slug ? <Link to={`/admin/audit?actor=${encodeURIComponent(entry.actor.slug)}`} className="hover:underline">{entry.actor.label}</Link> : entry.actor.label}</span>{' '}
          <span className="text-fg-muted">({entry.actor.role})</span> <code className="rounded bg-surface-raised px-1.5 py-0.5 text-xs">{entry.action}</code>{' '}
          {entry.target.type}
          {entry.target.key && (
            <>
              {' '}
              <Link to={`/admin/audit?target_type=${encodeURIComponent(entry.target.type)}&target=${encodeURIComponent(entry.target.key)}`} className="font-semibold hover:underline">
                {entry.target.label ?? entry.target.key}
              </Link>
            </>
          )}
        </p>
        <time dateTime={entry.created_at} className="text-xs text-fg-muted tabular-nums">
          {DATE_FORMAT.format(new Date(entry.created_at))} UTC
        </time>
      </div>
      {entry.reason && <p className="mt-1 text-sm text-fg-muted">Reason: {entry.reason}</p>}
      {hasChange && (
        <dl className="mt-1 grid gap-x-3 text-xs text-fg-muted sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">Before</dt>
          <dd className="break-all">{formatValue(entry.before)}</dd>
          <dt className="font-semibold">After</dt>
          <dd className="break-all">{formatValue(entry.after)}</dd>
        </dl>
      )}
      <p className="mt-1 text-xs text-fg-muted">
        From {entry.ip} · {entry.user_agent || 'unknown browser'}
      </p>
    </li>
  );
}

/** The search form; keyed by the address, so following a link in a line fills it anew. */
function AuditSearchForm({ params, onSearch }: { params: URLSearchParams; onSearch: (next: Record<string, string>) => void }) {
  const [draft, setDraft] = useState<Record<FilterKey, string>>(() => Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as Record<FilterKey, string>);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim() !== '')));
  };
  const field = (key: FilterKey) => ({ id: `audit-${key}`, value: draft[key], onChange: (event: { target: { value: string } }) => setDraft((value) => ({ ...value, [key]: event.target.value })), className: INPUT_CLASS });
  return (
      <form role="search" aria-label="Search the audit log" onSubmit={handleSubmit} className="grid gap-3 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <label htmlFor="audit-q" className="mb-1 block text-sm font-medium">Words</label>
          <input type="search" {...field('q')} />
        </div>
        <div>
          <label htmlFor="audit-action" className="mb-1 block text-sm font-medium">Area</label>
          <select {...field('action')}>
            <option value="">Any</option>
            {Object.entries(AUDIT_AREAS).map(([area, label]) => (
              <option key={area} value={area}>
                {label}
              </option>
            ))}
            {draft.action && !(draft.action in AUDIT_AREAS) && <option value={draft.action}>{draft.action}</option>}
          </select>
        </div>
        <div>
          <label htmlFor="audit-actor" className="mb-1 block text-sm font-medium">Actor (slug or e-mail)</label>
          <input {...field('actor')} />
        </div>
        <div>
          <label htmlFor="audit-target_type" className="mb-1 block text-sm font-medium">Target type</label>
          <input {...field('target_type')} placeholder="song, user, report…" />
        </div>
        <div>
          <label htmlFor="audit-target" className="mb-1 block text-sm font-medium">Target</label>
          <input {...field('target')} />
        </div>
        <div>
          <label htmlFor="audit-from" className="mb-1 block text-sm font-medium">From (UTC)</label>
          <input type="date" {...field('from')} />
        </div>
        <div>
          <label htmlFor="audit-to" className="mb-1 block text-sm font-medium">To (UTC)</label>
          <input type="date" {...field('to')} />
        </div>
        <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-4">
          <button type="submit" className={getButtonClass('primary', 'sm')}>
            Search
          </button>
          {params.size > 0 && (
            <Link to="/admin/audit" className={getButtonClass('ghost', 'sm')}>
              Clear
            </Link>
          )}
        </div>
      </form>
  );
}

/** The audit log (issue 21): every staff action, newest first; searched, filtered, exported. */
export default function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const log = useAuditLog(filters);
  const download = useDownloadAuditCsv();
  const entries = log.data?.pages.flatMap((page) => page.results) ?? [];


  return (
    <ConsolePage
      title="Audit log"
      description="Every action taken in the console: who, what, on what, before and after, when and from where. Lines can be added, never changed."
      actions={
        <button
          type="button"
          className={getButtonClass('secondary', 'sm')}
          disabled={download.isPending}
          onClick={() => download.mutate(filters, { onSuccess: (name) => showToast(`Downloaded ${name}`, 'success'), onError: (error) => showToast(error.message, 'error') })}
        >
          Export CSV
        </button>
      }
    >
      <AuditSearchForm key={params.toString()} params={params} onSearch={setParams} />

      <div className="mt-6" aria-live="polite">
        {log.isPending && <p className="text-sm text-fg-muted">Loading…</p>}
        {log.isError && <p role="alert" className="text-sm text-danger">{log.error.message}</p>}
        {log.isSuccess && entries.length === 0 && <p className="text-sm text-fg-muted">No line matches.</p>}
        {entries.length > 0 && (
          <ol aria-label="Audit log lines" className="divide-y divide-border rounded-2xl border border-border bg-surface px-4">
            {entries.map((entry) => (
              <AuditLine key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
        {log.hasNextPage && (
          <button type="button" className={getButtonClass('secondary', 'sm', 'mt-4')} onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
            Load more
          </button>
        )}
      </div>
    </ConsolePage>
  );
}
