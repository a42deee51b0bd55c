import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { openLoginDialog } from '../../../lib/account-dialogs.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { usePlayerPresence } from '../player-presence.ts';
import { usePlayer, type PlayerState } from '../../../lib/player.ts';
import { PlayerBar } from './PlayerBar.tsx';

/** Keys typed into these belong to them, not to the player. */
const OWN_SPACE_SELECTOR = 'input, textarea, select, button, a[href], [contenteditable=""], [contenteditable="true"], [role="slider"], [role="button"], [role="menuitem"], [role="option"], [role="tab"], [role="checkbox"], [role="switch"]';

/** The space bar plays and pauses, except while typing in a field or pressing a control (issue 5). */
function useSpaceBarToggle(isEnabled: boolean, store: { getState: () => PlayerState }): void {
  useEffect(() => {
    if (!isEnabled) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target;
      if (target instanceof Element && target.closest(OWN_SPACE_SELECTOR)) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      store.getState().togglePlayback();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [isEnabled, store]);
}

/** While the bar shows, the page and floating things end above it (spec 1 §9 player height). */
function useBarOffset(isShown: boolean): void {
  useEffect(() => {
    if (!isShown) return;
    const root = document.documentElement;
    root.style.setProperty('--player-offset', 'var(--player-height)');
    document.body.style.paddingBottom = 'var(--player-height)';
    return () => {
      root.style.removeProperty('--player-offset');
      document.body.style.paddingBottom = '';
    };
  }, [isShown]);
}

/** The floating call-to-action for visitors (spec 1 §1, §2.7). */
function VisitorCallToAction() {
  const [isDismissed, setIsDismissed] = useState(false);
  if (isDismissed) return null;
  return (
    <aside
      aria-label="Join"
      className="fixed bottom-[calc(var(--player-height)+0.75rem)] left-3 z-30 flex max-w-[calc(100vw-1.5rem)] items-center gap-3 rounded-2xl border border-border bg-surface-raised py-2 pr-2 pl-4 shadow-2xl sm:max-w-sm"
    >
      <p className="text-sm text-fg">Like what you hear? Join free to clap, follow and keep your queue on every device.</p>
      <button type="button" onClick={() => openLoginDialog({ intent: 'player' }, 2)} className={getButtonClass('primary', 'sm')}>
        Join
      </button>
      <button type="button" onClick={() => setIsDismissed(true)} aria-label="Dismiss" className="flex size-8 shrink-0 items-center justify-center rounded-full text-fg-muted hover:bg-surface hover:text-fg">
        <X aria-hidden="true" size={16} />
      </button>
    </aside>
  );
}

/**
 * What the layout loads once the player is needed: the bar while it is active (spec 1 §2.7),
 * the server's queue for a signed-in person, the space-bar toggle and the visitors' prompt.
 */
export default function PlayerHost() {
  const isActive = usePlayerPresence((state) => state.isActive);
  const user = useSessionUser();
  const isSignedIn = Boolean(user);

  const player = usePlayer();

  useEffect(() => {
    if (isSignedIn) void player.loadServerQueue();
  }, [isSignedIn, player]);
  useSpaceBarToggle(isActive, player.store);
  useBarOffset(isActive);

  if (!isActive) return null;
  return (
    <>
      <PlayerBar />
      {!isSignedIn && <VisitorCallToAction />}
    </>
  );
}
