import { Dialog } from 'radix-ui';
import { Sparkles } from 'lucide-react';
import { MESSAGES, TOUR_TEXTS } from '@indiwave/domain/messages';
import { getButtonClass } from '../../../ui/button-styles.ts';

type WelcomeDialogProps = { name: string; onStart: () => void; onDecline: () => void };

/** The screen guide's welcome (spec 2 §2.1): 'Start a Quick Tour' or 'No Thanks' (Escape too). */
export function WelcomeDialog({ name, onStart, onDecline }: WelcomeDialogProps) {
  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && onDecline()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-black/65" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[81] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 text-center text-fg shadow-2xl">
          <span className="mx-auto grid size-14 place-items-center rounded-full bg-accent/15 text-accent-soft">
            <Sparkles aria-hidden size={28} />
          </span>
          <p className="mt-4 text-sm font-semibold text-accent-soft">Hi {name}!</p>
          <Dialog.Title className="mt-1 text-2xl font-bold">{TOUR_TEXTS.welcomeTitle}</Dialog.Title>
          <Dialog.Description className="mt-2 text-fg-muted">{TOUR_TEXTS.welcomeBody}</Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
            <button type="button" className={getButtonClass('secondary', 'md')} onClick={onDecline}>
              {MESSAGES.noThanks}
            </button>
            <button type="button" className={getButtonClass('primary', 'md')} onClick={onStart}>
              {MESSAGES.startTour}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
