import { useCallback } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionReply } from '@indiwave/domain/contract/auth';
import {
  closeAccountDialog,
  endAuthFlow,
  openAccountDialog,
  startAuthFlow,
  useAccountDialogs,
  type AuthContext,
  type AuthFlow,
  type SignInVia,
} from '../../../lib/account-dialogs.ts';
import { openSubscriptionDialog } from '../../../lib/pro-gate.ts';
import { getSessionUser, setSessionUser, type SessionUser, type SignInProvider } from '../../../lib/session.ts';
import { stripAuthParams } from '../../../lib/auth-urls.ts';
import { resolvePostAuthDestination, selectAfterLoginDialog, type PostAuthDestination } from '../post-auth-rules.ts';
import { toSessionUser } from '../session-user.ts';

/** Goes where a finished sign-in leads (spec 1 §4): a page, the same page again, or an allowed site. */
export function goToDestination(destination: PostAuthDestination, navigate: NavigateFunction): void {
  if (destination.kind === 'external') {
    window.location.assign(destination.to);
    return;
  }
  if (destination.kind === 'reload') {
    // Through the 404 route and back, so the page starts again with the signed-in user.
    void Promise.resolve(navigate('/404', { replace: true })).then(() => navigate(destination.to, { replace: true }));
    return;
  }
  void navigate(destination.to);
}

type CompleteSignInOptions = {
  via: SignInVia;
  /** The popup's context; the one the dialog store holds when absent. */
  context?: AuthContext;
  provider?: SignInProvider;
  /** Apply the after-login rules (register step 3/2, Verify Email) before the redirect. */
  isAfterLoginRulesApplied?: boolean;
};

type FinishOptions = {
  /** The Verify Email dialog was closed without verifying. */
  isVerifySkipped?: boolean;
};

/**
 * The end of every sign-in (password, social, registration), shared by the popup, the
 * /login-full page, the Register dialog, the Verify Email dialog and the social return:
 * `completeSignIn` stores the session and opens the dialog the after-login rules ask for (or
 * redirects at once); `finishAuthFlow` closes the dialogs and goes where the flow leads.
 */
export function useAuthFlow() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const currentUrl = stripAuthParams(location.pathname, location.search);

  const finishWith = useCallback(
    (flow: AuthFlow | null, user: SessionUser | null, options: FinishOptions = {}) => {
      closeAccountDialog();
      endAuthFlow();
      if (!flow || !user) return;
      goToDestination(resolvePostAuthDestination({ user, context: flow.context, via: flow.via, currentUrl }), navigate);
      // An artist who skips verifying meets the subscription offer on the page they land on (spec 2 §4).
      if (options.isVerifySkipped && flow.isArtistRegistration) openSubscriptionDialog('subscription');
    },
    [currentUrl, navigate],
  );

  /** Ends the flow in progress (if any) and redirects as its context says. */
  const finishAuthFlow = useCallback(
    (options: FinishOptions = {}) => finishWith(useAccountDialogs.getState().flow, getSessionUser(), options),
    [finishWith],
  );

  /** Stores the session of a sign-in and carries on with the after-login rules and the redirect. */
  const completeSignIn = useCallback(
    (reply: SessionReply, options: CompleteSignInOptions): SessionUser => {
      const user = toSessionUser(reply, null, options.provider);
      setSessionUser(user);
      // Whatever the last person left in the cache is not this person's.
      queryClient.removeQueries({ queryKey: ['account'] });
      const flow: AuthFlow = { context: options.context ?? useAccountDialogs.getState().context, via: options.via };
      startAuthFlow(flow);
      const next = options.isAfterLoginRulesApplied === false ? null : selectAfterLoginDialog(user);
      if (next) openAccountDialog(next);
      else finishWith(flow, user);
      return user;
    },
    [finishWith, queryClient],
  );

  /**
   * Stores the session of a new account (register step 1 or 4, or /register) and starts the
   * registration flow; the Register dialog then leads on (city, skills, Verify Email).
   */
  const beginRegistration = useCallback(
    (reply: SessionReply, options: { isArtist: boolean; provider?: SignInProvider; isEmailCodeSent: boolean }): SessionUser => {
      const user = toSessionUser(reply, getSessionUser(), options.provider);
      setSessionUser(user);
      queryClient.removeQueries({ queryKey: ['account'] });
      const state = useAccountDialogs.getState();
      startAuthFlow({
        context: state.flow?.context ?? state.context,
        via: options.provider ? 'social' : 'registration',
        isArtistRegistration: options.isArtist,
        isEmailCodeSent: options.isEmailCodeSent,
      });
      return user;
    },
    [queryClient],
  );

  return { completeSignIn, finishAuthFlow, beginRegistration };
}
