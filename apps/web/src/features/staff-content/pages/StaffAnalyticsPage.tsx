import { useId, useState } from 'react';
import { SITE_ANALYTICS_DEFAULT_DAYS } from '@indiwave/domain/constants';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { Field, FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { useSiteAnalytics } from '../api/staff-content.ts';
import { scrollRegion } from '../../../ui/scroll-region.ts';

const DAY_MS = 86_400_000;
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const percent = (ctr: number) => `${(ctr * 100).toFixed(1)}%`;

/** /admin/site-analytics: impressions, clicks and CTR per ad, page and day, and the most clicked labels (first-party events). */
export default function StaffAnalyticsPage() {
  const [to, setTo] = useState(() => toDay(Date.now()));
  const [from, setFrom] = useState(() => toDay(Date.now() - (SITE_ANALYTICS_DEFAULT_DAYS - 1) * DAY_MS));
  const report = useSiteAnalytics(from, to);
  const id = useId();
  const data = report.data;

  return (
    <div className="mx-auto grid max-w-content gap-6 px-4 py-8 md:px-8">
      <h1 className="text-3xl font-bold text-fg">Analytics</h1>
      <div className="flex flex-wrap gap-4">
        <Field id={`${id}-from`} label="From (UTC)">
          <input id={`${id}-from`} type="date" className={INPUT_CLASS} value={from} max={to} onChange={(event) => event.target.value && setFrom(event.target.value)} />
        </Field>
        <Field id={`${id}-to`} label="To (UTC)">
          <input id={`${id}-to`} type="date" className={INPUT_CLASS} value={to} min={from} onChange={(event) => event.target.value && setTo(event.target.value)} />
        </Field>
      </div>
      {report.isError && <FormAlert message={readErrorMessage(report.error)} />}
      {data && (
        <>
          <p className="text-sm text-fg-muted">{data.events} events counted in these days (visitors with Do Not Track or Global Privacy Control are never counted).</p>
          <section aria-labelledby={`${id}-ads`} className="grid gap-2">
            <h2 id={`${id}-ads`} className="text-xl font-bold text-fg">Campaigns</h2>
            <table className="w-full text-left text-sm" data-testid="analytics-ads">
              <thead className="text-fg-muted">
                <tr>
                  <th className="py-2">Campaign</th>
                  <th className="py-2 text-right">Impressions</th>
                  <th className="py-2 text-right">Clicks</th>
                  <th className="py-2 text-right">CTR</th>
                </tr>
              </thead>
              <tbody>
                {data.ads.map((ad) => (
                  <tr key={ad.adv_id} className="border-t border-border">
                    <td className="py-2 font-semibold text-fg">{ad.adv_name}</td>
                    <td className="py-2 text-right tabular-nums">{ad.impressions}</td>
                    <td className="py-2 text-right tabular-nums">{ad.clicks}</td>
                    <td className="py-2 text-right tabular-nums">{percent(ad.ctr)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section aria-labelledby={`${id}-days`} className="grid gap-2">
            <h2 id={`${id}-days`} className="text-xl font-bold text-fg">By page and day</h2>
            <div {...scrollRegion('By page and day table')}>
              <table className="w-full min-w-[600px] text-left text-sm">
                <thead className="text-fg-muted">
                  <tr>
                    <th className="py-2">Day</th>
                    <th className="py-2">Campaign</th>
                    <th className="py-2">Page</th>
                    <th className="py-2 text-right">Impressions</th>
                    <th className="py-2 text-right">Clicks</th>
                    <th className="py-2 text-right">CTR</th>
                  </tr>
                </thead>
                <tbody>
                  {data.rows.map((row) => (
                    <tr key={`${row.day}-${row.adv_id}-${row.page}`} className="border-t border-border">
                      <td className="py-2 tabular-nums">{row.day}</td>
                      <td className="py-2">{row.adv_name}</td>
                      <td className="py-2 text-fg-muted">{row.page}</td>
                      <td className="py-2 text-right tabular-nums">{row.impressions}</td>
                      <td className="py-2 text-right tabular-nums">{row.clicks}</td>
                      <td className="py-2 text-right tabular-nums">{percent(row.ctr)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <section aria-labelledby={`${id}-clicks`} className="grid gap-2">
            <h2 id={`${id}-clicks`} className="text-xl font-bold text-fg">Most clicked</h2>
            <ol className="grid gap-1 text-sm">
              {data.top_clicks.map((click) => (
                <li key={`${click.category}-${click.label}`} className="flex justify-between gap-4 border-t border-border py-1.5">
                  <span>
                    <span className="text-fg-muted">{click.category} · </span>
                    {click.label}
                  </span>
                  <span className="tabular-nums">{click.count}</span>
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
    </div>
  );
}
