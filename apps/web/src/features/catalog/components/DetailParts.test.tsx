import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render';
import { DetailHeader } from './DetailParts';

describe('DetailHeader artwork (issue 16)', () => {
  it('is the first picture of the page: fetched first, not lazily, in the side its 256 px box needs, its box reserved', async () => {
    renderAt(<DetailHeader kind="Song" title="Rain Song" image="/media/art/abc/500.jpg" artists={[{ slug: 'asha', name: 'Asha' }]} createdDate="2030-01-01T00:00:00.000Z" genres={[]} languages={[]} />);
    const image = await screen.findByRole('img', { name: 'Artwork of Rain Song' });
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveAttribute('loading');
    expect(image).toHaveAttribute('width', '256');
    expect(image).toHaveAttribute('height', '256');
    expect(image).toHaveAttribute('sizes', '256px');
    expect(image.getAttribute('srcset')).toBe('/media/art/abc/200.jpg 200w, /media/art/abc/250.jpg 250w, /media/art/abc/350.jpg 350w, /media/art/abc/500.jpg 500w');
  });
});
