import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAccountDialogs, type AuthContext } from '../../../lib/account-dialogs.ts';
import { withGlobalSpinner } from '../../../ui/spinner-store.ts';
import { useSocialLogin } from '../api/social-login.ts';
import { storeSessionReply } from '../api/store-session-reply.ts';
import { useAuthFlow } from '../api/use-auth-flow.ts';
import { stripAuthParams } from '../../../lib/auth-urls.ts';
import { readSocialReturn, takePendingSocialSignIn } from '../social-sign-in.ts';

/** The page to finish a new social account on (spec 1 §2.1, §4). */
const REGISTER_PATH = '/register';

/**
 * Handles the return from Google or Facebook on any page (spec 1 §2.2, §4): checks that the
 * return belongs to a sign-in this tab started, removes the token from the address, signs in
 * with social_login, then sends a new user (or one flagged for update, or without e-mail) to
 * /register and everyone else where the rules say. A failure only hides the spinner (spec 1 §8).
 */
export function SocialReturnHandler() {
  const location = useLocation();
  const navigate = useNavigate();
  const socialLogin = useSocialLogin();
  const { completeSignIn } = useAuthFlow();
  const handledRef = useRef<string | null>(null);

  useEffect(() => {
    const key = `${location.search}${location.hash}`;
    if (handledRef.current === key) return;
    handledRef.current = key;
    const found = readSocialReturn(location.hash, location.search);
    // The token must not stay in the address bar, the history or a shared link.
    void navigate(stripAuthParams(location.pathname, location.search), { replace: true });
    if (!found) return;
    const pending = takePendingSocialSignIn(found.state);
    if (!pending || (found.provider && found.provider !== pending.provider)) return;
    const context: AuthContext = { ...pending.context, ...(found.redirectUrl ? { redirectUrl: found.redirectUrl } : {}) };
    void withGlobalSpinner(socialLogin.mutateAsync({ accessToken: found.accessToken, provider: pending.provider }))
      .then((reply) => {
        const result = reply.result;
        if (result.is_new_user || result.is_show_update_form || !result.email) {
          // Finish at /register; the context waits there for the end of the registration.
          storeSessionReply(reply, pending.provider);
          useAccountDialogs.setState({ flow: null, dialog: null, context });
          void navigate(REGISTER_PATH);
          return;
        }
        completeSignIn(reply, { via: 'social', context, provider: pending.provider });
      })
      .catch(() => {
        // Spec 1 §8: a failed social sign-in only hides the spinner.
      });
  }, [completeSignIn, location.hash, location.pathname, location.search, navigate, socialLogin]);

  return null;
}
