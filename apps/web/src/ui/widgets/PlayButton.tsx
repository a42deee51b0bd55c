import { Pause, Play } from 'lucide-react';
import { useEffect } from 'react';
import { usePlaybackStateOf, usePlayer } from '../../lib/player.ts';

type PlayButtonProps = {
  /** The songs this button plays, in order; they join the queue. */
  slugs: string[];
  /** Which of them starts (default the first). */
  startIndex?: number;
  /** What the button plays, for its accessible name: 'Play {label}' / 'Pause {label}'. */
  label: string;
  /** Extra classes (size, colours); a round accent button by default. */
  className?: string;
  /** Show the words next to the icon. */
  isTextShown?: boolean;
  /** The songs whose playing makes this button a pause button (default `slugs`); a track row of an album passes its own. */
  stateSlugs?: string[];
  /** Fetch the song as soon as the button shows (a song's own page: the press is the likely next step). */
  isPrefetched?: boolean;
};

/**
 * Plays a song or a set of songs in the player bar, or pauses them when one of them is the
 * current song (spec 2 §4 Widget: playing or paused when the current track is among its slugs).
 */
export function PlayButton({ slugs, startIndex = 0, label, className, isTextShown = false, stateSlugs, isPrefetched = false }: PlayButtonProps) {
  const player = usePlayer();
  const state = usePlaybackStateOf(stateSlugs ?? slugs);
  const isPlaying = state === 'playing';
  const action = isPlaying ? 'Pause' : 'Play';
  const chosen = slugs[startIndex];

  useEffect(() => {
    if (isPrefetched && state === 'none') player.prepare(chosen);
    // Once per song shown, not on every change of the playing state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isPrefetched, chosen]);

  const handleClick = () => {
    const actions = player.store.getState();
    if (state === 'none') void actions.playTracks(slugs, startIndex);
    else actions.togglePlayback();
  };
  // Fetch the song while the pointer or focus is on its way to the press.
  const handlePrefetch = () => {
    if (state === 'none') player.prepare(chosen);
  };

  return (
    <button
      type="button"
      onClick={handleClick}
      onPointerEnter={handlePrefetch}
      onFocus={handlePrefetch}
      disabled={!chosen}
      aria-label={`${action} ${label}`}
      aria-pressed={isPlaying}
      className={
        className ??
        'inline-flex items-center gap-2 rounded-full bg-accent px-4 py-2 font-semibold text-accent-fg hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-50'
      }
    >
      {isPlaying ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
      {isTextShown && <span>{action}</span>}
    </button>
  );
}
