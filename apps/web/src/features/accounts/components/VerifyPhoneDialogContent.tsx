import { DIALOG_MOBILE_DIGITS, OTP_LENGTH, RESEND_DISABLED_MS } from '@indiwave/domain/constants';
import { countryCodeSchema, dialogMobileSchema } from '@indiwave/domain/contract/fields';
import { MESSAGES } from '@indiwave/domain/messages';
import { Smartphone } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { closeAccountDialog } from '../../../lib/account-dialogs.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { blockNonDigitKeys, keepDigits } from '../../../lib/digits.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { Combobox } from '../../../ui/Combobox.tsx';
import { describeField, Field, INPUT_CLASS } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useCountries } from '../../../lib/reference/get-countries.ts';
import { useSendMobileCode } from '../api/send-mobile-code.ts';
import { useVerifyMobileCode } from '../api/verify-mobile-code.ts';
import { formatCountdown, useResendTimer } from '../resend-timer.ts';
import { CodeBoxes, emptyCode } from './CodeBoxes.tsx';

/**
 * The phone dialog's wording of a failed call (spec 2 §8, READING): no reply is 'Client-side
 * error occured' and a 5xx 'Server-side error occured', both without the '!'; otherwise the
 * server's text.
 */
export function readPhoneErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return MESSAGES.clientErrorPhone;
  if (error.status >= 500) return MESSAGES.serverErrorPhone;
  return error.message;
}

type VerifyPhoneDialogContentProps = {
  mobile?: string;
  code?: string;
  isWhatsapp?: boolean;
  mode?: 'verify' | 'change';
  /** Send the code at once (then Resend waits 10 s, spec 2 §4). */
  isAutoSend?: boolean;
};

const DEFAULT_CODE = '91';

/**
 * The Verify Phone Number dialog (spec 2 §2.1, §4): country code and a 10-digit mobile (with
 * the WhatsApp flag), send_otp, then six boxes. Resend waits 10 s after a send; a failure
 * shows the returned text and red boxes; success says 'Mobile verified successfully', stores
 * the mobile and its flags locally and closes.
 */
export function VerifyPhoneDialogContent({ mobile: initialMobile, code: initialCode, isWhatsapp: initialWhatsapp, mode = 'verify', isAutoSend }: VerifyPhoneDialogContentProps) {
  const user = useSessionUser();
  const formId = useId();
  const countries = useCountries();
  const [countryCode, setCountryCode] = useState(initialCode ?? user?.mobileCountryCode ?? DEFAULT_CODE);
  const [mobile, setMobile] = useState(initialMobile ?? (mode === 'verify' ? (user?.mobile ?? '') : ''));
  const [isWhatsapp, setIsWhatsapp] = useState(initialWhatsapp ?? user?.iswhatsapp_verify ?? false);
  const [phase, setPhase] = useState<'number' | 'code'>('number');
  const [digits, setDigits] = useState(emptyCode);
  const [numberErrors, setNumberErrors] = useState<{ mobile?: string; code?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const sendCode = useSendMobileCode();
  const verifyCode = useVerifyMobileCode();
  const timer = useResendTimer({ countdownS: RESEND_DISABLED_MS / 1000, isSentOnOpen: false });
  const isComplete = digits.every((digit) => digit !== '');

  const codeOptions = useMemo(() => {
    const options: { value: string; label: string }[] = [];
    for (const country of countries.data ?? []) {
      const value = country.phone_code.replace(/^\+/, '');
      if (!value) continue;
      options.push({ value: `${country.iso_code}:${value}`, label: `${country.name} (+${value})` });
    }
    return options;
  }, [countries.data]);
  const selectedCodeOption = codeOptions.find((option) => option.value.endsWith(`:${countryCode}`) && (countryCode !== DEFAULT_CODE || option.value.startsWith('IN:')))?.value ?? '';

  const send = (onSent?: () => void) => {
    const mobileCheck = dialogMobileSchema.safeParse(mobile);
    const codeCheck = countryCodeSchema.safeParse(countryCode);
    if (!mobileCheck.success || !codeCheck.success) {
      setNumberErrors({ mobile: mobileCheck.error?.issues[0]?.message, code: codeCheck.error?.issues[0]?.message });
      return;
    }
    setNumberErrors({});
    setError(null);
    setNotice(null);
    sendCode.mutate(
      { mobile: mobileCheck.data, code: codeCheck.data, isWhatsapp, mode },
      {
        onSuccess: (reply) => {
          timer.markSent();
          setDigits(emptyCode());
          setPhase('code');
          setNotice('message' in reply ? reply.message : MESSAGES.otpSentMobile);
          onSent?.();
        },
        onError: (caught) => setError(readPhoneErrorMessage(caught)),
      },
    );
  };

  // Opened for a known number: the code goes out at once.
  const hasAutoSent = useRef(false);
  const sendRef = useRef(send);
  sendRef.current = send;
  useEffect(() => {
    if (!isAutoSend || hasAutoSent.current || !initialMobile) return;
    hasAutoSent.current = true;
    sendRef.current();
  }, [initialMobile, isAutoSend]);

  const handleSendSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const handleVerifySubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isComplete) return;
    setError(null);
    setNotice(null);
    verifyCode.mutate(
      { otp: digits.join(''), mobile, code: countryCode, isWhatsapp, mode },
      {
        onSuccess: () => {
          showToast(MESSAGES.mobileVerified, 'success');
          closeAccountDialog();
        },
        onError: (caught) => setError(readPhoneErrorMessage(caught)),
      },
    );
  };

  const ids = { code: `${formId}-code`, mobile: `${formId}-mobile`, whatsapp: `${formId}-whatsapp`, error: `${formId}-error` };
  const header = (
    <>
      <span className="mx-auto mb-4 grid size-14 place-items-center rounded-full bg-accent/20 text-accent-soft">
        <Smartphone aria-hidden size={26} />
      </span>
      <Dialog.Title className="text-center text-xl font-bold text-fg">Verify Phone Number</Dialog.Title>
    </>
  );
  const messages = (
    <div className="mt-3 min-h-6 text-center" aria-live="polite">
      {error && (
        <p id={ids.error} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      {notice && !error && (
        <p role="status" className="text-sm font-medium text-success">
          {notice}
        </p>
      )}
    </div>
  );

  if (phase === 'number') {
    return (
      <form noValidate onSubmit={handleSendSubmit}>
        {header}
        <p className="mt-2 text-center text-sm text-fg-muted">We'll send a {OTP_LENGTH}-digit code by SMS.</p>
        <div className="mt-6 grid gap-4">
          <Field id={ids.code} label="Country code" error={numberErrors.code}>
            <Combobox
              id={ids.code}
              options={codeOptions}
              listLabel="Country codes"
              value={selectedCodeOption}
              isLoading={countries.isPending}
              placeholder="Search your country"
              isInvalid={Boolean(numberErrors.code)}
              describedBy={describeField(ids.code, { error: numberErrors.code })}
              onChange={(value) => setCountryCode(value.split(':')[1] ?? '')}
            />
          </Field>
          <Field id={ids.mobile} label="Mobile number" error={numberErrors.mobile}>
            <div className="flex items-stretch gap-2">
              <span className="grid min-w-14 place-items-center rounded-xl border border-border-strong bg-surface-raised px-3 text-fg-muted">+{countryCode}</span>
              <input
                id={ids.mobile}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={DIALOG_MOBILE_DIGITS}
                value={mobile}
                aria-invalid={numberErrors.mobile ? true : undefined}
                aria-describedby={describeField(ids.mobile, { error: numberErrors.mobile })}
                className={INPUT_CLASS}
                onKeyDown={blockNonDigitKeys}
                onChange={(event) => setMobile(keepDigits(event.target.value, DIALOG_MOBILE_DIGITS))}
              />
            </div>
          </Field>
          <label htmlFor={ids.whatsapp} className="flex items-center gap-3 text-sm text-fg">
            <input id={ids.whatsapp} type="checkbox" checked={isWhatsapp} onChange={(event) => setIsWhatsapp(event.target.checked)} className="size-4 accent-accent" />
            This number is on WhatsApp
          </label>
        </div>
        {messages}
        <button type="submit" disabled={sendCode.isPending} className={getButtonClass('primary', 'md', 'mt-4 w-full')}>
          {sendCode.isPending ? 'Sending…' : 'Send OTP'}
        </button>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={handleVerifySubmit} className="text-center">
      {header}
      <p className="mt-2 text-sm text-fg-muted">
        Enter the {OTP_LENGTH}-digit code sent to <strong className="text-fg">+{countryCode} {mobile}</strong>{' '}
        <button type="button" className="font-semibold text-accent-soft underline underline-offset-4 hover:text-fg" onClick={() => setPhase('number')}>
          Change number
        </button>
      </p>
      <div className="mt-6">
        <CodeBoxes
          label={`${OTP_LENGTH}-digit code from the SMS`}
          value={digits}
          onChange={(next) => {
            setDigits(next);
            setError(null);
          }}
          isInvalid={Boolean(error)}
          describedBy={error ? ids.error : undefined}
          isAutoFocused
        />
      </div>
      {messages}
      <p className="mt-2 text-sm text-fg-muted">
        Didn't get the code?{' '}
        <button
          type="button"
          disabled={!timer.canResend || sendCode.isPending}
          className="font-semibold text-accent-soft underline underline-offset-4 hover:text-fg disabled:text-fg-muted disabled:no-underline"
          onClick={() => send()}
        >
          {MESSAGES.resendOtp}
        </button>
        {!timer.canResend && <span> in {formatCountdown(timer.waitSeconds)}</span>}
      </p>
      <button type="submit" disabled={!isComplete || verifyCode.isPending} className={getButtonClass('primary', 'md', 'mt-6 w-full')}>
        {verifyCode.isPending ? 'Verifying…' : 'Verify'}
      </button>
    </form>
  );
}
