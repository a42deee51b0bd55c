import { Dialog } from 'radix-ui';
import { IdCard } from 'lucide-react';
import { Link } from 'react-router';
import { TOUR_TEXTS } from '@indiwave/domain/messages';
import { getButtonClass } from '../../../ui/button-styles.ts';

type PressKitPromoDialogProps = { slug: string; onClose: () => void };

/** The e-Press Kit promo dialog (spec 2 §2.1 custom dialog 'dashboard'): a button to /{slug}. */
export function PressKitPromoDialog({ slug, onClose }: PressKitPromoDialogProps) {
  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-black/65" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[81] w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 text-center text-fg shadow-2xl">
          <span className="mx-auto grid size-14 place-items-center rounded-full bg-accent/15 text-accent-soft">
            <IdCard aria-hidden size={28} />
          </span>
          <Dialog.Title className="mt-4 text-xl font-bold">{TOUR_TEXTS.epkPromoTitle}</Dialog.Title>
          <Dialog.Description className="mt-2 text-fg-muted">{TOUR_TEXTS.epkPromoBody}</Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
            <Dialog.Close className={getButtonClass('secondary', 'md')}>Later</Dialog.Close>
            <Link to={`/${slug}`} className={getButtonClass('primary', 'md')} onClick={onClose}>
              {TOUR_TEXTS.epkPromoButton}
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
