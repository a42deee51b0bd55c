import { PRO_STATE } from '@indiwave/domain/constants';
import type { OpportunityCard } from '@indiwave/domain/contract/opportunities';
import { openAccountDialog, openLoginDialog } from '../../lib/account-dialogs.ts';
import { openSubscriptionDialog } from '../../lib/pro-gate.ts';
import { isListener, type SessionUser } from '../../lib/session.ts';

/** What must happen before someone may apply: nothing (null), or the step the gate opens. */
export type ApplyStep = 'login' | 'upgrade' | 'verify-email' | 'subscription' | null;

/**
 * The order of the non-Pro action handler (spec 1 §6, READING): a visitor signs in, a listener
 * upgrades to an artist profile, an unverified e-mail is verified (spec 1 §6 'Email verification
 * is required before applying'), and a Pro-only brief needs Pro.
 */
export function selectApplyStep(user: SessionUser | null, opportunity: Pick<OpportunityCard, 'is_pro_only'>): ApplyStep {
  if (!user) return 'login';
  if (isListener(user)) return 'upgrade';
  if (!user.isEmailVerified) return 'verify-email';
  if (opportunity.is_pro_only && user.isProMember !== PRO_STATE.active) return 'subscription';
  return null;
}

/**
 * Opens what the person needs before applying and answers true, or answers false when they may
 * apply. A visitor signs in with the apply page as the target: the after-login rules go there,
 * except with an unverified e-mail (spec 1 §4: type 'opp', from 'apply').
 */
export function openApplyGate(user: SessionUser | null, opportunity: Pick<OpportunityCard, 'is_pro_only' | 'slug'>): boolean {
  const step = selectApplyStep(user, opportunity);
  if (step === 'login') openLoginDialog({ target: `/opportunities/${opportunity.slug}/apply`, type: 'opp', from: 'apply' });
  else if (step === 'upgrade') openAccountDialog({ kind: 'upgrade', from: 'opp' });
  else if (step === 'verify-email') openAccountDialog({ kind: 'verify-email', mode: 'account' });
  // Pro (issue 17): the subscription dialog, or its renewal for an expired member.
  else if (step === 'subscription') openSubscriptionDialog();
  return step !== null;
}
