import { useEffect } from 'react';
import { create } from 'zustand';
import type { Crumb } from '../../lib/route-handle';

type BreadcrumbsState = { override: Crumb[] | null };

/** Crumbs a page set from its data; they replace the route's crumbs (spec 1 §2.6). */
export const useBreadcrumbsStore = create<BreadcrumbsState>(() => ({ override: null }));

/**
 * Lets a page that has loaded its data (a song's title, an artist's name) replace the
 * crumbs after Home. Pass null while the data is loading to keep the route's crumbs.
 * The override ends when the page unmounts.
 */
export function useBreadcrumbs(crumbs: Crumb[] | null): void {
  // Compare by content so a new array with the same crumbs does not churn the store.
  const key = crumbs ? JSON.stringify(crumbs) : null;
  useEffect(() => {
    if (key === null) return;
    useBreadcrumbsStore.setState({ override: JSON.parse(key) as Crumb[] });
    return () => useBreadcrumbsStore.setState({ override: null });
  }, [key]);
}

/** The crumbs to show: Home first, then the page's override or the route's crumbs. */
export function buildCrumbTrail(routeCrumbs: Crumb[], override: Crumb[] | null): Crumb[] {
  return [{ label: 'Home', to: '/' }, ...(override ?? routeCrumbs)];
}
