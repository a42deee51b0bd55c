import { Trophy } from 'lucide-react';
import type { Achievement } from '@indiwave/domain/contract/workstation';

/** An award day as '3 Mar 2026'. */
function formatAwardDate(value: string): string {
  return new Date(value).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

type AchievementListProps = { achievements: Achievement[]; label: string; isCompact?: boolean };

/** Achievements with their dates, newest first: on the dashboard, its achievements page and the e-Press Kit. */
export function AchievementList({ achievements, label, isCompact = false }: AchievementListProps) {
  return (
    <ul aria-label={label} className={isCompact ? 'grid gap-2' : 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3'}>
      {achievements.map((achievement) => (
        <li
          key={achievement.code}
          className={`flex items-start gap-3 rounded-xl border border-border ${isCompact ? 'p-3' : 'bg-surface p-4'}`}
        >
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-highlight/15 text-highlight">
            <Trophy aria-hidden size={20} />
          </span>
          <span className="min-w-0">
            <span className="block font-semibold text-fg">{achievement.title}</span>
            {!isCompact && <span className="block text-sm text-fg-muted">{achievement.description}</span>}
            <span className="block text-xs text-fg-muted">
              Earned <time dateTime={achievement.awarded_at}>{formatAwardDate(achievement.awarded_at)}</time>
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
