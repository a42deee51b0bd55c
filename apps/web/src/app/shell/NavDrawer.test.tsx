import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { distributionRoutes, type Agreement } from '@indiwave/domain/contract/distribution';
import { fakeReply, mockApi } from '../../test/mock-api';
import { buildSessionUser, renderAt, signIn } from '../../test/render';
import { setViewportWidth } from '../../test/media';
import { Header } from './Header';
import { NavDrawer } from './NavDrawer';
import { useShellStore } from './shell-store';

function renderShellBits(path = '/') {
  return renderAt(
    <>
      <Header isDrawerShown />
      <NavDrawer navType="default" />
    </>,
    path,
  );
}

function getGroupButton(name: string) {
  return screen.getByRole('button', { name });
}

beforeEach(() => {
  useShellStore.setState({ isMobileDrawerOpen: false, isDrawerCollapsed: false, isMobileSearchOpen: false });
});

describe('NavDrawer sections (spec 1 §2.3: one open at a time, toggling)', () => {
  beforeEach(() => signIn(buildSessionUser()));

  it('opens one section and closes the one that was open', () => {
    renderShellBits();
    const release = getGroupButton('Release');
    const opportunities = getGroupButton('Opportunities');
    expect(release).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(release);
    expect(release).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Create Release' })).toHaveAttribute('href', '/distribute/music/song');

    fireEvent.click(opportunities);
    expect(opportunities).toHaveAttribute('aria-expanded', 'true');
    expect(release).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Create Release' })).toBeNull();
    expect(screen.getByRole('link', { name: 'My Opportunities' })).toHaveAttribute(
      'href',
      '/mydashboard/opportunities',
    );
  });

  it('closes an open section when it is pressed again', () => {
    renderShellBits();
    const discover = getGroupButton('Discover');
    fireEvent.click(discover);
    expect(discover).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(discover);
    expect(discover).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts with the section of the current page open', () => {
    renderShellBits('/distribute/my-releases');
    expect(getGroupButton('Release')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'My Releases' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the section headings and the Pro banner', () => {
    renderShellBits();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const heading of ['WORKSTATION', 'DISTRIBUTION', 'PROMOTION', 'EXPLORE']) {
      expect(within(nav).getByText(heading)).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/subscription');
    // Search is a phone-only entry.
    expect(within(nav).queryByRole('button', { name: 'Search' })).toBeNull();
  });
});

describe('NavDrawer per user type', () => {
  it('shows visitors the short menu', () => {
    renderShellBits();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Get Pro',
      'Pro Perks',
      'Create Release',
      'Promo Tools',
      'New Opportunities',
      'Pitch Video',
      'TV',
      'Blogs',
      'Playlists',
      'Artists',
    ]);
  });

  it('adds Library for a signed-in listener', () => {
    signIn(buildSessionUser({ status: 3, type: 'Listener' }));
    renderShellBits();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Library' })).toHaveAttribute('href', '/library');
    expect(within(nav).queryByText('WORKSTATION')).toBeNull();
  });

  it('switches menus when the user signs in', () => {
    renderShellBits();
    expect(screen.queryByText('WORKSTATION')).toBeNull();
    act(() => signIn(buildSessionUser()));
    expect(screen.getByText('WORKSTATION')).toBeInTheDocument();
  });
});

describe('NavDrawer on desktop and phones', () => {
  it('collapses to the rail on desktop and a section button widens it again', () => {
    signIn(buildSessionUser());
    renderShellBits();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    fireEvent.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(nav).toHaveAttribute('data-collapsed', 'true');
    expect(nav.className).toContain('w-drawer-collapsed');
    // Labels stay as accessible names on the rail.
    fireEvent.click(getGroupButton('Release'));
    expect(nav).not.toHaveAttribute('data-collapsed');
    expect(getGroupButton('Release')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Collapse menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('is closed on phones and opens over the page as a dialog; Escape closes it', async () => {
    setViewportWidth(375);
    renderShellBits();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(toggle).toHaveFocus());
  });

  it('closes the phone drawer when a link is followed', async () => {
    setViewportWidth(375);
    renderShellBits();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('link', { name: 'Blogs' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the agreements check at sign-in (spec 1 §6, spec 2: a non-empty result sets an agreements flag)', () => {
  afterEach(() => {
    signIn(null);
    vi.unstubAllGlobals();
  });
  const signed: Agreement = { id: 4, release_id: 9, release_title: 'Rain Songs', text: 'DISTRIBUTION AGREEMENT', signed_at: '2030-01-01T00:00:00.000Z', signed_from: '127.0.0.1', channel: 'email', sent_to: 'maya@example.com' };

  it.each([
    ['an artist with a signed agreement gets My Agreements', [signed], true],
    ['an artist without one does not', [], false],
  ] as const)('%s', async (_name, results, isShown) => {
    const api = mockApi({ 'GET /api/distribution/agreements': fakeReply(distributionRoutes.agreements, { success: true, results: [...results], count: results.length }) });
    signIn(buildSessionUser());
    renderShellBits('/distribute/my-releases');
    await waitFor(() => expect(api.fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/distribution/agreements?offset=0'));
    if (isShown) expect(await screen.findByRole('link', { name: 'My Agreements' })).toHaveAttribute('href', '/distribute/agreements');
    else {
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.queryByRole('link', { name: 'My Agreements' })).toBeNull();
    }
  });

  it('a listener is never checked', async () => {
    const api = mockApi({});
    signIn(buildSessionUser({ status: 3, type: 'Listener' }));
    renderShellBits();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.fetchMock.mock.calls.map(([url]) => String(url)).some((url) => url.includes('agreements'))).toBe(false);
  });
});
