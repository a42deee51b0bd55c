import { useSessionUser } from '../../lib/session';
import { useIsMobile } from '../../lib/use-media-query';
import { CompanionAd } from '../../features/ads/components/CompanionAd';
import { useCurrentSong, usePlayerState } from '../../lib/player';
import { useAudioProgress } from '../../features/player/use-audio-progress';

/**
 * The player's companion banner (spec 1 §2.7), composed here from the player (what plays, and
 * where in it) and the ads feature (which ad goes with it). Loaded with the player.
 */
export default function CompanionSlot() {
  const song = useCurrentSong();
  const isEmpty = usePlayerState((state) => state.queue.length === 0);
  const { currentTime } = useAudioProgress();
  const isMobile = useIsMobile();
  const user = useSessionUser();
  if (!song || isEmpty) return null;
  return <CompanionAd track={song.slug_usersong} currentTime={currentTime} isMobile={isMobile} userKey={user ? `${user.id}:${user.isProMember}` : 'visitor'} />;
}
