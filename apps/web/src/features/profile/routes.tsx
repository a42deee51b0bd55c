import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { isReservedSlug } from '@indiwave/domain/rules/reserved-slugs';
import type { RouteHandle } from '../../lib/route-handle.ts';
import { BRAND } from '../../lib/config.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

/** A reserved first segment (a page of the app or the server) is never a profile: not found. */
export function refuseReservedSlug({ params }: LoaderFunctionArgs): null {
  if (isReservedSlug(params.slug ?? '', BRAND.slug)) throw redirect('/404');
  return null;
}

/**
 * /{slug}: the public profile / e-Press Kit, the last-but-one catch-all before not-found (spec
 * 1 §2.1). A one-segment path no other route claims; the user-profile navigation type.
 */
export const profileRoutes: RouteObject[] = [
  {
    path: ':slug',
    loader: refuseReservedSlug,
    lazy: lazyPage(() => import('./pages/ProfilePage.tsx')),
    handle: { title: 'e-Press Kit', crumbs: [{ label: 'Artists', to: '/artists' }, { label: 'e-Press Kit' }], navType: 'user-profile' } satisfies RouteHandle,
  },
];
