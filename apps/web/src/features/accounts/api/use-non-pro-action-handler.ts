import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { PRO_STATE } from '@indiwave/domain/constants';
import { openAccountDialog, openLoginDialog, type AuthContext, type UpgradeFrom } from '../../../lib/account-dialogs.ts';
import { getSessionUser, isListener, type SessionUser } from '../../../lib/session.ts';

/** What a Pro-only action does for someone who may not take it yet (READING 'non-Pro action handler'). */
export type NonProAction = 'login' | 'upgrade' | 'verify-email' | 'subscription' | null;

/** The page of the Pro plans, until the subscription dialog arrives with Pro. */
export const SUBSCRIPTION_PATH = '/subscription';

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

/** Opens the Upgrade to Artist Profile dialog (spec 2 §2.1), from 'opp', 'settings' or 'upload'. */
export function openUpgradeDialog(from: UpgradeFrom): void {
  openAccountDialog({ kind: 'upgrade', from });
}

/**
 * The handler other features call before a Pro-only action (upload, apply, pitch …). It opens
 * what the person needs first and returns true, or returns false for a Pro member, who may go
 * ahead.
 */
export function useNonProActionHandler() {
  const navigate = useNavigate();
  return useCallback(
    (from: UpgradeFrom, context: AuthContext = {}): boolean => {
      const action = selectNonProAction(getSessionUser());
      if (action === 'login') openLoginDialog(context);
      else if (action === 'upgrade') openUpgradeDialog(from);
      else if (action === 'verify-email') openAccountDialog({ kind: 'verify-email', mode: 'account' });
      // The subscription dialog comes with Pro; until then its page.
      else if (action === 'subscription') void navigate(SUBSCRIPTION_PATH);
      return action !== null;
    },
    [navigate],
  );
}
