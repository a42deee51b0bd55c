import { useCallback } from 'react';
import { PRO_RENEWAL_NOTICE_DAYS, PRO_STATE } from '@indiwave/domain/constants';
import { openAccountDialog, openLoginDialog, type AuthContext, type SubscriptionVariant, type UpgradeFrom } from './account-dialogs.ts';
import { getSessionUser, isListener, type SessionUser } from './session.ts';

/** What a Pro-only action does for someone who may not take it yet (READING 'non-Pro action handler'). */
export type NonProAction = 'login' | 'upgrade' | 'verify-email' | 'subscription' | null;

/** True for an active Pro member (spec 2 §6 'Pro. isProMember=1'). */
export function isProActive(user: SessionUser | null): boolean {
  return user?.isProMember === PRO_STATE.active;
}

/**
 * The non-Pro action handler's order (spec 1 §6, spec 2 §6, READING): a visitor signs in; a
 * listener upgrades to an artist profile; an unverified e-mail is verified; a non-Pro member
 * subscribes. Null: a Pro member, who goes ahead.
 */
export function selectNonProAction(user: SessionUser | null): NonProAction {
  if (!user) return 'login';
  if (isListener(user)) return 'upgrade';
  if (!user.isEmailVerified) return 'verify-email';
  if (user.isProMember !== PRO_STATE.active) return 'subscription';
  return null;
}

/**
 * Which subscription dialog a person gets (spec 2 §2.1 custom dialog types, §4 'isProMember 2
 * means expired, which leads to the renewal variant'): renewal_expire for an expired member,
 * renewal for an active one in the last days, else the plan chooser.
 */
export function selectSubscriptionVariant(user: SessionUser | null): SubscriptionVariant {
  if (user?.isProMember === PRO_STATE.expired) return 'renewal_expire';
  if (user?.isProMember === PRO_STATE.active && (user.expdays ?? Number.POSITIVE_INFINITY) < PRO_RENEWAL_NOTICE_DAYS) return 'renewal';
  return 'subscription';
}

/** Opens the subscription dialog in the variant the person needs. */
export function openSubscriptionDialog(variant: SubscriptionVariant = selectSubscriptionVariant(getSessionUser())): void {
  openAccountDialog({ kind: 'subscription', variant });
}

/**
 * The handler features call before a Pro-only action (the promo tools, Pro-only opportunities,
 * distribution …). It opens what the person needs first and returns true, or returns false for
 * a Pro member, who may go ahead.
 */
export function useNonProActionHandler() {
  return useCallback((from: UpgradeFrom, context: AuthContext = {}): boolean => {
    const user = getSessionUser();
    const action = selectNonProAction(user);
    if (action === 'login') openLoginDialog(context);
    else if (action === 'upgrade') openAccountDialog({ kind: 'upgrade', from });
    else if (action === 'verify-email') openAccountDialog({ kind: 'verify-email', mode: 'account' });
    else if (action === 'subscription') openSubscriptionDialog();
    return action !== null;
  }, []);
}
