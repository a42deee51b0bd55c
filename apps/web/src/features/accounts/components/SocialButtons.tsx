import type { ReactNode } from 'react';
import { useAccountDialogs, type AuthContext } from '../../../lib/account-dialogs.ts';
import type { SignInProvider } from '../../../lib/session.ts';
import { useAuthProviders } from '../api/get-auth-providers.ts';
import { isInAppBrowser, startSocialSignIn } from '../social-sign-in.ts';

const BUTTON_CLASS =
  'inline-flex h-11 w-full items-center justify-center gap-3 rounded-full border border-border-strong bg-surface-raised px-4 text-sm font-semibold text-fg hover:bg-border';

function GoogleMark() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 48 48">
      <path fill="#FFC107" d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z" />
      <path fill="#FF3D00" d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z" />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path fill="#fff" d="M15.1 12.9h-2.2V20h-3v-7.1H8.4v-2.6h1.5V8.7c0-2.2 1-3.5 3.5-3.5h2v2.6h-1.3c-.9 0-1 .4-1 1v1.5h2.3l-.3 2.6z" />
    </svg>
  );
}

type SocialButtonsProps = {
  /** 'Login' or 'Join': the verb on the buttons. */
  verb?: 'Login' | 'Join';
  /** Where the sign-in should lead; the popup's context when absent. */
  context?: AuthContext;
  /** Shown under the buttons when at least one shows (the 'or' divider). */
  divider?: ReactNode;
};

/**
 * 'Login with Google' and 'Login with Facebook' (spec 2 §2.1). Hidden inside Instagram and
 * Facebook in-app browsers, and for a provider the server has no client id for.
 */
export function SocialButtons({ verb = 'Login', context, divider }: SocialButtonsProps) {
  const providers = useAuthProviders();
  const popupContext = useAccountDialogs((state) => state.context);
  if (isInAppBrowser() || !providers.data) return null;
  const google = providers.data.google?.client_id;
  const facebook = providers.data.facebook?.app_id;
  if (!google && !facebook) return null;
  const handleClick = (provider: SignInProvider, clientId: string) => startSocialSignIn(provider, clientId, context ?? popupContext);

  return (
    <>
      <div className="grid gap-2.5">
        {google && (
          <button type="button" className={BUTTON_CLASS} onClick={() => handleClick('GOOGLE', google)}>
            <GoogleMark />
            {verb} with Google
          </button>
        )}
        {facebook && (
          <button type="button" className={BUTTON_CLASS} onClick={() => handleClick('FACEBOOK', facebook)}>
            <FacebookMark />
            {verb} with Facebook
          </button>
        )}
      </div>
      {divider}
    </>
  );
}

/** The 'or' line between the social buttons and the form. */
export function OrDivider() {
  return (
    <div className="my-5 flex items-center gap-3 text-xs font-semibold tracking-wider text-fg-muted uppercase" aria-hidden="true">
      <span className="h-px flex-1 bg-border" />
      or
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
