import { MESSAGES } from '@indiwave/domain/messages';
import { AppError } from '../../http/app-error.ts';
import type { OpportunityRow, PersonRow } from './opportunities.repository.ts';
import { requireCreator } from '../accounts/access.policy.ts';

/**
 * Who may apply (spec 1 §6, spec 2 §6, READING 'non-Pro action handler' order): artists and bands
 * only (listeners upgrade first), with a verified e-mail, and for a Pro-only brief a Pro member.
 * Each refusal is 403 with the sentence the web answers with the matching dialog.
 */
export function assertCanApply(person: PersonRow, opportunity: OpportunityRow, isProMember: boolean): void {
  requireCreator(person, MESSAGES.oppListenerUpgrade);
  if (person.is_email_verified !== 1) throw AppError.forbidden(MESSAGES.oppVerifyEmail);
  if (opportunity.is_pro_only === 1 && !isProMember) throw AppError.forbidden(MESSAGES.oppProOnly);
}
