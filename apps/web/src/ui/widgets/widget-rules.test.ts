import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSessionUser } from '../../test/render';
import { cutTileTitle, getWidgetControls, hasLyricsToggle, toItemEditPath } from './widget-rules';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('tile titles (spec 2 §9)', () => {
  it('keeps titles of 27 characters and cuts longer ones to 27 plus ..', () => {
    expect(cutTileTitle('a'.repeat(27))).toBe('a'.repeat(27));
    expect(cutTileTitle('Monsoon Evenings In Shillong!')).toBe('Monsoon Evenings In Shillon..');
    expect(cutTileTitle('b'.repeat(28))).toBe(`${'b'.repeat(27)}..`);
  });
});

describe('the show/hide rules of widgets (spec 2 §6)', () => {
  const artist = buildSessionUser();
  const listener = buildSessionUser({ status: 3, type: 'Listener' });

  it('offers Edit to the signed-in artist who owns a song or album, never on various-artist or agreement items', () => {
    expect(getWidgetControls(artist, { kind: 'song', slug: 's', isOwner: true }).canEdit).toBe(true);
    expect(getWidgetControls(artist, { kind: 'song', slug: 's', isOwner: false }).canEdit).toBe(false);
    expect(getWidgetControls(null, { kind: 'album', slug: 'a', isOwner: true }).canEdit).toBe(false);
    expect(getWidgetControls(artist, { kind: 'album', slug: 'a', isOwner: true, isVariousArtists: true }).canEdit).toBe(false);
    expect(getWidgetControls(artist, { kind: 'album', slug: 'a', isOwner: true, hasAgreement: true }).canEdit).toBe(false);
  });

  it('offers Edit on a playlist when the same-artist flag is set, listeners included', () => {
    expect(getWidgetControls(listener, { kind: 'playlist', slug: 'p', isOwner: true }).canEdit).toBe(true);
    expect(getWidgetControls(listener, { kind: 'playlist', slug: 'p', isOwner: false }).canEdit).toBe(false);
  });

  it("hides 'Go to Artist Profile' for playlists and various-artist items", () => {
    expect(getWidgetControls(null, { kind: 'song', slug: 's', isOwner: false }).canGoToArtist).toBe(true);
    expect(getWidgetControls(null, { kind: 'playlist', slug: 'p', isOwner: false }).canGoToArtist).toBe(false);
    expect(getWidgetControls(null, { kind: 'album', slug: 'a', isOwner: false, isVariousArtists: true }).canGoToArtist).toBe(false);
  });

  it('makes claps interactive only when signed in and shows download for downloadable items with tracks', () => {
    expect(getWidgetControls(null, { kind: 'song', slug: 's', isOwner: false }).canClap).toBe(false);
    expect(getWidgetControls(listener, { kind: 'song', slug: 's', isOwner: false }).canClap).toBe(true);
    expect(getWidgetControls(null, { kind: 'song', slug: 's', isOwner: false, isDownloadable: true }).canDownload).toBe(true);
    expect(getWidgetControls(null, { kind: 'album', slug: 'a', isOwner: false, isDownloadable: true, trackCount: 0 }).canDownload).toBe(false);
    expect(getWidgetControls(null, { kind: 'album', slug: 'a', isOwner: false, isDownloadable: false, trackCount: 3 }).canDownload).toBe(false);
  });

  it('hides the artist link of the two configured track slugs', async () => {
    vi.stubEnv('VITE_HIDDEN_ARTIST_TRACK_SLUGS', 'anthem-101, jingle-202');
    vi.resetModules();
    const rules = await import('./widget-rules');
    for (const slug of ['anthem-101', 'jingle-202']) {
      const controls = rules.getWidgetControls(null, { kind: 'song', slug, isOwner: false });
      expect(controls.canShowArtistLink).toBe(false);
      expect(controls.canGoToArtist).toBe(false);
    }
    expect(rules.getWidgetControls(null, { kind: 'song', slug: 'other-303', isOwner: false }).canShowArtistLink).toBe(true);
  });

  it('builds the edit links of spec 2 §2.2', () => {
    expect(toItemEditPath('song', 'rain')).toBe('/upload/song?slug=rain');
    expect(toItemEditPath('song', 'rain', 'monsoon')).toBe('/albums/monsoon?trackSlug=rain');
    expect(toItemEditPath('album', 'monsoon')).toBe('/upload/album/?slug=monsoon');
    expect(toItemEditPath('playlist', 'mix')).toBe('/edit-playlist?slug=mix');
  });
});

describe('hasLyricsToggle (spec 2 §2.2)', () => {
  it('is false up to 200 characters and true past them', () => {
    expect(hasLyricsToggle('a'.repeat(200))).toBe(false);
    expect(hasLyricsToggle('a'.repeat(201))).toBe(true);
  });
});
