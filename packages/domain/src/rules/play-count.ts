import { PLAY_COUNT_END_SLACK_MS, PLAY_COUNT_LISTEN_MS } from '../constants.ts';

/**
 * How long a play must have been listened to before it counts (issue 14): PLAY_COUNT_LISTEN_MS,
 * or the whole item less PLAY_COUNT_END_SLACK_MS when it is shorter (at least a second). An
 * item of unknown length (a video, a list) needs the full PLAY_COUNT_LISTEN_MS. The player waits
 * this long before confirming; the server checks that as much real time has passed.
 */
export function requiredListeningMs(durationMs: number | null | undefined): number {
  if (!durationMs || durationMs <= 0) return PLAY_COUNT_LISTEN_MS;
  return Math.min(PLAY_COUNT_LISTEN_MS, Math.max(durationMs - PLAY_COUNT_END_SLACK_MS, 1_000));
}
