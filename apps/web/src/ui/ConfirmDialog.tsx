import { AlertDialog } from 'radix-ui';
import { answerConfirm, useConfirmStore } from './confirm';
import { getButtonClass } from './button-styles';

/**
 * Renders the question of the confirm helper as an alert dialog: focus moves into it,
 * Escape answers no, and focus returns where it was. ConfirmHost loads it on demand.
 */
export function ConfirmDialog() {
  const request = useConfirmStore((state) => state.queue[0]);
  if (!request) return null;

  const handleOpenChange = (isOpen: boolean) => {
    if (!isOpen) answerConfirm(request.id, false);
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
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={getButtonClass('secondary', 'sm')}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action
              className={getButtonClass('primary', 'sm')}
              onClick={() => answerConfirm(request.id, true)}
            >
              OK
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
