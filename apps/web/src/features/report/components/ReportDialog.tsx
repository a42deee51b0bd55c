import { zodResolver } from '@hookform/resolvers/zod';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { NAME_MAX, REPORT_DESCRIPTION_MAX, REPORT_MOBILE_DIGITS } from '@indiwave/domain/constants';
import { reportAbuseSchema, type ReportAbuseInput, type ReportAbuseRequest } from '@indiwave/domain/contract/reports';
import { COMPLAINT_TYPES, MESSAGES } from '@indiwave/domain/messages';
import { useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { blockNonDigitKeys, keepDigits } from '../../../lib/digits.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { describeField, Field, FieldError, FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { RobotCheck } from '../../../ui/RobotCheck.tsx';
import { useReportAbuse } from '../api/report-abuse.ts';
import { closeReportDialog } from '../../../lib/report-dialog.ts';

const FIELD_NAMES = ['url', 'complaint', 'description', 'name', 'email', 'mobile', 'recaptcha'] as const;

/**
 * The Report Abuse dialog (spec 2 §2.1, §3 Report, §5.3): the page's url, the complaint type,
 * a description, name, e-mail, an optional 10-digit mobile and the robot check, checked with
 * the server's own schema; 'Reported successfully' when sent.
 */
export default function ReportDialog({ url }: { url: string }) {
  const id = useId();
  const user = useSessionUser();
  const [robotKey, setRobotKey] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const send = useReportAbuse();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReportAbuseInput, unknown, ReportAbuseRequest>({
    resolver: zodResolver(reportAbuseSchema),
    defaultValues: { url, complaint: '' as ReportAbuseInput['complaint'], description: '', name: user?.name ?? '', email: user?.email ?? '', mobile: '', recaptcha: '' },
    mode: 'onTouched',
  });
  const { field: robotField } = useController({ control, name: 'recaptcha' });
  const { field: mobileField } = useController({ control, name: 'mobile' });
  const fieldId = (name: string) => `${id}-${name}`;

  const handleValidSubmit = async (values: ReportAbuseRequest) => {
    setFormError(null);
    try {
      await send.mutateAsync(values);
      showToast(MESSAGES.reportedSuccessfully, 'success');
      closeReportDialog();
    } catch (error) {
      // A robot-check answer is spent once the server has seen it.
      robotField.onChange('');
      setRobotKey((key) => key + 1);
      setFormError(applyServerErrors(error, FIELD_NAMES, setError));
    }
  };

  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && closeReportDialog()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-black/70" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-[81] max-h-[90vh] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-surface p-5 text-fg shadow-2xl"
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-bold">Report Abuse</Dialog.Title>
            <Dialog.Close className="grid size-9 place-items-center rounded-full hover:bg-surface-raised" aria-label="Close">
              <X aria-hidden size={18} />
            </Dialog.Close>
          </div>
          <form noValidate onSubmit={(event) => void handleSubmit(handleValidSubmit)(event)} className="mt-4 grid gap-4">
            <Field id={fieldId('url')} label="URL" error={errors.url?.message}>
              <input id={fieldId('url')} type="url" aria-invalid={errors.url ? true : undefined} aria-describedby={describeField(fieldId('url'), { error: errors.url?.message })} className={INPUT_CLASS} {...register('url')} />
            </Field>
            <Field id={fieldId('complaint')} label="Complaint type" error={errors.complaint?.message}>
              <select id={fieldId('complaint')} aria-invalid={errors.complaint ? true : undefined} aria-describedby={describeField(fieldId('complaint'), { error: errors.complaint?.message })} className={INPUT_CLASS} {...register('complaint')}>
                <option value="">Select a complaint type</option>
                {COMPLAINT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            </Field>
            <Field id={fieldId('description')} label="Description" error={errors.description?.message}>
              <textarea id={fieldId('description')} rows={4} maxLength={REPORT_DESCRIPTION_MAX} aria-invalid={errors.description ? true : undefined} aria-describedby={describeField(fieldId('description'), { error: errors.description?.message })} className={`${INPUT_CLASS} resize-y`} {...register('description')} />
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id={fieldId('name')} label="Name" error={errors.name?.message}>
                <input id={fieldId('name')} type="text" autoComplete="name" maxLength={NAME_MAX} aria-invalid={errors.name ? true : undefined} aria-describedby={describeField(fieldId('name'), { error: errors.name?.message })} className={INPUT_CLASS} {...register('name')} />
              </Field>
              <Field id={fieldId('email')} label="Email" error={errors.email?.message}>
                <input id={fieldId('email')} type="email" inputMode="email" autoComplete="email" aria-invalid={errors.email ? true : undefined} aria-describedby={describeField(fieldId('email'), { error: errors.email?.message })} className={INPUT_CLASS} {...register('email')} />
              </Field>
            </div>
            <Field id={fieldId('mobile')} label="Mobile" labelNote="optional" error={errors.mobile?.message}>
              <input
                id={fieldId('mobile')}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={REPORT_MOBILE_DIGITS}
                aria-invalid={errors.mobile ? true : undefined}
                aria-describedby={describeField(fieldId('mobile'), { error: errors.mobile?.message })}
                className={INPUT_CLASS}
                name={mobileField.name}
                ref={mobileField.ref}
                value={mobileField.value ?? ''}
                onBlur={mobileField.onBlur}
                onKeyDown={blockNonDigitKeys}
                onChange={(event) => mobileField.onChange(keepDigits(event.target.value, REPORT_MOBILE_DIGITS))}
              />
            </Field>
            <div>
              <p className="mb-1.5 text-sm font-medium">Robot check</p>
              <RobotCheck key={robotKey} errorId={errors.recaptcha ? `${fieldId('recaptcha')}-error` : undefined} onChange={(value) => robotField.onChange(value ?? '')} />
              <FieldError id={`${fieldId('recaptcha')}-error`} message={errors.recaptcha?.message} />
            </div>
            <FormAlert message={formError} />
            <div className="flex justify-end gap-2">
              <button type="button" className={getButtonClass('ghost', 'md')} onClick={closeReportDialog}>
                Cancel
              </button>
              <button type="submit" className={getButtonClass('primary', 'md')} disabled={isSubmitting}>
                {isSubmitting ? 'Sending…' : 'Report'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
