import { useState } from 'react';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { useStoreAnalytics, type Period } from '../api/revenue.ts';
import { FigureTable, PeriodFields } from '../components/FigureTable.tsx';

/** /distribute/analytics: streams and downloads of the artist's releases, from the stores' statements. */
export default function StoreAnalyticsPage() {
  const [period, setPeriod] = useState<Period>({ from: '', to: '' });
  const query = useStoreAnalytics(period);
  const data = query.data;
  const units = { label: 'Streams and downloads', cell: (row: { units: number }) => row.units.toLocaleString('en-IN'), numeric: true };
  return (
    <div className="mx-auto max-w-content space-y-6 px-4 py-8 md:px-8">
      <h1 className="text-3xl font-bold text-fg">Store analytics</h1>
      <PeriodFields from={period.from} to={period.to} onChange={setPeriod} />
      {query.error && <FormAlert message={readErrorMessage(query.error)} />}
      {query.isPending && <div role="status" aria-label="Loading" className="h-48 animate-pulse rounded-2xl border border-border bg-surface" />}
      {data && (
        <>
          <p className="text-lg text-fg">
            Streams and downloads: <strong data-testid="total-units">{data.total_units.toLocaleString('en-IN')}</strong>
          </p>
          <div className="grid gap-4 md:grid-cols-2">
            <FigureTable caption="By month" rows={data.by_month} rowKey={(row) => row.month} columns={[{ label: 'Month', cell: (row) => row.month }, units]} />
            <FigureTable caption="By store" rows={data.by_store} rowKey={(row) => row.store} columns={[{ label: 'Store', cell: (row) => row.store }, units]} />
            <FigureTable caption="By country" rows={data.by_country} rowKey={(row) => row.country} columns={[{ label: 'Country', cell: (row) => row.country }, units]} />
            <FigureTable caption="By release" rows={data.by_release} rowKey={(row) => String(row.release_id)} columns={[{ label: 'Release', cell: (row) => row.title }, units]} />
          </div>
        </>
      )}
    </div>
  );
}
