import { useEffect, useId, useRef, useState } from 'react';
import { formatCount } from '../components/figure-change.ts';
import { formatDay } from './analytics-range.ts';
import { findNiceMax, pickTickIndexes } from './chart-scale.ts';

/** A series of a chart: its name, colour (a CSS colour) and one value per day. */
export type ChartSeries = { name: string; color: string; values: number[] };

type BarChartProps = {
  title: string;
  /** YYYY-MM-DD, one per bar. */
  days: string[];
  series: ChartSeries[];
  /** Stacked bars (parts of one total) or grouped side by side (gained and lost). */
  mode?: 'stacked' | 'grouped';
};

const HEIGHT = 200;

/**
 * The drawn width of the chart in CSS pixels, followed as the page resizes: the SVG is drawn at
 * its real size, so its labels keep their size on a phone rather than shrink with the picture.
 */
function useDrawnWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
const PAD = { top: 12, right: 8, bottom: 24, left: 40 };

/**
 * A daily bar chart drawn as SVG (docs/decisions.md: no chart library). For screen readers the
 * picture is summed up in its name, and the numbers are a table under 'Show the numbers'; each
 * bar also names its day and values on hover.
 */
export function BarChart({ title, days, series, mode = 'stacked' }: BarChartProps) {
  const id = useId();
  const { ref, width: WIDTH } = useDrawnWidth();
  const totals = series.map((item) => item.values.reduce((sum, value) => sum + value, 0));
  const perDay = days.map((_, day) =>
    mode === 'stacked'
      ? series.reduce((sum, item) => sum + (item.values[day] ?? 0), 0)
      : Math.max(...series.map((item) => item.values[day] ?? 0)),
  );
  const top = findNiceMax(Math.max(0, ...perDay));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, days.length);
  const barWidth = Math.max(1, slot * 0.7);
  const toY = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const summary = `${title}, ${formatDay(days[0] ?? '')} to ${formatDay(days.at(-1) ?? '')}: ${series.map((item, index) => `${item.name} ${formatCount(totals[index] ?? 0)}`).join(', ')}.`;

  return (
    <figure className="min-w-0 rounded-2xl border border-border bg-surface p-4">
      <figcaption className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-bold text-fg">{title}</span>
        <span className="flex flex-wrap gap-3 text-xs text-fg-muted">
          {series.map((item, index) => (
            <span key={item.name} className="inline-flex items-center gap-1.5">
              <span aria-hidden className="size-2.5 rounded-sm" style={{ background: item.color }} />
              {item.name} <b className="text-fg">{formatCount(totals[index] ?? 0)}</b>
            </span>
          ))}
        </span>
      </figcaption>
      <div ref={ref} className="mt-3">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width={WIDTH}
          height={HEIGHT}
          role="img"
          aria-label={summary}
          className="block max-w-full overflow-visible"
        >
          {[0, top / 2, top].map((value) => (
            <g key={value}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={toY(value)}
                y2={toY(value)}
                stroke="var(--color-border)"
                strokeDasharray={value === 0 ? undefined : '3 4'}
              />
              <text x={PAD.left - 6} y={toY(value) + 4} textAnchor="end" fontSize="11" fill="var(--color-fg-muted)">
                {formatCount(value)}
              </text>
            </g>
          ))}
          {days.map((day, index) => {
            const x = PAD.left + index * slot + (slot - barWidth) / 2;
            const label = `${formatDay(day)}: ${series.map((item) => `${item.name} ${item.values[index] ?? 0}`).join(', ')}`;
            let base = 0;
            return (
              <g key={day}>
                <title>{label}</title>
                {/* A full-height transparent bar makes the day easy to point at, even with no plays. */}
                <rect x={PAD.left + index * slot} y={PAD.top} width={slot} height={plotHeight} fill="transparent" />
                {series.map((item, part) => {
                  const value = item.values[index] ?? 0;
                  if (value === 0) return null;
                  if (mode === 'grouped') {
                    const width = barWidth / series.length;
                    return (
                      <rect
                        key={item.name}
                        x={x + part * width}
                        y={toY(value)}
                        width={width}
                        height={toY(0) - toY(value)}
                        fill={item.color}
                        rx={1}
                      />
                    );
                  }
                  const y = toY(base + value);
                  const height = toY(base) - y;
                  base += value;
                  return <rect key={item.name} x={x} y={y} width={barWidth} height={height} fill={item.color} rx={1} />;
                })}
              </g>
            );
          })}
          {pickTickIndexes(days.length).map((index) => (
            <text
              key={index}
              x={PAD.left + index * slot + slot / 2}
              y={HEIGHT - 6}
              textAnchor="middle"
              fontSize="11"
              fill="var(--color-fg-muted)"
            >
              {formatDay(days[index] ?? '').replace(/ \d{4}$/, '')}
            </text>
          ))}
        </svg>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-fg-muted hover:text-fg">Show the numbers</summary>
        <div className="mt-2 max-h-64 overflow-auto" tabIndex={0} role="region" aria-label={`${title} by day`}>
          <table className="w-full text-left text-sm" aria-describedby={`${id}-caption`}>
            <caption id={`${id}-caption`} className="sr-only">
              {title} by day
            </caption>
            <thead>
              <tr className="text-fg-muted">
                <th scope="col" className="py-1 pr-3 font-semibold">
                  Day
                </th>
                {series.map((item) => (
                  <th key={item.name} scope="col" className="py-1 pr-3 text-right font-semibold">
                    {item.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day, index) => (
                <tr key={day} className="border-t border-border">
                  <th scope="row" className="py-1 pr-3 font-normal text-fg-muted">
                    {formatDay(day)}
                  </th>
                  {series.map((item) => (
                    <td key={item.name} className="py-1 pr-3 text-right text-fg tabular-nums">
                      {item.values[index] ?? 0}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
