import { MESSAGES } from '@indiwave/domain/messages';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { isArtistOrBand, isListener, updateSessionUser, useSessionUser } from '../../../lib/session.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { useActivateUserAccount } from '../api/activate-user-account.ts';

/** Where someone goes after verifying: their landing page, or home. */
function findNextPath(isArtist: boolean, isListenerUser: boolean): { to: string; label: string } {
  if (isArtist) return { to: '/mydashboard', label: 'Go to your dashboard' };
  if (isListenerUser) return { to: '/what-is-new', label: 'Start listening' };
  return { to: '/?login=/', label: 'Login' };
}

/**
 * /verify-email/{a}/{b} (spec 1 §2.1): posts activate_user_account once and shows the answer,
 * 'Email verified successfully' or why the link no longer works.
 */
export default function VerifyEmailLinkPage() {
  const { uidb64 = '', token = '' } = useParams();
  const user = useSessionUser();
  const activation = useActivateUserAccount({ uidb64, token });
  const next = findNextPath(isArtistOrBand(user), isListener(user));

  // The signed-in person most likely opened their own link; the next session check confirms it.
  const isSuccess = activation.isSuccess;
  useEffect(() => {
    if (isSuccess) updateSessionUser({ isEmailVerified: true });
  }, [isSuccess]);

  return (
    <div className="flex min-h-[60dvh] items-start justify-center px-4 py-12 md:py-20">
      <div className="w-full max-w-md rounded-2xl border border-border bg-surface p-8 text-center shadow-2xl">
        {activation.isPending ? (
          <>
            <LoaderCircle aria-hidden size={40} className="mx-auto animate-spin text-accent-soft" />
            <h1 className="mt-4 text-2xl font-bold text-fg">Verifying your email…</h1>
          </>
        ) : activation.isSuccess ? (
          <>
            <CircleCheck aria-hidden size={44} className="mx-auto text-success" />
            <h1 className="mt-4 text-2xl font-bold text-fg">{MESSAGES.emailVerified}</h1>
            <p role="status" className="mt-2 text-fg-muted">
              {activation.data.message === MESSAGES.emailVerified ? 'Thank you for confirming your email address.' : activation.data.message}
            </p>
            <Link to={next.to} className={getButtonClass('primary', 'md', 'mt-6 w-full')}>
              {next.label}
            </Link>
          </>
        ) : (
          <>
            <CircleAlert aria-hidden size={44} className="mx-auto text-danger" />
            <h1 className="mt-4 text-2xl font-bold text-fg">We couldn't verify your email</h1>
            <p role="alert" className="mt-2 text-fg-muted">
              {readErrorMessage(activation.error)}
            </p>
            <p className="mt-2 text-sm text-fg-muted">Links work once and expire after 48 hours. Log in to get a new code.</p>
            <Link to={user ? '/settings#contact' : '/?login=/'} className={getButtonClass('primary', 'md', 'mt-6 w-full')}>
              {user ? 'Open settings' : 'Login'}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
