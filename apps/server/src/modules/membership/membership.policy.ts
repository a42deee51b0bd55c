import { PRO_STATE } from '@indiwave/domain/constants';
import { COMMERCE_MESSAGES } from '@indiwave/domain/messages';
import type { ProStatus } from '@indiwave/domain/rules/pro-state';
import { AppError } from '../../http/app-error.ts';
import { requireCreator } from '../accounts/access.policy.ts';

/** True for an active Pro member (spec 2 §6 'Pro. isProMember=1'); an expired membership is not Pro. */
export function isProActive(status: ProStatus): boolean {
  return status.state === PRO_STATE.active;
}

/**
 * 403 `{ success: false, error: 'This is a Pro feature. Upgrade to Pro to use it.' }` with the
 * code 'pro_required' unless the status is active. Callers check sign-in and role first.
 */
export function assertProActive(status: ProStatus): void {
  if (!isProActive(status)) throw new AppError(403, COMMERCE_MESSAGES.proRequired, 'pro_required');
}

/**
 * Who may buy Pro, in the order of the non-Pro action handler (READING): an artist or a band
 * (listeners upgrade to an artist profile first) with a verified e-mail.
 */
export function assertCanBuyPro(buyer: { type: string; isEmailVerified: boolean }): void {
  requireCreator(buyer, COMMERCE_MESSAGES.proForArtists);
  if (!buyer.isEmailVerified) throw AppError.forbidden(COMMERCE_MESSAGES.proNeedsVerifiedEmail);
}
