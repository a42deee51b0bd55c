import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@indiwave/domain/messages';
import { buildSessionUser, renderRoutes, signIn } from '../../test/render';
import { setViewportWidth } from '../../test/media';
import { buildSignInLink } from './header-links';
import { Header } from './Header';
import { buildSearchPath } from './SearchBox';

function renderHeader(path: string) {
  return renderRoutes([{ path: '*', element: <Header isDrawerShown /> }], path);
}

describe('buildSignInLink (spec 1 §2.2)', () => {
  it('returns to the current page, register tab on request', () => {
    expect(buildSignInLink({ pathname: '/faq', search: '' })).toEqual({ pathname: '/faq', search: '?login=%2Ffaq' });
    expect(buildSignInLink({ pathname: '/faq', search: '' }, true).search).toBe('?login=%2Ffaq&register=1');
  });

  it('keeps the page query but never nests login parameters', () => {
    const link = buildSignInLink({ pathname: '/distribution-guide', search: '?tab=art_work&login=%2Fx&register=1' });
    expect(new URLSearchParams(link.search).get('login')).toBe('/distribution-guide?tab=art_work');
  });
});

describe('Header', () => {
  it('shows the search box with the spec placeholder', () => {
    renderHeader('/faq');
    expect(screen.getByRole('combobox', { name: 'Search' })).toHaveAttribute(
      'placeholder',
      MESSAGES.searchPlaceholder,
    );
  });

  it('goes to /search on Enter with 2 or more characters, and not with fewer', () => {
    const { router } = renderHeader('/faq');
    const box = screen.getByRole('combobox', { name: 'Search' });
    fireEvent.change(box, { target: { value: ' a ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(router.state.location.pathname).toBe('/faq');
    fireEvent.change(box, { target: { value: 'lo fi' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?keywords=lo+fi&type=');
    expect(buildSearchPath(' jazz ')).toBe('/search?keywords=jazz&type=');
  });

  it("gives visitors sign-in, register and cart links to the sign-in dialog's query", () => {
    renderHeader('/about');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/about?login=%2Fabout');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/about?login=%2Fabout&register=1');
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/about?login=%2Fabout');
  });

  it('shows a signed-in user their menu instead', async () => {
    signIn(buildSessionUser({ name: 'Maya Rao', slug: 'maya-rao' }));
    renderHeader('/about');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /account menu/ }));
    expect(screen.getByRole('link', { name: 'My e-Press Kit' })).toHaveAttribute('href', '/maya-rao');
    expect(screen.getByRole('link', { name: 'My Dashboard' })).toHaveAttribute('href', '/mydashboard');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    // Logout clears the local session even when the call fails (spec 1 §4, §8): here it has no server.
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('opens the search box on demand on phones', () => {
    setViewportWidth(375);
    renderHeader('/faq');
    expect(screen.queryByRole('combobox', { name: 'Search' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('combobox', { name: 'Search' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('combobox', { name: 'Search' })).toBeNull();
  });
});
