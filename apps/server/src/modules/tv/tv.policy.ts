import { MESSAGES } from '@indiwave/domain/messages';
import { requireCreator } from '../accounts/access.policy.ts';

/** Pitching is for artists and bands (spec 1 §6: listeners upgrade first); 403 otherwise. */
export function assertCanPitch(person: { type: string }): void {
  requireCreator(person, MESSAGES.tvListenerUpgrade);
}
