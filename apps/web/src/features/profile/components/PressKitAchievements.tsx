import { Award } from 'lucide-react';
import { AchievementList } from '../../../ui/widgets/AchievementList.tsx';
import { usePublicAchievements } from '../api/get-public-achievements.ts';
import { PressKitPanel } from './PressKitPanels.tsx';

/**
 * The artist's achievements on the e-Press Kit (issue 8), from GET achievements?slug, with their
 * dates; the panel stays away while there are none (or while they load, so nothing jumps).
 */
export function PressKitAchievements({ slug }: { slug: string }) {
  const achievements = usePublicAchievements(slug);
  const items = achievements.data?.results ?? [];
  if (items.length === 0) return null;
  return (
    <PressKitPanel id="epk-earned" title="Achievements" icon={<Award aria-hidden size={18} />}>
      <AchievementList achievements={items} label="Achievements of the artist" isCompact />
    </PressKitPanel>
  );
}
