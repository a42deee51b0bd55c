import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { Logo } from '../../ui/Logo';
import { NAV_DRAWER_ID, NAV_TOGGLE_ID } from './nav-ids';
import type { NavMenu } from './nav-menus';
import { NavMenuView } from './NavMenuView';
import { setMobileDrawerOpen } from './shell-store';

/**
 * The phone drawer (spec 1 §2.3): over the content, with an overlay; Escape, the overlay or
 * the close button closes it; focus stays inside while open and returns to the menu button.
 * Rendered only while open.
 */
export function MobileNavDrawer({ menu }: { menu: NavMenu }) {
  return (
    <Dialog.Root open onOpenChange={setMobileDrawerOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <Dialog.Content
          id={NAV_DRAWER_ID}
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(var(--drawer-width-full),86vw)] flex-col overflow-y-auto border-r border-border bg-surface"
          onCloseAutoFocus={(event) => {
            // No Radix trigger exists (the button lives in the header), so return focus by hand.
            event.preventDefault();
            document.getElementById(NAV_TOGGLE_ID)?.focus();
          }}
        >
          <div className="flex h-header shrink-0 items-center justify-between border-b border-border px-4">
            <Dialog.Title className="contents">
              <Logo />
              <span className="sr-only">menu</span>
            </Dialog.Title>
            <Dialog.Close
              className="grid size-10 place-items-center rounded-full text-fg hover:bg-surface-raised"
              aria-label="Close menu"
            >
              <X aria-hidden size={22} />
            </Dialog.Close>
          </div>
          <nav aria-label="Main">
            <NavMenuView menu={menu} isCollapsed={false} isMobile />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
