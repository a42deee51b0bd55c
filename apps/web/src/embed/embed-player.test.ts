import { describe, expect, it, vi } from 'vitest';
import type { EmbedAudio } from './embed-data';
import { nextIndex, previousIndex, renderAudioEmbed, renderUnavailable } from './embed-player';

describe('previous and next in an embed', () => {
  it('goes back a track within the first 3 seconds, wrapping from the first to the last', () => {
    expect(previousIndex(2, 5, 1.2)).toBe(1);
    expect(previousIndex(0, 5, 0)).toBe(4);
  });

  it('restarts the track after 3 seconds', () => {
    expect(previousIndex(2, 5, 3)).toBe(2);
    expect(previousIndex(0, 5, 42)).toBe(0);
  });

  it('wraps from the last track to the first', () => {
    expect(nextIndex(3, 5)).toBe(4);
    expect(nextIndex(4, 5)).toBe(0);
  });
});

const album: EmbedAudio = {
  kind: 'audio',
  type: 'album',
  title: 'Deccan <b>Plateau</b>',
  byline: 'Monsoon Theory',
  bylineSlug: 'monsoon-theory',
  artwork: '/media/cover.jpg',
  pagePath: '/albums/deccan-plateau-1',
  tracks: [
    {
      slug: 't1',
      title: 'Hostel Jam Room',
      artist: 'Monsoon Theory',
      artistSlug: 'monsoon-theory',
      artwork: '/a.jpg',
      src: '/media/t1.mp3',
      duration: 22,
    },
    {
      slug: 't2',
      title: 'Tea Garden',
      artist: 'Monsoon Theory',
      artistSlug: 'monsoon-theory',
      artwork: '/a.jpg',
      src: null,
      duration: 209,
    },
  ],
};

describe('renderAudioEmbed', () => {
  it('shows the item as text, links out of the frame, and lists the tracks', () => {
    const root = document.createElement('main');
    renderAudioEmbed(root, album, 'Indiwave', vi.fn());
    expect(root.querySelector('h1')?.textContent).toBe('Deccan <b>Plateau</b>');
    expect(root.querySelector('b')).toBeNull();
    const titleLink = root.querySelector<HTMLAnchorElement>('h1 a');
    expect(titleLink?.href).toBe(`${location.origin}/albums/deccan-plateau-1`);
    expect(titleLink?.target).toBe('_blank');
    expect(root.querySelectorAll('.embed__track')).toHaveLength(2);
    expect(root.textContent).toContain('Track 1 of 2: Hostel Jam Room');
    expect(root.querySelector('[aria-current="true"]')?.textContent).toContain('Hostel Jam Room');
  });

  it('says when a track cannot be played yet instead of failing silently', () => {
    const root = document.createElement('main');
    renderAudioEmbed(root, album, 'Indiwave', vi.fn());
    root.querySelectorAll<HTMLButtonElement>('.embed__track')[1].click();
    expect(root.textContent).toContain('Track 2 of 2: Tea Garden');
    expect(root.querySelector('[role="status"]')?.textContent).toBe('This track cannot be played yet.');
  });
});

describe('renderUnavailable', () => {
  it('explains and links to the site', () => {
    const root = document.createElement('main');
    renderUnavailable(root, 'Indiwave');
    expect(root.textContent).toContain('This is not available for embedding.');
    expect(root.querySelector('a')?.textContent).toBe('Discover music on Indiwave');
  });
});
