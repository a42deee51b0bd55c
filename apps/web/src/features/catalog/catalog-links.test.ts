import { describe, expect, it } from 'vitest';
import { buildSessionUser } from '../../test/render.tsx';
import { canViewerEdit, toAlbumEditPath, toSongEditPath } from './catalog-links.ts';

const owned = { isOwner: true, isVariousArtists: false, hasAgreement: false };

describe('edit links (spec 2 §6, §2.2)', () => {
  it('show for the signed-in artist or band who owns the item', () => {
    expect(canViewerEdit(buildSessionUser({ status: 1 }), owned)).toBe(true);
    expect(canViewerEdit(buildSessionUser({ status: 2, type: 'Band' }), owned)).toBe(true);
  });

  it('never show for visitors, listeners or someone else', () => {
    expect(canViewerEdit(null, owned)).toBe(false);
    expect(canViewerEdit(buildSessionUser({ status: 3, type: 'Listener' }), owned)).toBe(false);
    expect(canViewerEdit(buildSessionUser(), { ...owned, isOwner: false })).toBe(false);
  });

  it('never show for various-artist items or items with an agreement', () => {
    expect(canViewerEdit(buildSessionUser(), { ...owned, isVariousArtists: true })).toBe(false);
    expect(canViewerEdit(buildSessionUser(), { ...owned, hasAgreement: true })).toBe(false);
  });

  it('point to /upload/song?slug and /upload/album/?slug', () => {
    expect(toSongEditPath('rain-song')).toBe('/upload/song?slug=rain-song');
    expect(toAlbumEditPath('monsoon')).toBe('/upload/album/?slug=monsoon');
  });
});
