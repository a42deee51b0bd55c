import { checkEmail } from '@indiwave/domain/rules/form-text';
import { BadgeCheck, CircleAlert } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { openAccountDialog } from '../../../lib/account-dialogs.ts';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { describeField, Field, INPUT_CLASS } from '../../../ui/Field.tsx';
import { useSendEmailCode } from '../api/send-email-code.ts';
import { SettingsSection } from './SettingsSection.tsx';

/** 'Verified' or 'Not verified', with an icon. */
function VerifiedBadge({ isVerified }: { isVerified: boolean }) {
  const Icon = isVerified ? BadgeCheck : CircleAlert;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${isVerified ? 'bg-success/15 text-success' : 'bg-focus/15 text-focus'}`}
    >
      <Icon aria-hidden size={14} />
      {isVerified ? 'Verified' : 'Not verified'}
    </span>
  );
}

/** The new-address form: a code goes to it, then the Verify Email dialog makes it the e-mail. */
function ChangeEmailForm({ onCancel }: { onCancel: () => void }) {
  const id = useId();
  const sendCode = useSendEmailCode();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkEmail(email);
    if (checked.error !== undefined) {
      setError(checked.error);
      return;
    }
    const address = checked.value;
    setError(undefined);
    sendCode.mutate(address, {
      onSuccess: () => {
        onCancel();
        openAccountDialog({ kind: 'verify-email', email: address, mode: 'change', isCodeSent: true });
      },
      onError: (caught) => setError(readErrorMessage(caught)),
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="mt-3 grid gap-3 rounded-xl border border-border bg-bg/60 p-4">
      <Field id={id} label="New email" error={error} hint="We'll send a code to this address to confirm it's yours.">
        <input
          id={id}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={describeField(id, { error, hint: true })}
          className={INPUT_CLASS}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <div className="flex gap-2">
        <button type="submit" disabled={sendCode.isPending} className={getButtonClass('primary', 'sm')}>
          {sendCode.isPending ? 'Sending…' : 'Send code'}
        </button>
        <button type="button" className={getButtonClass('ghost', 'sm')} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

type ContactSectionProps = {
  email: string;
  isEmailVerified: boolean;
  mobile: string | null;
  mobileCode: string | null;
  isMobileVerified: boolean;
};

/** E-mail and mobile, each verified with a code (spec 2 §7 change_user_email, change_user_mobile). */
export function ContactSection({ email, isEmailVerified, mobile, mobileCode, isMobileVerified }: ContactSectionProps) {
  const [isChangingEmail, setIsChangingEmail] = useState(false);
  const rowClass = 'flex flex-wrap items-center justify-between gap-3';
  return (
    <SettingsSection id="contact" title="Email and mobile" description="Where we send codes, receipts and news about your music.">
      <div className="grid gap-6">
        <div>
          <div className={rowClass}>
            <div className="min-w-0">
              <p className="text-sm font-medium text-fg-muted">Email</p>
              <p className="flex flex-wrap items-center gap-2 font-semibold break-all text-fg">
                {email || 'No email yet'}
                {email && <VerifiedBadge isVerified={isEmailVerified} />}
              </p>
            </div>
            <div className="flex gap-2">
              {email && !isEmailVerified && (
                <button type="button" className={getButtonClass('primary', 'sm')} onClick={() => openAccountDialog({ kind: 'verify-email', mode: 'account' })}>
                  Verify email
                </button>
              )}
              {!isChangingEmail && (
                <button type="button" className={getButtonClass('secondary', 'sm')} onClick={() => setIsChangingEmail(true)}>
                  {email ? 'Change email' : 'Add email'}
                </button>
              )}
            </div>
          </div>
          {isChangingEmail && <ChangeEmailForm onCancel={() => setIsChangingEmail(false)} />}
        </div>
        <div className={rowClass}>
          <div>
            <p className="text-sm font-medium text-fg-muted">Mobile</p>
            <p className="flex flex-wrap items-center gap-2 font-semibold text-fg">
              {mobile ? `${mobileCode ? `+${mobileCode} ` : ''}${mobile}` : 'No mobile yet'}
              {mobile && <VerifiedBadge isVerified={isMobileVerified} />}
            </p>
          </div>
          <div className="flex gap-2">
            {mobile && !isMobileVerified && mobile.length === 10 && (
              <button
                type="button"
                className={getButtonClass('primary', 'sm')}
                onClick={() => openAccountDialog({ kind: 'verify-phone', mode: 'verify', mobile, code: mobileCode ?? undefined, isAutoSend: true })}
              >
                Verify mobile
              </button>
            )}
            <button type="button" className={getButtonClass('secondary', 'sm')} onClick={() => openAccountDialog({ kind: 'verify-phone', mode: 'change' })}>
              {mobile ? 'Change mobile' : 'Add mobile'}
            </button>
          </div>
        </div>
      </div>
    </SettingsSection>
  );
}
