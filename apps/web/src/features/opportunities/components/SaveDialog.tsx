import type { SaveDialog as SaveDialogKind } from '@indiwave/domain/contract/opportunities';
import { SAVED_OPPORTUNITY_NOTICE_HOURS } from '@indiwave/domain/constants';
import { OPPORTUNITY_DIALOGS } from '@indiwave/domain/messages';
import { BellRing, Bookmark, Hourglass } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { getButtonClass } from '../../../ui/button-styles.ts';

const ICONS = { opp_save: Bookmark, opp_save_soon: Hourglass, opp_notify: BellRing } as const;

/**
 * The custom dialogs of a save (spec 2 §2.1 opp_save, opp_save_soon, opp_notify): saved with the
 * 48-hour reminder to come, saved too late for one (apply now), or told when it opens.
 */
export function SaveDialog({ kind, applyPath, onClose }: { kind: SaveDialogKind; applyPath?: string; onClose: () => void }) {
  const text = OPPORTUNITY_DIALOGS[kind];
  const Icon = ICONS[kind];
  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[90] bg-black/70" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[91] w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 text-center text-fg shadow-2xl">
          <span className="mx-auto mb-4 grid size-14 place-items-center rounded-full bg-accent/20 text-accent-soft">
            <Icon aria-hidden size={26} />
          </span>
          <Dialog.Title className="text-xl font-bold">{text.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-fg-muted">{text.body.replace('{hours}', String(SAVED_OPPORTUNITY_NOTICE_HOURS))}</Dialog.Description>
          <div className="mt-6 flex justify-center gap-3">
            {kind === 'opp_save_soon' && applyPath && (
              <a href={applyPath} className={getButtonClass('primary', 'sm')}>
                Apply now
              </a>
            )}
            <Dialog.Close className={getButtonClass(kind === 'opp_save_soon' ? 'secondary' : 'primary', 'sm')}>OK</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
