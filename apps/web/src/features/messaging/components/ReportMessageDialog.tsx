import { useId, useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { REPORT_DESCRIPTION_MAX } from '@indiwave/domain/constants';
import { COMPLAINT_TYPES, MESSAGES } from '@indiwave/domain/messages';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { Field, FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useReportMessage } from '../api/change-messages.ts';

type ComplaintType = (typeof COMPLAINT_TYPES)[number];

/**
 * Reports a received message to the team: the complaint (the Report Abuse dialog's types, spec 2
 * §5.3) and an optional description. 'Reported successfully' on success.
 */
export function ReportMessageDialog({ messageId, onClose }: { messageId: number; onClose: () => void }) {
  const [complaint, setComplaint] = useState<ComplaintType>('Spam');
  const [description, setDescription] = useState('');
  const report = useReportMessage();
  const id = useId();
  const descriptionError = /[<>]/.test(description) ? MESSAGES.invalidInput : undefined;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (descriptionError) return;
    report.mutate(
      { id: messageId, complaint, description: description.trim() },
      {
        onSuccess: (reply) => {
          showToast(reply.message, 'success');
          onClose();
        },
      },
    );
  };

  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-black/70" />
        <Dialog.Content
          aria-describedby={`${id}-about`}
          className="fixed top-1/2 left-1/2 z-[81] max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-surface p-6 text-fg shadow-2xl"
        >
          <Dialog.Title className="text-lg font-semibold">Report message</Dialog.Title>
          <p id={`${id}-about`} className="mt-1 text-sm text-fg-muted">
            Tell our team what is wrong with this message. The sender is not told who reported it.
          </p>
          <form className="mt-5 grid gap-4" onSubmit={handleSubmit} noValidate>
            <Field id={`${id}-complaint`} label="Complaint">
              <select id={`${id}-complaint`} className={INPUT_CLASS} value={complaint} onChange={(event) => setComplaint(event.target.value as ComplaintType)}>
                {COMPLAINT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            </Field>
            <Field id={`${id}-description`} label="Description" labelNote="optional" error={descriptionError}>
              <textarea
                id={`${id}-description`}
                className={`${INPUT_CLASS} min-h-24`}
                maxLength={REPORT_DESCRIPTION_MAX}
                value={description}
                aria-invalid={Boolean(descriptionError)}
                aria-describedby={descriptionError ? `${id}-description-error` : undefined}
                onChange={(event) => setDescription(event.target.value)}
              />
            </Field>
            {report.isError && <FormAlert message={readErrorMessage(report.error)} />}
            <div className="flex justify-end gap-3">
              <Dialog.Close className={getButtonClass('secondary', 'sm')}>Cancel</Dialog.Close>
              <button type="submit" className={getButtonClass('primary', 'sm')} disabled={report.isPending}>
                Report
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
