import { Download } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { Analytics, TrafficSource } from '@indiwave/domain/contract/workstation';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useAnalytics } from '../api/get-analytics.ts';
import { useDownloadAnalyticsCsv } from '../api/download-analytics-csv.ts';
import {
  readRangeFromSearch,
  getUtcToday,
  toRangeSearch,
  formatDay,
  type AnalyticsRange,
} from '../analytics/analytics-range.ts';
import { BarChart } from '../analytics/BarChart.tsx';
import { RangePicker } from '../analytics/RangePicker.tsx';
import { RankedList } from '../analytics/RankedList.tsx';
import { SongTable } from '../analytics/SongTable.tsx';
import { formatCount } from '../components/figure-change.ts';
import { Panel, WorkstationFrame } from '../components/WorkstationFrame.tsx';
import { WorkstationGate } from '../components/WorkstationGate.tsx';

const SOURCE_LABELS: Record<TrafficSource, string> = {
  page: 'Song pages',
  embed: 'Embeds',
  share: 'Share links',
  search: 'Search',
};
const UNKNOWN = 'Unknown';
const COLORS = {
  songs: 'var(--color-accent)',
  videos: 'var(--color-highlight)',
  claps: 'var(--color-highlight)',
  gained: 'var(--color-success)',
  lost: 'var(--color-danger)',
  views: 'var(--color-accent-soft)',
};

/** The range's totals, one tile each. */
function Totals({ totals }: { totals: Analytics['totals'] }) {
  const tiles = [
    ['Song plays', totals.song_plays],
    ['Video plays', totals.video_plays],
    ['Claps', totals.claps],
    ['Followers gained', totals.followers_gained],
    ['Followers lost', totals.followers_lost],
    ['Profile views', totals.profile_views],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      {tiles.map(([label, value]) => (
        <div key={label} className="rounded-2xl border border-border bg-surface p-4">
          <dt className="text-sm font-semibold text-fg-muted">{label}</dt>
          <dd
            className="mt-1 text-2xl font-bold text-fg tabular-nums"
            data-testid={`total-${label.toLowerCase().replaceAll(' ', '-')}`}
          >
            {formatCount(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function AnalyticsReport({ data }: { data: Analytics }) {
  const days = data.series.map((day) => day.date);
  const pick = (key: keyof Analytics['totals']) => data.series.map((day) => day[key]);
  return (
    <div className="grid gap-5">
      <Totals totals={data.totals} />
      <div className="grid gap-5 lg:grid-cols-2">
        <BarChart
          title="Plays"
          days={days}
          series={[
            { name: 'Songs', color: COLORS.songs, values: pick('song_plays') },
            { name: 'Videos', color: COLORS.videos, values: pick('video_plays') },
          ]}
        />
        <BarChart title="Claps" days={days} series={[{ name: 'Claps', color: COLORS.claps, values: pick('claps') }]} />
        <BarChart
          title="Followers"
          mode="grouped"
          days={days}
          series={[
            { name: 'Gained', color: COLORS.gained, values: pick('followers_gained') },
            { name: 'Lost', color: COLORS.lost, values: pick('followers_lost') },
          ]}
        />
        <BarChart
          title="Profile views"
          days={days}
          series={[{ name: 'Views', color: COLORS.views, values: pick('profile_views') }]}
        />
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <Panel title="Top songs">
          <RankedList
            label="Top songs"
            empty="No plays in this range."
            rows={data.top_songs.map((song) => ({ key: song.slug, label: song.title, value: song.plays }))}
          />
        </Panel>
        <Panel title="Cities">
          <RankedList
            label="Cities"
            empty="No plays in this range."
            rows={data.cities.map((row, index) => ({
              key: `${row.city ?? ''}-${row.country ?? ''}-${index}`,
              label: row.city ?? UNKNOWN,
              detail: row.country ?? undefined,
              value: row.plays,
            }))}
          />
        </Panel>
        <Panel title="Countries">
          <RankedList
            label="Countries"
            empty="No plays in this range."
            rows={data.countries.map((row, index) => ({
              key: `${row.country ?? ''}-${index}`,
              label: row.country ?? UNKNOWN,
              value: row.plays,
            }))}
          />
        </Panel>
        <Panel title="Traffic sources">
          <RankedList
            label="Traffic sources"
            empty="No plays in this range."
            rows={data.sources.map((row) => ({ key: row.source, label: SOURCE_LABELS[row.source], value: row.plays }))}
          />
        </Panel>
      </div>
      <Panel title="Songs">
        <SongTable songs={data.songs} />
      </Panel>
    </div>
  );
}

function AnalyticsContent() {
  const [search, setSearch] = useSearchParams();
  const today = getUtcToday();
  const range = readRangeFromSearch(search, today);
  const analytics = useAnalytics(range);
  const download = useDownloadAnalyticsCsv();
  const data = analytics.data;

  const handleChange = (next: AnalyticsRange) => setSearch(toRangeSearch(next), { replace: true });
  const handleDownload = () =>
    download.mutate(range, { onError: (error) => showToast(readErrorMessage(error), 'error', 4000) });

  return (
    <WorkstationFrame
      title="Analytics"
      subtitle={
        data
          ? `${formatDay(data.range.from)} – ${formatDay(data.range.to)} (${data.range.days} days, UTC)`
          : 'Plays, claps, followers and profile views of your music.'
      }
      actions={
        <button
          type="button"
          className={getButtonClass('secondary', 'sm')}
          onClick={handleDownload}
          disabled={download.isPending || !data}
        >
          <Download aria-hidden size={16} /> {download.isPending ? 'Preparing…' : 'Export CSV'}
        </button>
      }
    >
      <div className="mb-5">
        <RangePicker
          key={data ? 'ready' : 'loading'}
          value={range}
          shownFrom={data?.range.from ?? today}
          shownTo={data?.range.to ?? today}
          today={today}
          onChange={handleChange}
        />
      </div>
      {analytics.isPending && (
        <div
          role="status"
          aria-label="Loading analytics"
          className="h-96 animate-pulse rounded-2xl border border-border bg-surface"
        />
      )}
      {analytics.error && <FormAlert message={readErrorMessage(analytics.error)} />}
      {data && (
        <div
          aria-busy={analytics.isPlaceholderData}
          className={analytics.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}
        >
          <AnalyticsReport data={data} />
        </div>
      )}
    </WorkstationFrame>
  );
}

/** /mydashboard/analytics (issue 8, READING: on-platform statistics): the artist's numbers over a chosen range. */
export default function AnalyticsPage() {
  return (
    <WorkstationGate>
      <AnalyticsContent />
    </WorkstationGate>
  );
}
