import { EMAIL_RESEND_COUNTDOWN_S, OTP_LENGTH } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { MailCheck } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { showToast } from '../../../ui/toast.ts';
import { useAuthFlow } from '../api/use-auth-flow.ts';
import { useSendActivationLink } from '../api/send-activation-link.ts';
import { useSendEmailCode } from '../api/send-email-code.ts';
import { useVerifyEmailCode } from '../api/verify-email-code.ts';
import { formatCountdown, useResendTimer } from '../resend-timer.ts';
import { CodeBoxes, emptyCode } from './CodeBoxes.tsx';

type VerifyEmailDialogContentProps = {
  /** The address the code goes to; the account's e-mail when absent. */
  email?: string;
  /** 'change' makes the address the new e-mail once verified (settings). */
  mode?: 'account' | 'change';
  /** A code is already on its way: the countdown starts now and nothing is sent on opening. */
  isCodeSent?: boolean;
};

/**
 * The Verify Email dialog (spec 2 §2.1, §4, §8): six boxes, the target address, the spam-folder
 * note, Resend OTP with a 2:00 countdown (and not in the first 10 seconds), and a Verify Email
 * Address button enabled once all six are filled. 'Email verified successfully' ends it;
 * 'Invaild OTP' turns the boxes red.
 */
export function VerifyEmailDialogContent({ email, mode = 'account', isCodeSent = false }: VerifyEmailDialogContentProps) {
  const user = useSessionUser();
  const target = email ?? user?.email ?? '';
  const descriptionId = useId();
  const errorId = useId();
  const [digits, setDigits] = useState(emptyCode);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const sendCode = useSendEmailCode();
  const verifyCode = useVerifyEmailCode();
  const sendLink = useSendActivationLink();
  const { finishAuthFlow } = useAuthFlow();
  const timer = useResendTimer({ countdownS: EMAIL_RESEND_COUNTDOWN_S, isSentOnOpen: isCodeSent });
  const isComplete = digits.every((digit) => digit !== '');

  // Opened without a fresh code (a sign-in with an unverified e-mail): send one now.
  const hasSentOnOpen = useRef(isCodeSent);
  const { markSent } = timer;
  const { mutate: sendOnOpen } = sendCode;
  useEffect(() => {
    if (hasSentOnOpen.current || !target) return;
    hasSentOnOpen.current = true;
    sendOnOpen(target, {
      onSuccess: () => markSent(),
      // Refused as too soon: a code went out moments ago and is on its way.
      onError: (caught) => (caught instanceof ApiError && caught.status === 429 ? markSent() : setError(readErrorMessage(caught))),
    });
  }, [markSent, sendOnOpen, target]);

  const handleResend = () => {
    setError(null);
    setNotice(null);
    sendCode.mutate(target, {
      onSuccess: () => {
        timer.markSent();
        setDigits(emptyCode());
        setNotice(MESSAGES.otpSentEmail);
      },
      onError: (caught) => setError(readErrorMessage(caught)),
    });
  };

  // A link instead of a code (the account's own address only): /verify-email/{a}/{b}.
  const handleSendLink = () => {
    if (!user) return;
    setError(null);
    setNotice(null);
    sendLink.mutate(user.slug, {
      onSuccess: (reply) => setNotice(reply.message),
      onError: (caught) => setError(readErrorMessage(caught)),
    });
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isComplete) return;
    setError(null);
    setNotice(null);
    verifyCode.mutate(
      { otp: digits.join(''), email: target, mode },
      {
        onSuccess: () => {
          showToast(MESSAGES.emailVerified, 'success');
          finishAuthFlow();
        },
        onError: (caught) => setError(readErrorMessage(caught)),
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="text-center" aria-describedby={descriptionId}>
      <span className="mx-auto mb-4 grid size-14 place-items-center rounded-full bg-accent/20 text-accent-soft">
        <MailCheck aria-hidden size={26} />
      </span>
      <Dialog.Title className="text-xl font-bold text-fg">{MESSAGES.verifyEmailTitle}</Dialog.Title>
      <p id={descriptionId} className="mt-2 text-sm text-fg-muted">
        Enter the {OTP_LENGTH}-digit code we sent to <strong className="break-words text-fg">{target}</strong>
      </p>
      <div className="mt-6">
        <CodeBoxes
          label={`${OTP_LENGTH}-digit code from your e-mail`}
          value={digits}
          onChange={(next) => {
            setDigits(next);
            setError(null);
          }}
          isInvalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
          isAutoFocused
        />
      </div>
      <div className="mt-3 min-h-6" aria-live="polite">
        {error && (
          <p id={errorId} role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        )}
        {notice && !error && (
          <p role="status" className="text-sm font-medium text-success">
            {notice}
          </p>
        )}
      </div>
      <p className="mt-2 text-xs text-fg-muted">Can't find the e-mail? Check your spam or junk folder.</p>
      <p className="mt-3 text-sm text-fg-muted">
        Didn't get the code?{' '}
        {timer.canResend ? (
          <button
            type="button"
            className="font-semibold text-accent-soft underline underline-offset-4 hover:text-fg disabled:opacity-60"
            disabled={sendCode.isPending}
            onClick={handleResend}
          >
            {MESSAGES.resendOtp}
          </button>
        ) : (
          <span>
            <button type="button" disabled className="cursor-not-allowed font-semibold text-fg-muted opacity-70">
              {MESSAGES.resendOtp}
            </button>{' '}
            <span aria-hidden="true">{timer.secondsLeft > 0 ? `in ${formatCountdown(timer.secondsLeft)}` : ''}</span>
            <span className="sr-only">{timer.secondsLeft > 0 ? `available in ${timer.secondsLeft} seconds` : 'available shortly'}</span>
          </span>
        )}
      </p>
      <button
        type="submit"
        disabled={!isComplete || verifyCode.isPending}
        className={getButtonClass('primary', 'md', 'mt-6 w-full')}
      >
        {verifyCode.isPending ? 'Verifying…' : MESSAGES.verifyEmailTitle}
      </button>
      {mode === 'account' && user && (
        <p className="mt-4 text-xs text-fg-muted">
          Prefer a link?{' '}
          <button
            type="button"
            className="font-semibold text-accent-soft underline underline-offset-4 hover:text-fg disabled:opacity-60"
            disabled={sendLink.isPending}
            onClick={handleSendLink}
          >
            Email me a verification link
          </button>
        </p>
      )}
    </form>
  );
}
