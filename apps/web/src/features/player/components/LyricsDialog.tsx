import { FileText, X } from 'lucide-react';
import { Dialog } from 'radix-ui';

type LyricsDialogProps = {
  title: string;
  artist: string;
  lyrics: string;
};

/**
 * The lyrics dialog (spec 2 §2.1 Other dialogs): the playing song's words in full, opened from
 * the player bar. The text is shown as written (line breaks kept), never as HTML.
 */
export function LyricsDialog({ title, artist, lyrics }: LyricsDialogProps) {
  return (
    <Dialog.Root>
      <Dialog.Trigger
        aria-label={`Lyrics of ${title}`}
        className="inline-flex size-10 items-center justify-center rounded-full text-fg hover:bg-surface-raised"
      >
        <FileText aria-hidden="true" size={18} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-black/70" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[81] flex max-h-[80dvh] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl border border-border bg-surface p-5 text-fg shadow-2xl">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <Dialog.Title className="truncate text-lg font-bold">{title}</Dialog.Title>
              <Dialog.Description className="truncate text-sm text-fg-muted">Lyrics · {artist}</Dialog.Description>
            </div>
            <Dialog.Close
              className="grid size-9 shrink-0 place-items-center rounded-full hover:bg-surface-raised"
              aria-label="Close"
            >
              <X aria-hidden size={18} />
            </Dialog.Close>
          </div>
          <p className="mt-4 overflow-y-auto text-base leading-relaxed whitespace-pre-line" tabIndex={0}>
            {lyrics}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
