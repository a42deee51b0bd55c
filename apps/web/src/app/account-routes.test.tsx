import { authRoutes } from '@indiwave/domain/contract/auth';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAccountDialogs } from '../lib/account-dialogs';
import { mockApi, fakeReply } from '../test/mock-api';
import { buildSessionUser, renderRoutes, signIn } from '../test/render';
import { setViewportWidth } from '../test/media';
import { appRoutes } from './router';

// Lazy pages load on first visit; a busy machine needs more than the default second.
const SLOW = { timeout: 30_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  useAccountDialogs.setState({ dialog: null, flow: null, context: {} });
});

describe('the route guard (spec 1 §5) and the landing pages (spec 1 §2.1)', () => {
  it.each([
    '/settings',
    '/what-is-new',
    '/on-boarding',
    '/messaging',
    '/notifications',
    '/library',
    '/library/favourites',
    '/mydashboard',
    '/mydashboard/songs',
  ])('sends a visitor from %s to the home page, with the sign-in dialog that returns there', async (path) => {
    mockApi({});
    const { router } = renderRoutes(appRoutes, `${path}?user=someone`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), SLOW);
    await waitFor(() => expect(useAccountDialogs.getState().dialog).toMatchObject({ kind: 'login' }), SLOW);
    expect(useAccountDialogs.getState().context.target).toBe(`${path}?user=someone`);
  });

  it('sends signed-in artists from home to /mydashboard and listeners to /songs', async () => {
    mockApi({});
    signIn(buildSessionUser());
    const artist = renderRoutes(appRoutes, '/');
    await waitFor(() => expect(artist.router.state.location.pathname).toBe('/mydashboard'), SLOW);
    artist.unmount();
    signIn(buildSessionUser({ status: 3, type: 'Listener' }));
    const listener = renderRoutes(appRoutes, '/');
    await waitFor(() => expect(listener.router.state.location.pathname).toBe('/songs'), SLOW);
  });

  it('/login-full hides header and footer', async () => {
    mockApi({
      'GET /api/auth/providers': fakeReply(authRoutes.authProviders, { success: true, google: null, facebook: null }),
    });
    renderRoutes(appRoutes, '/login-full');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});

describe('?login={target} on any page (spec 1 §2.2)', () => {
  it('opens the sign-in dialog (register=1: the register tab) and leaves the address clean', async () => {
    mockApi({
      'GET /api/auth/providers': fakeReply(authRoutes.authProviders, { success: true, google: null, facebook: null }),
    });
    const { router } = renderRoutes(appRoutes, '/faq?login=%2Fsubscription%2Fcheckout&register=1');
    await waitFor(
      () => expect(useAccountDialogs.getState().dialog).toEqual({ kind: 'login', tab: 2, isWhiteBackdrop: false }),
      SLOW,
    );
    expect(useAccountDialogs.getState().context).toEqual({ target: '/subscription/checkout', type: 'register' });
    await waitFor(() => expect(router.state.location.search).toBe(''), SLOW);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Register', selected: true })).toBeInTheDocument();
  });

  it("an opportunity's apply page gets the white backdrop and 'apply' as its origin", async () => {
    mockApi({});
    renderRoutes(appRoutes, '/opportunities/mgtaal/apply?login=%2Fopportunities%2Fmgtaal%2Fapply');
    await waitFor(
      () => expect(useAccountDialogs.getState().dialog).toMatchObject({ kind: 'login', tab: 1, isWhiteBackdrop: true }),
      SLOW,
    );
    expect(useAccountDialogs.getState().context).toMatchObject({ from: 'apply', type: 'login' });
  });

  it('goes straight to the target when already signed in', async () => {
    mockApi({});
    signIn(buildSessionUser());
    const { router } = renderRoutes(appRoutes, '/faq?login=%2Fabout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'), SLOW);
    expect(useAccountDialogs.getState().dialog).toBeNull();
  });
});

describe('the signed-in header menus (spec 1 §2.4)', () => {
  it('on phones: My e-Press Kit, Inbox, Notifications, My Cart, Settings, Logout', async () => {
    mockApi({});
    setViewportWidth(375);
    signIn(buildSessionUser({ slug: 'maya-rao' }));
    renderRoutes(appRoutes, '/faq');
    fireEvent.click(await screen.findByRole('button', { name: /account menu/ }));
    expect(screen.getByRole('link', { name: 'My e-Press Kit' })).toHaveAttribute('href', '/maya-rao');
    expect(screen.getByRole('link', { name: 'Inbox' })).toHaveAttribute('href', '/messaging');
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
    expect(screen.getByRole('link', { name: 'My Cart' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My Dashboard' })).toBeNull();
  });
});
