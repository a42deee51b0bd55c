import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { renderRoutes } from '../../test/render';
import type { RouteHandle } from '../../lib/route-handle';
import { AppLayout, buildDocumentTitle } from './AppLayout';

function renderPage(handle: RouteHandle, path = '/page') {
  const routes: RouteObject[] = [
    { path: '/', Component: AppLayout, children: [{ path: 'page', element: <h1>The page</h1>, handle }] },
  ];
  return renderRoutes(routes, path);
}

describe('AppLayout', () => {
  it('has the landmarks, a skip link and the page inside main', async () => {
    renderPage({ title: 'FAQ', crumbs: [{ label: 'FAQ' }] });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'The page' }));
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeFAQ');
  });

  it('sets the document title from the route', async () => {
    renderPage({ title: 'FAQ' });
    await waitFor(() => expect(document.title).toBe('FAQ | Indiwave'));
    expect(buildDocumentTitle(undefined)).toBe('Indiwave — Distribute, Promote and Monetize your music');
  });

  it('hides the header (and with it the drawer) or the footer when the route asks', () => {
    renderPage({ hideHeader: true, hideFooter: true });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });

  it('shows the menu the route asks for', () => {
    renderPage({ navType: 'branding' });
    expect(screen.getByRole('link', { name: 'Opportunities for Brands' })).toBeInTheDocument();
  });

  it('shows the page alone in embed mode', () => {
    renderPage({ isEmbed: true });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Help' })).toBeNull();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'The page' }));
  });

  it('shows the help widget once the page is idle, unless the route hides it', async () => {
    const view = renderPage({});
    expect(await screen.findByRole('button', { name: 'Help' })).toBeInTheDocument();
    view.unmount();
    renderPage({ hideHelpWidget: true });
    // Idle comes within a few milliseconds here, and the widget's chunk is already loaded.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: 'Help' })).toBeNull();
  });
});
