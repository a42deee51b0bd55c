import { create } from 'zustand';

/** The tabs of the Login/Register popup (spec 2 §2.1): 1 login, 2 register, 3 'Save Opportunity'. */
export type LoginTab = 1 | 2 | 3;

/** The steps of the Register dialog (spec 2 §2.1): 1 artist, 2 city, 3 skills, 4 listener. */
export type RegisterStep = 1 | 2 | 3 | 4;

/** Where the upgrade dialog was opened from (spec 2 §2.1), and 'register' for the new Google listener (spec 2 §4). */
export type UpgradeFrom = 'opp' | 'settings' | 'upload' | 'register';

/**
 * What a sign-in was started for; the post-login redirect rules read it (spec 1 §4, spec 2 §4
 * 'Login redirect'). `target` is an explicit redirect target (a path of the app, or an allowed
 * external address); `type` is the dialog's type ('login', 'register', 'opp' …; none for the
 * prompts of clap, follow and cart, which keep the visitor on the page); `from` names the page
 * ('apply' for an opportunity's apply page).
 */
export type AuthContext = {
  target?: string;
  type?: string;
  from?: string;
  /** An external address to return to after signing in, with loginSuccess=1 (spec 2 §2.1). */
  redirectUrl?: string;
  /** What the visitor tried to do ('clap', 'follow', 'add-to-playlist', 'cart' …). */
  intent?: string;
};

/**
 * The subscription popup's variants (spec 2 §2.1 'Subscription popup' and the custom dialog
 * types renewal and renewal_expire): choose a plan, renew early, renew after expiry.
 */
export type SubscriptionVariant = 'subscription' | 'renewal' | 'renewal_expire';

/** How the person signed in: the social return lands listeners on /songs (READING). */
export type SignInVia = 'password' | 'social' | 'registration';

/** The dialogs of accounts, one at a time, in one frame (app/shell/AccountDialogHost). */
export type AccountDialog =
  | { kind: 'login'; tab: LoginTab; isWhiteBackdrop?: boolean }
  | { kind: 'register'; step: RegisterStep; isSingleStep?: boolean }
  | {
      kind: 'verify-email';
      /** The address the code goes to; the account's own e-mail when absent. */
      email?: string;
      /** 'account' verifies the account's e-mail; 'change' makes `email` the new e-mail. */
      mode?: 'account' | 'change';
      /** A code was just sent (registration, the settings form): the countdown starts at once. */
      isCodeSent?: boolean;
    }
  | {
      kind: 'verify-phone';
      /** Prefilled number (10 digits) and dialling code. */
      mobile?: string;
      code?: string;
      isWhatsapp?: boolean;
      /** 'verify' the account's number (send_otp); 'change' it (change_user_mobile). */
      mode?: 'verify' | 'change';
      /** Send the code as soon as the dialog opens (then Resend waits 10 s). */
      isAutoSend?: boolean;
    }
  | { kind: 'upgrade'; from: UpgradeFrom }
  | { kind: 'subscription'; variant: SubscriptionVariant };

/**
 * A sign-in in progress: set when someone signs in or registers, it rides along the dialogs
 * the after-login rules open (register step 2 or 3, Verify Email) and ends with the redirect.
 */
export type AuthFlow = {
  context: AuthContext;
  via: SignInVia;
  /** An artist's registration: skipping Verify Email leads to the subscription offer (spec 2 §4). */
  isArtistRegistration?: boolean;
  /** The server mailed the first e-mail code when the account was made: Verify Email starts its countdown. */
  isEmailCodeSent?: boolean;
};

type AccountDialogsState = {
  dialog: AccountDialog | null;
  flow: AuthFlow | null;
  /** Context of the login popup before anyone signed in (the `?login=` target, the intent). */
  context: AuthContext;
};

/**
 * The account dialogs on screen. A small store with no dependencies, so any page can ask for
 * a dialog without loading it: the host renders the dialog's code on demand.
 */
export const useAccountDialogs = create<AccountDialogsState>(() => ({ dialog: null, flow: null, context: {} }));

/** Opens (or replaces) the account dialog. */
export function openAccountDialog(dialog: AccountDialog, context?: AuthContext): void {
  useAccountDialogs.setState((state) => ({ dialog, context: context ?? state.context }));
}

/** Opens the sign-in popup on a tab, for a reason (spec 2 §2.1). */
export function openLoginDialog(context: AuthContext = {}, tab: LoginTab = 1): void {
  openAccountDialog({ kind: 'login', tab }, context);
}

/** Closes the account dialog; the sign-in flow, if any, is left to the caller. */
export function closeAccountDialog(): void {
  useAccountDialogs.setState({ dialog: null });
}

/** Starts the flow of a fresh sign-in or registration. */
export function startAuthFlow(flow: AuthFlow): void {
  useAccountDialogs.setState({ flow });
}

/** Ends the sign-in flow and forgets the popup's context. */
export function endAuthFlow(): void {
  useAccountDialogs.setState({ flow: null, context: {} });
}
