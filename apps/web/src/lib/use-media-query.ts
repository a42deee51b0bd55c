import { useCallback, useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@indiwave/domain/constants';

/** Phones: the drawer closes and lies over the content, breadcrumbs hide (spec 1 §2.3, §2.6, §9). */
export const MOBILE_QUERY = `(max-width: ${BREAKPOINTS.mobile}px)`;

/** Whether a CSS media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

/** True on phones (width <= 767px). */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
