import type { LiveEventName } from '@indiwave/domain/contract/notifications';
import type { FanoutPort } from '../../platform/fanout/fanout.port.ts';

/** The fan-out topic of live updates. */
export const LIVE_TOPIC = 'live';

/**
 * A live update for the open tabs of one person, or of everyone (`userId` null, a broadcast).
 * `data` is the event's JSON (the new counts); null asks each stream to read its own person's
 * counts, which a broadcast cannot carry for every recipient.
 */
export type LiveEvent = {
  userId: number | null;
  name: LiveEventName;
  data: Record<string, number> | null;
};

/** Publishes a live update to every instance; fire and forget like the port. */
export function publishLiveEvent(fanout: FanoutPort, event: LiveEvent): void {
  fanout.publish(LIVE_TOPIC, event);
}

/** A payload from the fan-out as a live event, or null when it is not one (another version's). */
export function toLiveEvent(payload: unknown): LiveEvent | null {
  const value = payload as Partial<LiveEvent> | null;
  if (!value || (value.name !== 'notification' && value.name !== 'message')) return null;
  if (value.userId !== null && !Number.isInteger(value.userId)) return null;
  return { userId: value.userId ?? null, name: value.name, data: value.data && typeof value.data === 'object' ? value.data : null };
}
