import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { openAccountDialog } from '../../lib/account-dialogs';
import { appendLoginSuccess, hasSocialReturn, isAllowedExternalUrl, readLoginTarget, stripAuthParams } from '../../lib/auth-urls';
import { useSessionUser } from '../../lib/session';

const SocialReturnHandler = lazy(() =>
  import('../../features/accounts/components/SocialReturnHandler').then((module) => ({ default: module.SocialReturnHandler })),
);

/** An opportunity's apply page (READING: /opportunities/{slug}/apply): its sign-in has a white backdrop. */
const APPLY_PATH = /^\/opportunities\/[^/]+\/apply\/?$/;

/**
 * Reads the account parameters any page may carry (spec 1 §2.2): `login={target}` (with
 * `register` for the register tab, `redirect_url` for an external return) opens the sign-in
 * dialog, or goes to the target when someone is already signed in; a provider's return
 * (`access_token`) loads the social sign-in. The parameters leave the address once read.
 */
export function AccountUrlWatcher() {
  const location = useLocation();
  const navigate = useNavigate();
  const user = useSessionUser();
  const isSocialReturn = hasSocialReturn(location.hash, location.search);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has('login') || params.has('access_token')) return;
    const currentUrl = stripAuthParams(location.pathname, location.search);
    const isRegister = params.has('register') && params.get('register') !== '0';
    const givenTarget = readLoginTarget(params.get('login'));
    // The Register link passes the page itself too; a new account follows the landing rules
    // (listeners to /what-is-new, artists through onboarding), so only another page is a target.
    const target = isRegister && givenTarget === currentUrl ? undefined : givenTarget;
    if (user) {
      if (target && isAllowedExternalUrl(target)) window.location.assign(appendLoginSuccess(target));
      else void navigate(target ?? currentUrl, { replace: true });
      return;
    }
    const redirectUrl = params.get('redirect_url') ?? '';
    const isApplyPage = APPLY_PATH.test(location.pathname);
    openAccountDialog(
      { kind: 'login', tab: isRegister ? 2 : 1, isWhiteBackdrop: isApplyPage },
      {
        target,
        type: isRegister ? 'register' : 'login',
        ...(isApplyPage ? { from: 'apply' } : {}),
        ...(isAllowedExternalUrl(redirectUrl) ? { redirectUrl } : {}),
      },
    );
    void navigate(currentUrl, { replace: true });
  }, [location.pathname, location.search, navigate, user]);

  if (!isSocialReturn) return null;
  return (
    <Suspense fallback={null}>
      <SocialReturnHandler />
    </Suspense>
  );
}
