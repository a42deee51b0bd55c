import { MESSAGES } from '@indiwave/domain/messages';
import { AppError } from '../../http/app-error.ts';

/** Pitching is for artists and bands (spec 1 §6: listeners upgrade first); 403 otherwise. */
export function assertCanPitch(person: { type: string }): void {
  if (person.type !== 'Artist' && person.type !== 'Band') throw AppError.forbidden(MESSAGES.tvListenerUpgrade);
}
