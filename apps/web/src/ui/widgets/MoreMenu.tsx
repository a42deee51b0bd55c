import { Download, Flag, ListMusic, ListPlus, MoreHorizontal, Pencil, Share2, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** How long the pointer may leave the menu before a hover-opened menu closes. */
const HOVER_CLOSE_DELAY_MS = 200;

/** The entries of a widget's more-menu; an entry shows only when its handler or path is given. */
export type MoreMenuActions = {
  onAddToQueue?: () => void;
  onAddToPlaylist?: () => void;
  /** The share dialog (issue 6): the entry shows only once a handler exists. */
  onShare?: () => void;
  /** The report-abuse dialog (issue 6): the entry shows only once a handler exists. */
  onReport?: () => void;
  onDownload?: () => void;
  editPath?: string;
  artistPath?: string;
};

type MoreMenuProps = MoreMenuActions & {
  /** What the menu is about, for its accessible name: 'More options for {label}'. */
  label: string;
};

const ITEM_CLASS =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-fg outline-none data-[highlighted]:bg-surface-raised data-[highlighted]:text-fg';

function MenuEntry({ icon, children, onSelect }: { icon: ReactNode; children: ReactNode; onSelect: () => void }) {
  return (
    <DropdownMenu.Item className={ITEM_CLASS} onSelect={onSelect}>
      {icon}
      {children}
    </DropdownMenu.Item>
  );
}

/**
 * The more-menu of a track, album, playlist or video widget (spec 2 §2.2): add to queue, add to
 * playlist, share, report, edit, view artist, download. It opens on click (and keyboard) and,
 * with a mouse, on hover (spec 2 §4 'The menu opens on hover or click').
 */
export function MoreMenu({ label, onAddToQueue, onAddToPlaylist, onShare, onReport, onDownload, editPath, artistPath }: MoreMenuProps) {
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const handlePointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(closeTimer.current);
    setIsOpen(true);
  };
  const handlePointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setIsOpen(false), HOVER_CLOSE_DELAY_MS);
  };

  return (
    <DropdownMenu.Root open={isOpen} onOpenChange={setIsOpen} modal={false}>
      <DropdownMenu.Trigger
        className="grid size-9 shrink-0 place-items-center rounded-full text-fg-muted hover:bg-surface-raised hover:text-fg"
        aria-label={`More options for ${label}`}
        onPointerEnter={handlePointerEnter}
        onPointerLeave={handlePointerLeave}
        onPointerDown={(event) => {
          // A click on a menu the hover already opened keeps it open instead of toggling it shut.
          if (event.pointerType === 'mouse' && isOpen) event.preventDefault();
        }}
      >
        <MoreHorizontal aria-hidden size={18} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-[70] min-w-48 rounded-xl border border-border bg-surface p-1 shadow-2xl"
          onPointerEnter={handlePointerEnter}
          onPointerLeave={handlePointerLeave}
        >
          {onAddToQueue && (
            <MenuEntry icon={<ListMusic aria-hidden size={16} />} onSelect={onAddToQueue}>
              Add to Queue
            </MenuEntry>
          )}
          {onAddToPlaylist && (
            <MenuEntry icon={<ListPlus aria-hidden size={16} />} onSelect={onAddToPlaylist}>
              Add to Playlist
            </MenuEntry>
          )}
          {onShare && (
            <MenuEntry icon={<Share2 aria-hidden size={16} />} onSelect={onShare}>
              Share
            </MenuEntry>
          )}
          {onReport && (
            <MenuEntry icon={<Flag aria-hidden size={16} />} onSelect={onReport}>
              Report Abuse
            </MenuEntry>
          )}
          {onDownload && (
            <MenuEntry icon={<Download aria-hidden size={16} />} onSelect={onDownload}>
              Download
            </MenuEntry>
          )}
          {editPath && (
            <MenuEntry icon={<Pencil aria-hidden size={16} />} onSelect={() => void navigate(editPath)}>
              Edit
            </MenuEntry>
          )}
          {artistPath && (
            <MenuEntry icon={<UserRound aria-hidden size={16} />} onSelect={() => void navigate(artistPath)}>
              Go to Artist Profile
            </MenuEntry>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
