import { readErrorMessage } from '../../../lib/form-errors.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { useAchievementRules } from '../api/get-achievement-rules.ts';

/**
 * /admin/achievements (issue 21 item 5): the achievements catalogue, read-only — what awards each
 * achievement and how many people hold it. The rules are code (achievements.service.ts with
 * ACHIEVEMENT_*_THRESHOLDS), so changing one is a change to the code, not to data.
 */
export default function StaffAchievementsPage() {
  const rules = useAchievementRules();
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold text-fg md:text-3xl">Achievements</h1>
        <p className="mt-1 text-fg-muted">What artists and bands earn, and what earns it. The rules live in the code: this list is read-only.</p>
      </div>
      {rules.isError && <FormAlert message={readErrorMessage(rules.error)} />}
      {rules.isPending && <p role="status" className="text-fg-muted">Loading the achievements…</p>}
      <ul aria-label="Achievements" className="grid gap-3 md:grid-cols-2">
        {(rules.data ?? []).map((rule) => (
          <li key={rule.code} className="rounded-2xl border border-border bg-surface p-4">
            <h2 className="font-semibold text-fg">{rule.title}</h2>
            <p className="mt-1 text-sm text-fg">{rule.rule}</p>
            <p className="mt-1 text-sm text-fg-muted">
              Artists read: “{rule.description}” · {rule.holders === 1 ? '1 holder' : `${rule.holders.toLocaleString('en-IN')} holders`}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
