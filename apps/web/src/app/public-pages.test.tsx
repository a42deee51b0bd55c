import { MESSAGES } from '@indiwave/domain/messages';
import { screen } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { contactRoutes } from '../features/contact/routes.tsx';
import { distributionGuideRoutes } from '../features/distribution-guide/routes.tsx';
import { infoRoutes } from '../features/info/routes.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';
import { renderRoutes } from '../test/render.tsx';
import { homeRoutes } from './home-routes.ts';

// The contact page's robot check would load ALTCHA; it has its own tests.
vi.mock('../ui/RobotCheck.tsx', () => ({ RobotCheck: () => <p>Robot check</p> }));

const routes: RouteObject[] = [
  { path: '/', HydrateFallback: () => null, children: [...homeRoutes, ...infoRoutes, ...contactRoutes, ...distributionGuideRoutes] },
];

const PATHS = [
  '/',
  '/faq',
  '/about',
  '/about/careers',
  '/about/contact-us',
  '/about/terms-of-use',
  '/about/community-guidelines',
  '/about/privacy-policy',
  '/artist',
  '/artist/epk',
  '/artist/promotional-tools',
  '/artist/release-music',
  '/artist/broadcast-on-indiwave-tv',
  '/brands',
  '/brands/brand-campaigns',
  '/brands/content-creation',
  '/brands/music-licensing',
  '/brands/influencer-campaign',
  '/brands/brand-integration-on-tv',
  '/programme-format',
  '/campus',
  '/distribution-guide',
];

function getHandle(path: string): RouteHandle {
  const matches = matchRoutes(routes, path);
  return (matches?.at(-1)?.route.handle ?? {}) as RouteHandle;
}

describe('public pages', () => {
  it.each(PATHS)('%s renders one h1 and no filler', async (path) => {
    const { container } = renderRoutes(routes, path);
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(container.textContent).not.toMatch(/lorem ipsum|coming soon|placeholder|TODO/i);
  });

  it('shows the tagline and the tour claims on the home page, with the ways in', async () => {
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.tagline })).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    expect(text).toContain('30+');
    expect(text).toContain('monthly opportunities');
    expect(text).toContain('150+');
    expect(text).toContain('stores across 240 countries');
    expect(text).toContain('200+ Mn');
    expect(text).toContain('households');
    expect(screen.getAllByRole('link', { name: 'Join free' })[0]).toHaveAttribute('href', '/?login=/&register=1');
    expect(screen.getAllByRole('link', { name: 'Sign in' })[0]).toHaveAttribute('href', '/?login=/');
  });

  it('opens an accordion answer on the FAQ', async () => {
    renderRoutes(routes, '/faq');
    const question = await screen.findByRole('button', { name: 'Which audio and artwork files do you accept?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    question.click();
    expect(await screen.findByText(/Audio must be WAV, up to 200 MB per track/)).toBeVisible();
    expect(question).toHaveAttribute('aria-expanded', 'true');
  });

  it('gives every page crumbs, brand pages the branding menu and artist pages theirs', () => {
    for (const path of PATHS) {
      const handle = getHandle(path);
      expect(handle.crumbs, path).toBeDefined();
      if (path.startsWith('/brands')) expect(handle.navType, path).toBe('branding');
      else if (path.startsWith('/artist')) expect(handle.navType, path).toBe('artist_pages');
      else expect(handle.navType, path).toBeUndefined();
    }
    expect(getHandle('/about/contact-us').hideHelpWidget).toBe(true);
    expect(getHandle('/faq').hideHelpWidget).toBeUndefined();
    expect(getHandle('/about/careers').crumbs).toEqual([{ label: 'About', to: '/about' }, { label: 'Careers' }]);
  });
});
