import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render';
import { Footer } from './Footer';

function getFooterLink(name: RegExp | string) {
  return within(screen.getByRole('contentinfo')).getByRole('link', { name });
}

describe('Footer (spec 1 §2.5)', () => {
  it('opens every link in a new tab except careers and contact', () => {
    renderAt(<Footer />);
    const links = within(screen.getByRole('contentinfo')).getAllByRole('link');
    const sameTab = links.filter((link) => link.getAttribute('target') !== '_blank');
    expect(sameTab.map((link) => link.getAttribute('href')).sort()).toEqual([
      '/about/careers',
      '/about/contact-us',
      'mailto:support@indiwave.com',
    ]);
    for (const link of links.filter((item) => item.getAttribute('target') === '_blank')) {
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link).toHaveAccessibleName(/opens in a new tab/);
    }
  });

  it('lists the brands, artists, company and discover columns', () => {
    renderAt(<Footer />);
    const hrefsOf = (title: string) =>
      within(screen.getByRole('region', { name: title }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
    expect(hrefsOf('Brands')).toEqual(['https://soundscapes.indiwave.com', 'https://sync.indiwave.com']);
    expect(hrefsOf('Artists')).toEqual([
      '/artist/epk',
      '/artist/release-music',
      '/artist/promotional-tools',
      '/artist/broadcast-on-indiwave-tv',
    ]);
    expect(hrefsOf('Company')).toEqual([
      '/about/careers',
      '/about/contact-us',
      '/about/terms-of-use',
      '/about/community-guidelines',
      '/about/privacy-policy',
    ]);
    expect(hrefsOf('Discover')).toEqual(['/artists', '/playlists', '/blogs']);
  });

  it('has the contact block: support mail and the address on a map', () => {
    renderAt(<Footer />);
    expect(getFooterLink('support@indiwave.com')).toHaveAttribute('href', 'mailto:support@indiwave.com');
    const map = getFooterLink(/Mumbai/);
    expect(map.getAttribute('href')).toMatch(/^https:\/\/maps\.google\.com\/\?q=.*Mumbai/);
  });

  it("has the 'Visit Us' social links, placed by the 1024px breakpoint", () => {
    renderAt(<Footer />);
    const visitUs = screen.getByRole('region', { name: 'Visit Us' });
    const names = within(visitUs)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(names).toHaveLength(4);
    for (const network of ['instagram', 'facebook', 'twitter', 'youtube']) {
      expect(names.some((href) => href?.includes(network))).toBe(true);
    }
    // Below 1024px it spans the grid's last row; above, it sits under the contact block.
    expect(visitUs.className).toMatch(/max-xl:col-span-full/);
    expect(visitUs.className).toMatch(/xl:row-start-2/);
  });

  it('ends with the copyright of the current year', () => {
    renderAt(<Footer />);
    expect(screen.getByText(`© ${new Date().getFullYear()} Indiwave`)).toBeInTheDocument();
  });
});
