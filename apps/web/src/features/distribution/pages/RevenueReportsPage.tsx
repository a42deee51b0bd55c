import { useState, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import type { BankDetailsBody, RevenueReport } from '@indiwave/domain/contract/revenue';
import { formatMoney } from '@indiwave/domain/rules/money';
import { ApiError } from '../../../lib/api-client.ts';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { Field, FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useBankDetails, useDownloadRevenueCsv, usePayouts, useRequestPayout, useRevenueReport, useSaveBankDetails, type Period } from '../api/revenue.ts';
import { FigureTable, PeriodFields } from '../components/FigureTable.tsx';

const money = (paise: number) => formatMoney(paise);

function Totals({ report }: { report: RevenueReport }) {
  const items = [
    ['Earnings', money(report.totals.earnings_paise)],
    ['Streams and downloads', report.totals.units.toLocaleString('en-IN')],
    ['Available for payout', money(report.totals.available_paise)],
    ['Payout pending', money(report.totals.pending_paise)],
    ['Paid out', money(report.totals.paid_paise)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-2xl border border-border bg-surface p-4">
          <dt className="text-sm text-fg-muted">{label}</dt>
          <dd className="text-xl font-semibold text-fg" data-testid={`total-${label}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function BankDetailsForm() {
  const bank = useBankDetails();
  const save = useSaveBankDetails();
  const [form, setForm] = useState<BankDetailsBody>({ holder_name: '', bank_name: '', ifsc: '', account_number: '', confirm_account_number: '' });
  const fields = save.error instanceof ApiError ? (save.error.fields ?? {}) : {};
  const set = (name: keyof BankDetailsBody) => (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(form, {
      onSuccess: (reply) => {
        showToast(reply.message, 'success');
        setForm({ holder_name: '', bank_name: '', ifsc: '', account_number: '', confirm_account_number: '' });
      },
    });
  };
  const input = (name: keyof BankDetailsBody, label: string, extra: Record<string, string> = {}) => (
    <Field id={`bank-${name}`} label={label} error={fields[name]}>
      <input id={`bank-${name}`} className={INPUT_CLASS} value={form[name]} onChange={set(name)} aria-invalid={fields[name] ? true : undefined} {...extra} />
    </Field>
  );
  return (
    <section className="rounded-2xl border border-border bg-surface p-5">
      <h2 className="text-lg font-semibold text-fg">Bank details</h2>
      {bank.data && (
        <p className="mt-1 text-sm text-fg" data-testid="bank-saved">
          {bank.data.holder_name} · {bank.data.bank_name} · IFSC {bank.data.ifsc} · account {bank.data.account_number_masked}
        </p>
      )}
      <form className="mt-3 grid gap-3 md:grid-cols-2" onSubmit={submit} noValidate>
        {input('holder_name', 'Account holder')}
        {input('bank_name', 'Bank')}
        {input('ifsc', 'IFSC', { placeholder: 'SBIN0001234', autoCapitalize: 'characters' })}
        {input('account_number', 'Account number', { inputMode: 'numeric', autoComplete: 'off' })}
        {input('confirm_account_number', 'Account number again', { inputMode: 'numeric', autoComplete: 'off' })}
        <div className="flex items-end">
          <button type="submit" className={getButtonClass('primary', 'sm')} disabled={save.isPending}>
            {bank.data ? 'Change bank details' : 'Save bank details'}
          </button>
        </div>
      </form>
      {save.error && !Object.keys(fields).length && <FormAlert message={readErrorMessage(save.error)} />}
    </section>
  );
}

function PayoutSection({ report }: { report: RevenueReport }) {
  const payouts = usePayouts();
  const request = useRequestPayout();
  const [rupees, setRupees] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(Math.round(Number(rupees) * 100), { onSuccess: (reply) => showToast(reply.message, 'success') });
  };
  return (
    <section className="rounded-2xl border border-border bg-surface p-5">
      <h2 className="text-lg font-semibold text-fg">Payouts</h2>
      <p className="mt-1 text-sm text-fg-muted">
        Available: {money(report.totals.available_paise)}. A payout can be asked for from {money(report.payout_min_paise)} upward.
      </p>
      <form className="mt-3 flex flex-wrap items-end gap-3" onSubmit={submit} noValidate>
        <Field id="payout-amount" label="Amount (Rs)">
          <input id="payout-amount" className={INPUT_CLASS} inputMode="decimal" value={rupees} onChange={(event) => setRupees(event.target.value)} />
        </Field>
        <button type="submit" className={getButtonClass('primary', 'sm')} disabled={request.isPending || rupees === ''}>
          Request payout
        </button>
      </form>
      <FormAlert message={request.error ? readErrorMessage(request.error) : null} />
      <ul className="mt-3 space-y-1 text-sm text-fg">
        {payouts.data?.map((payout) => (
          <li key={payout.id}>
            {money(payout.amount_paise)} to {payout.account_number_masked} · {payout.status_label} · {payout.created_at.slice(0, 10)}
            {payout.note ? ` · ${payout.note}` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /revenuereports: earnings by month, store and country, CSV, bank details and payouts; only after a release went to stores (READING.md). */
export default function RevenueReportsPage() {
  const [period, setPeriod] = useState<Period>({ from: '', to: '' });
  const report = useRevenueReport(period);
  const download = useDownloadRevenueCsv();
  if (report.error instanceof ApiError && report.error.status === 403) return <Navigate to="/distribute" replace />;
  const data = report.data;
  return (
    <div className="mx-auto max-w-content space-y-6 px-4 py-8 md:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold text-fg">Revenue Report</h1>
        <button
          type="button"
          className={getButtonClass('secondary', 'sm')}
          disabled={download.isPending || !data}
          onClick={() => download.mutate(period, { onSuccess: (name) => showToast(`Downloaded ${name}`, 'success'), onError: (error) => showToast(error.message, 'error') })}
        >
          Download CSV
        </button>
      </div>
      <PeriodFields from={period.from} to={period.to} onChange={setPeriod} />
      {report.error && <FormAlert message={readErrorMessage(report.error)} />}
      {report.isPending && <div role="status" aria-label="Loading" className="h-48 animate-pulse rounded-2xl border border-border bg-surface" />}
      {data && (
        <>
          <Totals report={data} />
          <div className="grid gap-4 md:grid-cols-3">
            <FigureTable caption="By month" rows={data.by_month} rowKey={(row) => row.month} columns={[{ label: 'Month', cell: (row) => row.month }, { label: 'Units', cell: (row) => row.units, numeric: true }, { label: 'Earnings', cell: (row) => money(row.earnings_paise), numeric: true }]} />
            <FigureTable caption="By store" rows={data.by_store} rowKey={(row) => row.store} columns={[{ label: 'Store', cell: (row) => row.store }, { label: 'Units', cell: (row) => row.units, numeric: true }, { label: 'Earnings', cell: (row) => money(row.earnings_paise), numeric: true }]} />
            <FigureTable caption="By country" rows={data.by_country} rowKey={(row) => row.country} columns={[{ label: 'Country', cell: (row) => row.country }, { label: 'Units', cell: (row) => row.units, numeric: true }, { label: 'Earnings', cell: (row) => money(row.earnings_paise), numeric: true }]} />
          </div>
          <FigureTable
            caption="By month, store and country"
            rows={data.rows}
            rowKey={(row) => `${row.month}|${row.store}|${row.country}`}
            columns={[
              { label: 'Month', cell: (row) => row.month },
              { label: 'Store', cell: (row) => row.store },
              { label: 'Country', cell: (row) => row.country },
              { label: 'Units', cell: (row) => row.units, numeric: true },
              { label: 'Earnings', cell: (row) => money(row.earnings_paise), numeric: true },
            ]}
          />
          <BankDetailsForm />
          <PayoutSection report={data} />
        </>
      )}
    </div>
  );
}
