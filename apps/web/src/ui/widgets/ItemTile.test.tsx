import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render';
import { ItemTile, type TileItem } from './ItemTile';

const item: TileItem = { kind: 'song', slug: 'rain-song', title: 'Rain Song', image: '/media/art/abc/250.jpg', artists: [{ slug: 'asha', name: 'Asha' }], playSlugs: ['rain-song'], mine: 0, total: 0 };

function artwork(container: HTMLElement): HTMLImageElement {
  const image = container.querySelector('img');
  if (!image) throw new Error('no artwork');
  return image;
}

describe('ItemTile artwork (issue 16)', () => {
  it('reserves its square, offers the stored sides for the column it fills, and loads lazily', async () => {
    const { container } = renderAt(<ItemTile item={item} />);
    await screen.findByRole('article', { name: 'Rain Song' });
    const image = artwork(container);
    expect(image).toHaveAttribute('width', '250');
    expect(image).toHaveAttribute('height', '250');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image.getAttribute('srcset')).toContain('/media/art/abc/500.jpg 500w');
    expect(image.getAttribute('sizes')).toBe('(max-width:40rem) 50vw,12rem');
  });

  it('a tile above the fold is fetched at once', async () => {
    const { container } = renderAt(<ItemTile item={item} isAboveFold />);
    await screen.findByRole('article', { name: 'Rain Song' });
    expect(artwork(container)).not.toHaveAttribute('loading');
  });
});
