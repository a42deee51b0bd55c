import { describe, expect, it } from 'vitest';
import { albumRoutes } from '@indiwave/domain/contract/albums';
import { playerRoutes } from '@indiwave/domain/contract/player';
import { playlistRoutes } from '@indiwave/domain/contract/playlists';
import { songRoutes } from '@indiwave/domain/contract/songs';
import { videoRoutes } from '@indiwave/domain/contract/videos';
import { EMBED_API_PATHS, toSongEmbed } from './embed-data';

describe('the embed calls', () => {
  it('are the contracts’ paths under /api', () => {
    expect(EMBED_API_PATHS.song).toBe(`/api${songRoutes.songPlayer.path}`);
    expect(EMBED_API_PATHS.album).toBe(`/api${albumRoutes.albumDetails.path}`);
    expect(EMBED_API_PATHS.video).toBe(`/api${videoRoutes.video.path}`);
    expect(EMBED_API_PATHS.playlist).toBe(`/api${playlistRoutes.detail.path}`);
    expect(EMBED_API_PATHS.activity).toBe(`/api${playerRoutes.logActivity.path}`);
    expect(playerRoutes.logActivity.method).toBe('POST');
  });
});

describe('toSongEmbed', () => {
  const song = {
    title: 'First Rain',
    slug_usersong: 'first-rain-1',
    full_name: 'Asha Menon',
    slug_username: 'asha-menon',
    lyrics: '',
    album_id: null,
    album: null,
    image: '/media/art.jpg',
    profile_pic: null,
    mp3: '/media/a.mp3',
    m4a: '/media/a.m4a',
    song_file: null,
    duration: 209,
    is_like: 0,
    song_likes: 0,
  };

  it('is one track linking to the song page and the artist', () => {
    const embed = toSongEmbed(song);
    expect(embed).toMatchObject({
      type: 'song',
      title: 'First Rain',
      byline: 'Asha Menon',
      bylineSlug: 'asha-menon',
      pagePath: '/songs/first-rain-1',
    });
    expect(embed.tracks).toEqual([
      {
        slug: 'first-rain-1',
        title: 'First Rain',
        artist: 'Asha Menon',
        artistSlug: 'asha-menon',
        artwork: '/media/art.jpg',
        src: '/media/a.mp3',
        duration: 209,
      },
    ]);
  });

  it('plays what the player plays, else a rendition, else nothing', () => {
    expect(toSongEmbed({ ...song, song_file: '/media/file.mp3' }).tracks[0].src).toBe('/media/file.mp3');
    expect(toSongEmbed({ ...song, mp3: null }).tracks[0].src).toBe('/media/a.m4a');
    expect(toSongEmbed({ ...song, mp3: null, m4a: null }).tracks[0].src).toBeNull();
  });
});
