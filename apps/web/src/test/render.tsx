import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider } from '../app/provider';
import type { PlayerHandle } from '../lib/player';
import type { SessionUser } from '../lib/session';
import { setSessionUser } from '../lib/session';

type RenderOptions = {
  /** A player the test drives; a fresh one (on the queue in local storage) by default. */
  player?: PlayerHandle;
};

/** The query client of a test: no retries, so a failure shows at once. */
function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** Renders routes in a memory router inside the app's providers, at a starting path; returns the router and the query client. */
export function renderRoutes(routes: RouteObject[], path = '/', options: RenderOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createTestQueryClient();
  const view = render(
    <AppProvider queryClient={queryClient} player={options.player}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}

/** Renders one element at a path, with a router around it. */
export function renderAt(element: ReactNode, path = '/', options: RenderOptions = {}) {
  return renderRoutes([{ path: '*', element }], path, options);
}

/** A signed-in user of the shape of spec 1 §3.1, with overrides. */
export function buildSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    status: 1,
    token: 'Token test-key',
    id: 7,
    type: 'Artist',
    slug: 'maya-rao',
    fname: 'Maya',
    lname: 'Rao',
    name: 'Maya Rao',
    isProMember: 0,
    ...overrides,
  };
}

/** Signs a user in for a test (or out, with null). */
export function signIn(user: SessionUser | null): void {
  setSessionUser(user);
}

/** Renders dialog content the way the account dialog frame does: inside an open Radix dialog. */
export function renderInDialog(element: ReactNode, path = '/') {
  return renderAt(
    <Dialog.Root open>
      <Dialog.Content aria-describedby={undefined}>{element}</Dialog.Content>
    </Dialog.Root>,
    path,
  );
}
