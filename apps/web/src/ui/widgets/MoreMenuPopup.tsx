import { Download, Flag, ListMusic, ListPlus, MoreHorizontal, Pencil, Share2, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { MORE_MENU_TRIGGER_CLASS, type MoreMenuProps } from './more-menu-parts.ts';

/** How long the pointer may leave the menu before a hover-opened menu closes. */
const HOVER_CLOSE_DELAY_MS = 200;

type MoreMenuPopupProps = MoreMenuProps & {
  /** Open at once: the press or hover that loaded this code asked for the menu. */
  isInitiallyOpen: boolean;
  /** Take the focus: the plain trigger this replaces had it. */
  shouldFocusTrigger: boolean;
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
 * The more-menu itself (MoreMenu.tsx loads it on first use): add to queue, add to playlist, share,
 * report, edit, view artist, download. It opens on click (and keyboard) and, with a mouse, on
 * hover (spec 2 §4 'The menu opens on hover or click').
 */
export function MoreMenuPopup({ label, onAddToQueue, onAddToPlaylist, onShare, onReport, onDownload, editPath, artistPath, isInitiallyOpen, shouldFocusTrigger }: MoreMenuPopupProps) {
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(isInitiallyOpen);
  const closeTimer = useRef<number | undefined>(undefined);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (shouldFocusTrigger) triggerRef.current?.focus();
  }, [shouldFocusTrigger]);

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
        ref={triggerRef}
        className={MORE_MENU_TRIGGER_CLASS}
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
