import { useState } from 'react';
import { AlertDialog } from 'radix-ui';
import { answerConfirm, useConfirmStore } from './confirm';
import { getButtonClass } from './button-styles';
import { INPUT_CLASS } from './Field';

/**
 * Renders the question of the confirm helper as an alert dialog: focus moves into it,
 * Escape answers no, and focus returns where it was. ConfirmHost loads it on demand.
 * A question that asks for a text (confirmWithText) shows a labelled text area under it.
 */
export function ConfirmDialog() {
  const request = useConfirmStore((state) => state.queue[0]);
  const [value, setValue] = useState('');
  if (!request) return null;
  const { input } = request;
  const isBlocked = Boolean(input?.isRequired) && value.trim() === '';

  const handleOpenChange = (isOpen: boolean) => {
    if (!isOpen) {
      setValue('');
      answerConfirm(request.id, false);
    }
  };
  const handleConfirm = () => {
    const typed = value;
    setValue('');
    answerConfirm(request.id, true, typed);
  };

  return (
    <AlertDialog.Root key={request.id} open onOpenChange={handleOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[90] bg-black/70" />
        <AlertDialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-[91] w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 text-fg shadow-2xl"
        >
          <AlertDialog.Title className="text-lg font-semibold">{request.text}</AlertDialog.Title>
          {input && (
            <div className="mt-4 grid gap-1.5">
              <label htmlFor={`confirm-text-${request.id}`} className="text-sm font-medium text-fg">
                {input.label}
                {!input.isRequired && <span className="ml-1 font-normal text-fg-muted">(optional)</span>}
              </label>
              <textarea id={`confirm-text-${request.id}`} className={INPUT_CLASS} rows={3} maxLength={input.maxLength} value={value} onChange={(event) => setValue(event.target.value)} required={input.isRequired} />
            </div>
          )}
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={getButtonClass('secondary', 'sm')}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={getButtonClass('primary', 'sm')} disabled={isBlocked} onClick={handleConfirm}>
              OK
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
