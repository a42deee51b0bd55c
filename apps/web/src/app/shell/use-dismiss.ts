import { useEffect, type RefObject } from 'react';

/**
 * Closes an open panel (profile menu, notifications, help widget) on a press outside it, and on
 * Escape, giving focus back to the button that opened it.
 */
export function useDismiss(isOpen: boolean, rootRef: RefObject<HTMLElement | null>, buttonRef: RefObject<HTMLElement | null>, onDismiss: () => void): void {
  useEffect(() => {
    if (!isOpen) return undefined;
    const handlePointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onDismiss();
    };
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onDismiss();
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', handlePointerDown);
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('pointerdown', handlePointerDown);
      document.removeEventListener('keydown', handleKeyDown);
    };
  }, [isOpen, rootRef, buttonRef, onDismiss]);
}
