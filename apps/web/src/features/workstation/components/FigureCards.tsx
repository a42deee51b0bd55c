import {
  ArrowDownRight,
  ArrowRight,
  ArrowUpRight,
  Clapperboard,
  Eye,
  HandHeart,
  Music,
  Play,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { DashboardFigures, WindowChange } from '@indiwave/domain/contract/workstation';
import { describeChange, formatCount } from './figure-change.ts';

const FIGURES: { key: keyof DashboardFigures; label: string; icon: LucideIcon }[] = [
  { key: 'plays', label: 'Plays', icon: Play },
  { key: 'claps', label: 'Claps', icon: HandHeart },
  { key: 'followers', label: 'Followers', icon: Users },
  { key: 'profile_views', label: 'Profile views', icon: Eye },
  { key: 'songs', label: 'Songs', icon: Music },
  { key: 'videos', label: 'Videos', icon: Clapperboard },
];

const TREND_ICONS = { up: ArrowUpRight, down: ArrowDownRight, flat: ArrowRight } as const;
const TREND_CLASSES = { up: 'text-success', down: 'text-danger', flat: 'text-fg-muted' } as const;

/** One window's line: '+12 in 7 days ▲ 20%'; the words say it for screen readers too. */
function ChangeLine({ days, change }: { days: number; change: WindowChange }) {
  const view = describeChange(change);
  const Icon = TREND_ICONS[view.trend];
  const versus =
    view.percent === null
      ? ''
      : `, ${view.percent >= 0 ? 'up' : 'down'} ${Math.abs(view.percent)}% on the ${days} days before`;
  return (
    <p className="flex items-center gap-1 text-xs whitespace-nowrap text-fg-muted">
      <span className="font-semibold text-fg">{view.delta}</span>
      <span>in {days} days</span>
      {view.percent !== null && (
        <span className={`ml-auto inline-flex items-center font-semibold ${TREND_CLASSES[view.trend]}`} aria-hidden>
          <Icon size={14} />
          {Math.abs(view.percent)}%
        </span>
      )}
      <span className="sr-only">{versus}</span>
    </p>
  );
}

/** The headline figures (issue 8): each total with its change over the last 7 and 28 days. */
export function FigureCards({ figures }: { figures: DashboardFigures }) {
  return (
    <ul aria-label="Your figures" data-tour="figures" className="grid grid-cols-[repeat(auto-fill,minmax(min(12rem,100%),1fr))] gap-3">
      {FIGURES.map(({ key, label, icon: Icon }) => {
        const figure = figures[key];
        return (
          <li
            key={key}
            aria-label={label}
            className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4"
          >
            <p className="flex items-center gap-2 text-sm font-semibold text-fg-muted">
              <Icon aria-hidden size={16} className="text-accent-soft" />
              {label}
            </p>
            <p className="text-3xl font-bold text-fg tabular-nums" data-testid={`figure-${key}`}>
              {formatCount(figure.total)}
            </p>
            <div className="mt-auto grid gap-0.5">
              <ChangeLine days={7} change={figure.last_7} />
              <ChangeLine days={28} change={figure.last_28} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
