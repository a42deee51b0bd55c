import { useCallback } from 'react';
import type { SessionReply } from '@indiwave/domain/contract/auth';
import { openAccountDialog, useAccountDialogs } from '../../lib/account-dialogs.ts';
import { getSessionUser } from '../../lib/session.ts';
import { useAuthFlow } from './api/use-auth-flow.ts';
import type { SocialPrefill } from './components/ArtistDetailsForm.tsx';

/** What comes after a step of the Register dialog (READING 'Registration order'). */
export type NextAfterStep = 'city' | 'skills' | 'verify-email' | 'finish';

/**
 * The order of the steps (READING): artist 1 → 2 (city) → 3 (skills) → Verify Email; listener
 * 4 → 2 → Verify Email. A step opened alone by the after-login rules goes straight to Verify
 * Email when the e-mail is unverified, else the flow ends.
 */
export function selectNextStep(after: 'account' | 'city' | 'skills', options: { isArtist: boolean; isSingleStep: boolean; isEmailPending: boolean }): NextAfterStep {
  if (after === 'account') return 'city';
  if (after === 'city' && options.isArtist && !options.isSingleStep) return 'skills';
  return options.isEmailPending ? 'verify-email' : 'finish';
}

/** Moves the Register dialog on after each step, and ends the flow when it is done. */
export function useRegistrationFlow() {
  const { beginRegistration, finishAuthFlow } = useAuthFlow();

  const goOn = useCallback(
    (after: 'city' | 'skills', isSingleStep: boolean) => {
      const user = getSessionUser();
      const flow = useAccountDialogs.getState().flow;
      const isArtist = flow?.isArtistRegistration ?? (user?.status === 1 || user?.status === 2);
      const next = selectNextStep(after, { isArtist, isSingleStep, isEmailPending: Boolean(user && !user.isEmailVerified && user.email) });
      if (next === 'skills') openAccountDialog({ kind: 'register', step: 3 });
      // A registration mailed its first code already (the countdown runs); a sign-in has not.
      else if (next === 'verify-email') openAccountDialog({ kind: 'verify-email', mode: 'account', isCodeSent: flow?.isEmailCodeSent === true });
      else finishAuthFlow();
    },
    [finishAuthFlow],
  );

  /** Step 1 or 4 saved: the account exists and is signed in; on to the city (or, for a social listener, on). */
  const handleAccountSaved = useCallback(
    (reply: SessionReply, isArtist: boolean, social?: SocialPrefill) => {
      // The server mails a code with every new account, and when /register adds an e-mail.
      const user = beginRegistration(reply, { isArtist, provider: social?.provider, isEmailCodeSent: !social || !social.email });
      if (social && !isArtist) {
        // A new listener who came through Google is offered the artist profile (spec 2 §4).
        if (social.provider === 'GOOGLE') openAccountDialog({ kind: 'upgrade', from: 'register' });
        else if (!user.isEmailVerified && user.email) openAccountDialog({ kind: 'verify-email', mode: 'account', isCodeSent: true });
        else finishAuthFlow();
        return;
      }
      openAccountDialog({ kind: 'register', step: 2 });
    },
    [beginRegistration, finishAuthFlow],
  );

  return {
    handleAccountSaved,
    handleCitySaved: (isSingleStep: boolean) => goOn('city', isSingleStep),
    handleSkillsDone: (isSingleStep: boolean) => goOn('skills', isSingleStep),
  };
}
