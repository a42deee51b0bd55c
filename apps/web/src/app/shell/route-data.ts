import { useMatches } from 'react-router';
import type { Crumb, NavType, RouteHandle } from '../../lib/route-handle';

/** What the shell needs from the matched routes, with the defaults filled in. */
export type RouteData = {
  title?: string;
  crumbs: Crumb[];
  isHeaderHidden: boolean;
  isFooterHidden: boolean;
  navType: NavType;
  isHelpWidgetHidden: boolean;
  isEmbed: boolean;
};

/**
 * Folds the `handle` of every matched route, outermost first, into one RouteData: the
 * deepest route that sets a field wins, so a layout route can set defaults for its pages.
 */
export function mergeRouteHandles(handles: ReadonlyArray<unknown>): RouteData {
  const merged: RouteHandle = {};
  for (const handle of handles) {
    if (!handle || typeof handle !== 'object') continue;
    for (const [key, value] of Object.entries(handle)) {
      if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
    }
  }
  return {
    title: merged.title,
    crumbs: merged.crumbs ?? [],
    isHeaderHidden: merged.hideHeader === true,
    isFooterHidden: merged.hideFooter === true,
    navType: merged.navType ?? 'default',
    isHelpWidgetHidden: merged.hideHelpWidget === true,
    isEmbed: merged.isEmbed === true,
  };
}

/** The route data of the current location (spec 1 §2.4: route data hides header or footer, sets the menu). */
export function useRouteData(): RouteData {
  const matches = useMatches();
  return mergeRouteHandles(matches.map((match) => match.handle));
}
