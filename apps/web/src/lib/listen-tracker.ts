import { requiredListeningMs } from '@indiwave/domain/rules/play-count';

// The server counts from when the start reached it; confirming a little later than it asks
// covers the start's own trip there.
const MARGIN_MS = 1_500;
// A jump in the playhead larger than this between two time updates is a seek, not listening.
const MAX_STEP_MS = 2_000;

/** How long the player waits before confirming a play of an item `durationMs` long (null: unknown). */
export function toConfirmAfterMs(durationMs: number | null): number {
  const required = requiredListeningMs(durationMs) + MARGIN_MS;
  return durationMs && durationMs > 0 ? Math.min(required, Math.max(durationMs - 250, 1_000)) : required;
}

type Listen = { slug: string; id: number | null; heardMs: number; lastTimeMs: number | null; isConfirmed: boolean; durationMs: number | null };

/**
 * Follows how much of the current play was really heard (playhead moving while playing; seeks
 * and pauses do not count) and confirms the play once it is enough (issue 14: a play counts
 * only after real listening). The start is logged at the first moment of playback (spec 1 §4);
 * its id arrives later, and the confirmation waits for both. Shared by the player and the embeds.
 */
export function createListenTracker(confirm: (slug: string, id: number) => void) {
  let listen: Listen | null = null;

  function confirmWhenHeard(): void {
    if (!listen || listen.isConfirmed || listen.id === null) return;
    if (listen.heardMs < toConfirmAfterMs(listen.durationMs)) return;
    listen.isConfirmed = true;
    confirm(listen.slug, listen.id);
  }

  return {
    /** Playback of a new load began (its first moment). */
    start(slug: string, playheadSeconds: number): void {
      listen = { slug, id: null, heardMs: 0, lastTimeMs: playheadSeconds * 1000, isConfirmed: false, durationMs: null };
    },
    /** The start was logged: its id, for the confirmation. */
    setId(slug: string, id: number): void {
      if (listen?.slug !== slug) return;
      listen.id = id;
      confirmWhenHeard();
    },
    /** A time update of the audio element (of the track `slug`, when the player can say: another track's time is not this play's). */
    onTime(playheadSeconds: number, durationSeconds: number, isPlaying: boolean, slug?: string): void {
      if (!listen || (slug !== undefined && slug !== listen.slug)) return;
      const at = playheadSeconds * 1000;
      const step = listen.lastTimeMs === null ? 0 : at - listen.lastTimeMs;
      if (isPlaying && step > 0 && step <= MAX_STEP_MS) listen.heardMs += step;
      listen.lastTimeMs = at;
      if (Number.isFinite(durationSeconds) && durationSeconds > 0) listen.durationMs = durationSeconds * 1000;
      confirmWhenHeard();
    },
    /** Another track was loaded: the current play ends here. */
    reset(): void {
      listen = null;
    },
  };
}
