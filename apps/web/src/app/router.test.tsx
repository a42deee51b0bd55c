import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import { appRoutes } from './router';

describe('route table (spec 1 §2.1)', () => {
  it.each(['/404', '/404.html', '/no/such/page'])('shows the not-found page at %s', async (path) => {
    renderRoutes(appRoutes, path);
    expect(await screen.findByRole('heading', { level: 1, name: 'This page is off the setlist' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found | Indiwave');
  });

  it('shows a reserved first segment no page claims yet as not found in place', async () => {
    const { router } = renderRoutes(appRoutes, '/press');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page is off the setlist' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/press');
  });

  it('redirects /my-feed home', async () => {
    const { router } = renderRoutes(appRoutes, '/my-feed');
    await screen.findByRole('main');
    expect(router.state.location.pathname).toBe('/');
  });
});
