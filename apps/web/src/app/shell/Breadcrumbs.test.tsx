import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render';
import type { Crumb } from '../../lib/route-handle';
import { Breadcrumbs } from './Breadcrumbs';
import { buildCrumbTrail, useBreadcrumbs, useBreadcrumbsStore } from './breadcrumbs-store';

beforeEach(() => useBreadcrumbsStore.setState({ override: null }));

function PageWithData({ crumbs }: { crumbs: Crumb[] | null }) {
  useBreadcrumbs(crumbs);
  return null;
}

describe('buildCrumbTrail', () => {
  it('always starts with Home linking to /', () => {
    expect(buildCrumbTrail([{ label: 'FAQ' }], null)[0]).toEqual({ label: 'Home', to: '/' });
  });

  it("lets a page's crumbs replace the route's", () => {
    expect(buildCrumbTrail([{ label: 'Songs', to: '/songs' }], [{ label: 'Blue Hour' }])).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Blue Hour' },
    ]);
  });
});

describe('Breadcrumbs (spec 1 §2.6)', () => {
  it('links crumbs that have a link, writes the others as text, with separators between', () => {
    renderAt(<Breadcrumbs routeCrumbs={[{ label: 'About', to: '/about' }, { label: 'Careers' }]} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(nav).queryByRole('link', { name: 'Careers' })).toBeNull();
    expect(within(nav).getByText('Careers')).toHaveAttribute('aria-current', 'page');
    expect(nav.querySelectorAll('[data-crumb-separator]')).toHaveLength(2);
  });

  it('is hidden on phones (max-md is <= 767px)', () => {
    renderAt(<Breadcrumbs routeCrumbs={[{ label: 'FAQ' }]} />);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).className).toMatch(/(^|\s)max-md:hidden(\s|$)/);
  });

  it('shows nothing on a page without crumbs of its own', () => {
    renderAt(<Breadcrumbs routeCrumbs={[]} />);
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });

  it("uses a page's crumbs while it is mounted", () => {
    const view = renderAt(
      <>
        <Breadcrumbs routeCrumbs={[{ label: 'Songs', to: '/songs' }]} />
        <PageWithData crumbs={[{ label: 'Songs', to: '/songs' }, { label: 'Blue Hour' }]} />
      </>,
    );
    expect(screen.getByText('Blue Hour')).toBeInTheDocument();
    act(() => view.unmount());
    expect(useBreadcrumbsStore.getState().override).toBeNull();
  });
});
