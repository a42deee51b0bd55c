import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { COOKIE_DAYS_DEFAULT } from '@indiwave/domain/constants';
import { useAccountDialogs } from '../../../lib/account-dialogs.ts';
import { readCookie, setCookie } from '../../../lib/cookies.ts';
import { openSubscriptionDialog, selectSubscriptionVariant } from '../../../lib/pro-gate.ts';
import { isArtistOrBand, useSessionUser } from '../../../lib/session.ts';

/** Where the renewal dialogs are offered: the artist's landing page. */
const PROMPT_PATH = '/mydashboard';

/**
 * The renewal dialogs (spec 2 §2.1 custom types renewal and renewal_expire): on the dashboard,
 * an expired member is offered renewal_expire and a member in the last 30 days renewal, at 20%
 * off; then not again for COOKIE_DAYS_DEFAULT (2) days. Waits while another account dialog is open.
 */
export function RenewalPrompt() {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const isDialogOpen = useAccountDialogs((state) => state.dialog !== null);
  const variant = selectSubscriptionVariant(user);

  useEffect(() => {
    if (!user || !isArtistOrBand(user) || variant === 'subscription' || pathname !== PROMPT_PATH || isDialogOpen) return;
    const cookie = `renewalPrompt_${user.slug}`;
    if (readCookie(cookie)) return;
    setCookie(cookie, variant, COOKIE_DAYS_DEFAULT);
    openSubscriptionDialog(variant);
  }, [user, variant, pathname, isDialogOpen]);
  return null;
}
