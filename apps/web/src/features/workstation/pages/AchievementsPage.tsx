import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { ACHIEVEMENT_TEXTS } from '@indiwave/domain/messages';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { useOwnAchievements } from '../api/get-achievements.ts';
import { AchievementList } from '../../../ui/widgets/AchievementList.tsx';
import { Panel, WorkstationFrame } from '../components/WorkstationFrame.tsx';
import { WorkstationGate } from '../components/WorkstationGate.tsx';

function AchievementsContent() {
  const achievements = useOwnAchievements();
  const earned = achievements.data?.results ?? [];
  const earnedCodes = new Set(earned.map((item) => item.code));
  const ahead = Object.entries(ACHIEVEMENT_TEXTS).filter(
    ([code]) => !earnedCodes.has(code as keyof typeof ACHIEVEMENT_TEXTS),
  );

  return (
    <WorkstationFrame
      title="Achievements"
      subtitle="Milestones of your music, awarded as they happen and shown on your e-Press Kit."
    >
      {achievements.isPending && (
        <div
          role="status"
          aria-label="Loading achievements"
          className="h-48 animate-pulse rounded-2xl border border-border bg-surface"
        />
      )}
      {achievements.error && <FormAlert message={readErrorMessage(achievements.error)} />}
      {achievements.data && (
        <div className="grid gap-6">
          {earned.length > 0 ? (
            <AchievementList achievements={earned} label="Your achievements" />
          ) : (
            <p className="rounded-2xl border border-dashed border-border-strong p-6 text-center text-fg-muted">
              No achievements yet.{' '}
              <Link to="/upload/song" className="font-semibold text-accent-soft hover:underline">
                Upload your first song
              </Link>{' '}
              to earn one.
            </p>
          )}
          {ahead.length > 0 && (
            <Panel title="Still ahead">
              <ul aria-label="Achievements still ahead" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                {ahead.map(([code, text]) => (
                  <li
                    key={code}
                    className="flex items-start gap-3 rounded-xl border border-dashed border-border p-3 text-fg-muted"
                  >
                    <Trophy aria-hidden size={18} className="mt-0.5 shrink-0" />
                    <span>
                      <span className="block font-semibold text-fg">{text.title}</span>
                      <span className="block text-sm">{text.description}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </Panel>
          )}
        </div>
      )}
    </WorkstationFrame>
  );
}

/** /mydashboard/achievements (issue 8): every achievement earned, with its date, and those still ahead. */
export default function AchievementsPage() {
  return (
    <WorkstationGate>
      <AchievementsContent />
    </WorkstationGate>
  );
}
