import type { RouteObject } from 'react-router';
import { requireSignedIn } from '../lib/route-guards';
import type { RouteHandle } from '../lib/route-handle';
import { NotFoundPage } from './shell/NotFoundPage';
import { lazyPage } from '../lib/lazy-page.ts';

const bare: Omit<RouteHandle, 'title'> = { hideHeader: true, hideFooter: true, hideHelpWidget: true, crumbs: [] };
const notFoundHandle: RouteHandle = { title: 'Page not found', crumbs: [{ label: 'Page not found' }] };

/**
 * Signed-in areas whose pages come with later issues (the dashboard): the route guard already sends visitors home; signed-in people see not-found
 * until the pages exist.
 */
const GUARDED_LATER = ['mydashboard/*'];

/**
 * The account routes (issue 3): sign-in and registration pages, the mailed links, settings,
 * onboarding and the listeners' landing. Signed-in-only routes carry the route guard of
 * spec 1 §5 as their loader: a visitor (status 0) is sent to the home page.
 */
export const accountRoutes: RouteObject[] = [
  {
    path: 'login-full',
    lazy: lazyPage(() => import('../features/accounts/pages/LoginFullPage.tsx')),
    handle: { title: 'Login', ...bare } satisfies RouteHandle,
  },
  {
    path: 'register',
    lazy: lazyPage(() => import('../features/accounts/pages/CompleteRegistrationPage.tsx')),
    handle: { title: 'Finish your registration', ...bare } satisfies RouteHandle,
  },
  {
    path: 'forgot-password',
    lazy: lazyPage(() => import('../features/accounts/pages/ForgotPasswordPage.tsx')),
    handle: { title: 'Forgot password', crumbs: [{ label: 'Forgot password' }] } satisfies RouteHandle,
  },
  {
    path: 'reset-password/:uidb64/:token',
    lazy: lazyPage(() => import('../features/accounts/pages/ResetPasswordPage.tsx')),
    handle: { title: 'Reset password', crumbs: [{ label: 'Reset password' }] } satisfies RouteHandle,
  },
  {
    path: 'verify-email/:uidb64/:token',
    lazy: lazyPage(() => import('../features/accounts/pages/VerifyEmailLinkPage.tsx')),
    handle: { title: 'Verify email', crumbs: [{ label: 'Verify email' }] } satisfies RouteHandle,
  },
  {
    path: 'settings',
    loader: requireSignedIn,
    lazy: lazyPage(() => import('../features/accounts/pages/SettingsPage.tsx')),
    handle: { title: 'Settings', crumbs: [{ label: 'Settings' }] } satisfies RouteHandle,
  },
  {
    path: 'on-boarding',
    loader: requireSignedIn,
    lazy: lazyPage(() => import('../features/accounts/pages/OnboardingPage.tsx')),
    handle: { title: 'Your taste in music', crumbs: [{ label: 'Onboarding' }] } satisfies RouteHandle,
  },
  {
    path: 'what-is-new',
    loader: requireSignedIn,
    lazy: lazyPage(() => import('../features/accounts/pages/WhatIsNewPage.tsx')),
    handle: { title: "What's new", crumbs: [{ label: "What's new" }] } satisfies RouteHandle,
  },
  ...GUARDED_LATER.map((path): RouteObject => ({ path, loader: requireSignedIn, Component: NotFoundPage, handle: notFoundHandle })),
];
