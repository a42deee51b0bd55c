import { USER_STATUS } from '@indiwave/domain/constants';
import type { AccountDialog, AuthContext, SignInVia } from '../../lib/account-dialogs.ts';
import { appendLoginSuccess, isAllowedExternalUrl, isAppPath } from '../../lib/auth-urls.ts';
import type { SessionUser } from '../../lib/session.ts';

/** Where to go once someone has signed in or registered. */
export type PostAuthDestination =
  | { kind: 'navigate'; to: string }
  /** Show the page again with the user: through the 404 route and back (spec 1 §4). */
  | { kind: 'reload'; to: string }
  /** Leave the app for an allowed external address, with loginSuccess=1 (spec 2 §2.1). */
  | { kind: 'external'; to: string };

/** The landing pages of spec 1 §2.1, §4 and READING 'After sign-in'. */
export const LANDING = {
  dashboard: '/mydashboard',
  songs: '/songs',
  whatIsNew: '/what-is-new',
  subscription: '/subscription',
} as const;

/** True for the paths of opportunities (spec 1 §2.1: /opportunities…, /opportunity…). */
export function isOpportunityPath(path: string): boolean {
  return /^\/opportunit(y|ies)(\/|$|\?)/.test(path);
}

/**
 * The after-login rules of spec 2 §4: a non-listener without artist types gets register
 * step 3; otherwise a profile without a country gets step 2; otherwise an unverified e-mail
 * gets the Verify Email dialog. Null when none applies.
 */
export function selectAfterLoginDialog(user: SessionUser): AccountDialog | null {
  if (user.status !== USER_STATUS.listener && (user.artistType?.length ?? 0) === 0) {
    return { kind: 'register', step: 3, isSingleStep: true };
  }
  if (!user.country) return { kind: 'register', step: 2, isSingleStep: true };
  if (!user.isEmailVerified && user.email) return { kind: 'verify-email', mode: 'account' };
  return null;
}

type DestinationInput = {
  user: SessionUser;
  context: AuthContext;
  via: SignInVia;
  /** The page the person is on, without the login parameters ('/about?tab=x'). */
  currentUrl: string;
};

/**
 * Where a sign-in or registration ends (spec 1 §4, spec 2 §4 'Login redirect', READING):
 * 1. A redirect target is followed, except when type is 'opp', from is 'apply' and the e-mail
 *    is unverified. A social sign-in follows it only when it concerns opportunities.
 * 2. A social sign-in then lands listeners on /songs and artists and bands on /mydashboard.
 * 3. On an opportunity page, or without a type (the clap, follow and cart prompts), the page
 *    shows again through the 404 route.
 * 4. Otherwise a Listener goes to /what-is-new and others to /mydashboard.
 */
export function resolvePostAuthDestination({ user, context, via, currentUrl }: DestinationInput): PostAuthDestination {
  const isListenerUser = user.status === USER_STATUS.listener;
  const isBlockedApply = context.type === 'opp' && context.from === 'apply' && !user.isEmailVerified;
  const candidate = context.redirectUrl ?? context.target;
  // Only a page of the app or one of the brand's sites: never a crafted address elsewhere.
  const target = candidate && (isAppPath(candidate) || isAllowedExternalUrl(candidate)) ? candidate : undefined;
  if (target && !isBlockedApply) {
    const isExternal = isAllowedExternalUrl(target);
    if (via !== 'social' || isOpportunityPath(target) || isExternal) {
      return isExternal ? { kind: 'external', to: appendLoginSuccess(target) } : { kind: 'navigate', to: target };
    }
  }
  if (via === 'social') return { kind: 'navigate', to: isListenerUser ? LANDING.songs : LANDING.dashboard };
  if (isOpportunityPath(currentUrl) || !context.type) return { kind: 'reload', to: currentUrl };
  return { kind: 'navigate', to: isListenerUser ? LANDING.whatIsNew : LANDING.dashboard };
}
