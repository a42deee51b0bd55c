import { useState, type FormEvent } from 'react';
import { PAYOUT_STATUSES, type PayoutStatus } from '@indiwave/domain/constants';
import type { Statement } from '@indiwave/domain/contract/revenue';
import { PAYOUT_STATUS_LABELS } from '@indiwave/domain/messages';
import { formatMoney } from '@indiwave/domain/rules/money';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useDecidePayout, useImportStatement, usePayoutQueue, useStatements, useUnmatchedLines } from '../api/revenue.ts';
import { FigureTable } from '../components/FigureTable.tsx';

function StatementFigures({ statement }: { statement: Statement }) {
  return (
    <span>
      {statement.line_count} lines · {statement.matched_count} matched · {statement.unmatched_count} unmatched · {formatMoney(statement.total_paise)} · {statement.units} units
    </span>
  );
}

function UnmatchedLines({ statementId }: { statementId: number }) {
  const query = useUnmatchedLines(statementId);
  if (query.error) return <FormAlert message={readErrorMessage(query.error)} />;
  if (!query.data) return null;
  return (
    <FigureTable
      caption={`Unmatched lines (${query.data.count})`}
      rows={query.data.results}
      rowKey={(row) => String(row.line_number)}
      columns={[
        { label: 'Line', cell: (row) => row.line_number, numeric: true },
        { label: 'Sale month', cell: (row) => row.sale_month },
        { label: 'Store', cell: (row) => row.store },
        { label: 'Country', cell: (row) => row.country },
        { label: 'Artist', cell: (row) => row.artist },
        { label: 'Title', cell: (row) => row.title },
        { label: 'ISRC', cell: (row) => row.isrc },
        { label: 'UPC', cell: (row) => row.upc },
        { label: 'Units', cell: (row) => row.units, numeric: true },
        { label: 'Earnings', cell: (row) => `${row.earnings} ${row.currency} @ ${row.rate}`, numeric: true },
      ]}
    />
  );
}

function StatementImport() {
  const importer = useImportStatement();
  const statements = useStatements();
  const [file, setFile] = useState<File | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    importer.mutate(file, {
      onSuccess: (reply) => {
        showToast(reply.message, 'success');
        setShown(reply.result.unmatched_count > 0 ? reply.result.id : null);
      },
    });
  };
  const result = importer.data;
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold text-fg">Store statements</h2>
      <form className="flex flex-wrap items-end gap-3" onSubmit={submit}>
        <label className="flex flex-col gap-1 text-sm text-fg">
          Statement (CSV or TSV)
          <input type="file" accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        </label>
        <button type="submit" className={getButtonClass('primary', 'sm')} disabled={!file || importer.isPending}>
          {importer.isPending ? 'Importing…' : 'Import statement'}
        </button>
      </form>
      <FormAlert message={importer.error ? readErrorMessage(importer.error) : null} />
      {result && (
        <p role="status" className="rounded-xl border border-border bg-surface p-3 text-sm text-fg" data-testid="import-result">
          {result.message} {result.result.file_name}: <StatementFigures statement={result.result} />
        </p>
      )}
      <ul className="space-y-2 text-sm text-fg">
        {statements.data?.map((statement) => (
          <li key={statement.id} className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-surface p-3">
            <strong>{statement.file_name}</strong> <StatementFigures statement={statement} /> <span className="text-fg-muted">{statement.created_at.slice(0, 16).replace('T', ' ')}</span>
            {statement.unmatched_count > 0 && (
              <button type="button" className="text-accent-soft underline underline-offset-4" onClick={() => setShown(shown === statement.id ? null : statement.id)}>
                {shown === statement.id ? 'Hide unmatched lines' : 'Show unmatched lines'}
              </button>
            )}
          </li>
        ))}
      </ul>
      {shown !== null && <UnmatchedLines statementId={shown} />}
    </section>
  );
}

function PayoutQueue() {
  const [status, setStatus] = useState<PayoutStatus>('requested');
  const queue = usePayoutQueue(status);
  const decide = useDecidePayout();
  const [notes, setNotes] = useState<Record<number, string>>({});
  const go = (id: number, next: 'paid' | 'rejected') => decide.mutate({ id, body: { status: next, note: notes[id] ?? '' } }, { onSuccess: (reply) => showToast(reply.message, 'success') });
  return (
    <section className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-xl font-semibold text-fg">Payout requests</h2>
        <select aria-label="Payout status" className={`${INPUT_CLASS} w-auto`} value={status} onChange={(event) => setStatus(event.target.value as PayoutStatus)}>
          {PAYOUT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {PAYOUT_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <FormAlert message={decide.error ? readErrorMessage(decide.error) : queue.error ? readErrorMessage(queue.error) : null} />
      {queue.data?.length === 0 && <p className="text-fg-muted">No payout requests.</p>}
      <ul className="space-y-2">
        {queue.data?.map((payout) => (
          <li key={payout.id} className="rounded-xl border border-border bg-surface p-3 text-sm text-fg">
            <p>
              <strong>{formatMoney(payout.amount_paise)}</strong> · {payout.artist.name} &lt;{payout.artist.email}&gt; · {payout.holder_name}, IFSC {payout.ifsc}, account {payout.account_number} · {payout.status_label} · asked {payout.created_at.slice(0, 10)}
              {payout.note ? ` · ${payout.note}` : ''}
            </p>
            {payout.status === 'requested' && (
              <div className="mt-2 flex flex-wrap gap-2">
                <input aria-label="Note (transfer reference or reason)" className={`${INPUT_CLASS} w-auto flex-1`} value={notes[payout.id] ?? ''} onChange={(event) => setNotes({ ...notes, [payout.id]: event.target.value })} />
                <button type="button" className={getButtonClass('primary', 'sm')} disabled={decide.isPending} onClick={() => go(payout.id, 'paid')}>
                  Mark paid
                </button>
                <button type="button" className={getButtonClass('secondary', 'sm')} disabled={decide.isPending} onClick={() => go(payout.id, 'rejected')}>
                  Reject
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /admin/revenue: import store statements (the result and unmatched lines) and work the payout queue (issue 18 item 6). */
export default function StaffRevenuePage() {
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold text-fg">Revenue</h1>
      <StatementImport />
      <PayoutQueue />
    </div>
  );
}
