import { useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useSlots } from '../../../lib/slots.ts';

/**
 * The owner's editor of the e-Press Kit's details: pictures, names, bio, place and genres, and
 * the social links, through the same calls as the settings page (the accounts feature's editor,
 * a slot). Closing it shows the kit as saved.
 */
export function EditProfileDialog({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) {
  const queryClient = useQueryClient();
  const { ProfileDetailsEditor } = useSlots();
  const handleOpenChange = (next: boolean) => {
    if (!next) void queryClient.invalidateQueries({ queryKey: queryKeys.profile.all() });
    onOpenChange(next);
  };
  return (
    <Dialog.Root open={isOpen} onOpenChange={handleOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-black/70" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-[81] max-h-[90vh] w-[min(48rem,calc(100vw-1rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-bg p-4 text-fg shadow-2xl md:p-6"
        >
          <div className="mb-4 flex items-start justify-between gap-3">
            <Dialog.Title className="text-xl font-bold">Edit your e-Press Kit</Dialog.Title>
            <Dialog.Close className="grid size-9 place-items-center rounded-full hover:bg-surface-raised" aria-label="Close">
              <X aria-hidden size={18} />
            </Dialog.Close>
          </div>
          {isOpen && <ProfileDetailsEditor />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
