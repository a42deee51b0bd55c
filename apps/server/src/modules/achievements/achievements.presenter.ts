import { achievementCodeSchema, type Achievement } from '@indiwave/domain/contract/workstation';
import { ACHIEVEMENT_TEXTS } from '@indiwave/domain/messages';

/** An awarded row → the list item; a code this version no longer knows is left out. */
export function presentAchievement(row: { code: string; awarded_at: string }): Achievement[] {
  const code = achievementCodeSchema.safeParse(row.code);
  if (!code.success) return [];
  const text = ACHIEVEMENT_TEXTS[code.data];
  return [{ code: code.data, title: text.title, description: text.description, awarded_at: row.awarded_at }];
}
