import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProfile } from '../../../test/profile';
import { renderAt } from '../../../test/render';
import { PressPhotosPanel } from './PressKitPanels';

const photo = { photo_id: 'a'.repeat(32), url: `/media/press/${'a'.repeat(32)}/photo.jpg`, preview_url: `/media/press/${'a'.repeat(32)}/preview.jpg`, width: 2000, height: 1500, uploaded_date: '2030-01-01T00:00:00.000Z' };

describe('PressPhotosPanel pictures (issue 16)', () => {
  it('shows each photo by its preview, lazily, its box reserved; the link is the full photo', async () => {
    const old = { ...photo, photo_id: 'b'.repeat(32), url: `/media/press/${'b'.repeat(32)}.jpg`, preview_url: null };
    renderAt(<PressPhotosPanel profile={buildProfile({ press_photos: [photo, old] })} />);
    const first = await screen.findByRole('img', { name: 'Press photo 1 of Monsoon Theory' });
    expect(first).toHaveAttribute('src', photo.preview_url);
    expect(first).toHaveAttribute('loading', 'lazy');
    expect(first).toHaveAttribute('decoding', 'async');
    expect(first).toHaveAttribute('width', '2000');
    expect(first).toHaveAttribute('height', '1500');
    expect(first.closest('a')).toHaveAttribute('href', photo.url);
    // Stored before previews: the photo itself.
    expect(screen.getByRole('img', { name: 'Press photo 2 of Monsoon Theory' })).toHaveAttribute('src', old.url);
  });
});
