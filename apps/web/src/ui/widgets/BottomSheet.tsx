import { BOTTOM_SHEET_DELAY_MS } from '@indiwave/domain/constants';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useState, type ReactNode } from 'react';

type BottomSheetProps = {
  /** Asked for: the sheet shows 300 ms later (spec 2 §4 Widget). */
  isOpen: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
};

/** Whether a requested sheet is showing: 300 ms after the request, at once when it ends. */
export function useDelayedOpen(isRequested: boolean, delayMs: number = BOTTOM_SHEET_DELAY_MS): boolean {
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    if (!isRequested) {
      setIsShown(false);
      return undefined;
    }
    const timer = window.setTimeout(() => setIsShown(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [isRequested, delayMs]);
  return isRequested && isShown;
}

/** Keeps the page behind from scrolling while `isLocked` (spec 2 §4: the sheet locks body scroll). */
export function useBodyScrollLock(isLocked: boolean): void {
  useEffect(() => {
    if (!isLocked) return undefined;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [isLocked]);
}

/**
 * The bottom sheet of a widget on narrow screens (below 750px, spec 2 §2.2): it slides up
 * 300 ms after it is asked for and keeps the page from scrolling while it is open. A modal
 * dialog, so focus moves into it and Escape closes it.
 */
export function BottomSheet({ isOpen, onClose, title, children }: BottomSheetProps) {
  const isShown = useDelayedOpen(isOpen);
  useBodyScrollLock(isShown);
  return (
    <Dialog.Root open={isShown} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-black/60" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-[81] max-h-[85vh] overflow-y-auto rounded-t-3xl border-t border-border bg-surface px-4 pt-3 pb-6 text-fg shadow-2xl"
        >
          <div className="mx-auto mb-3 h-1.5 w-12 rounded-full bg-border-strong" aria-hidden />
          <div className="mb-3 flex items-start justify-between gap-3">
            <Dialog.Title className="min-w-0 text-lg font-bold break-words">{title}</Dialog.Title>
            <Dialog.Close className="grid size-9 shrink-0 place-items-center rounded-full hover:bg-surface-raised" aria-label="Close">
              <X aria-hidden size={18} />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
