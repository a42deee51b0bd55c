import { create } from 'zustand';

type ShellState = {
  /** Phones: the drawer lies over the content only while open (spec 1 §2.3). */
  isMobileDrawerOpen: boolean;
  /** Desktop: the drawer shrinks to its 70px rail (spec 1 §9). */
  isDrawerCollapsed: boolean;
  /** Phones: the header swaps the logo for the search box. */
  isMobileSearchOpen: boolean;
};

const COLLAPSED_KEY = 'navCollapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** State the header, the drawer and the layout share. */
export const useShellStore = create<ShellState>(() => ({
  isMobileDrawerOpen: false,
  isDrawerCollapsed: readCollapsed(),
  isMobileSearchOpen: false,
}));

/** Opens or closes the phone drawer. */
export function setMobileDrawerOpen(isOpen: boolean): void {
  useShellStore.setState({ isMobileDrawerOpen: isOpen });
}

/** Collapses or expands the desktop drawer, remembered across visits. */
export function setDrawerCollapsed(isCollapsed: boolean): void {
  useShellStore.setState({ isDrawerCollapsed: isCollapsed });
  try {
    window.localStorage.setItem(COLLAPSED_KEY, isCollapsed ? '1' : '0');
  } catch {
    // Storage unavailable: the choice lasts for this visit only.
  }
}

/** Shows or hides the phone search box in the header. */
export function setMobileSearchOpen(isOpen: boolean): void {
  useShellStore.setState({ isMobileSearchOpen: isOpen });
}
