import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import type { RouteHandle } from '../../lib/route-handle.ts';

/** The contact form's page, under About. */
export const contactRoutes: RouteObject[] = [
  {
    path: 'about/contact-us',
    lazy: lazyPage(() => import('./pages/ContactUsPage.tsx')),
    handle: { title: 'Contact Us', crumbs: [{ label: 'About', to: '/about' }, { label: 'Contact Us' }], hideHelpWidget: true } satisfies RouteHandle,
  },
];
