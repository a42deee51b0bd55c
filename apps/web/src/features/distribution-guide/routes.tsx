import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import type { RouteHandle } from '../../lib/route-handle.ts';

/** The distribution guide's page. */
export const distributionGuideRoutes: RouteObject[] = [
  {
    path: 'distribution-guide',
    lazy: lazyPage(() => import('./pages/DistributionGuidePage.tsx')),
    handle: { title: 'Distribution Guide', crumbs: [{ label: 'Distribution Guide' }] } satisfies RouteHandle,
  },
];
