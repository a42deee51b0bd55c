import type { PlayerSong } from '../../lib/player.ts';

/** A player song as GET song_player answers it, for the player's tests. */
export function buildPlayerSong(slug: string, overrides: Partial<PlayerSong> = {}): PlayerSong {
  return {
    title: `Title ${slug}`,
    slug_usersong: slug,
    full_name: 'Asha Menon',
    slug_username: 'asha',
    lyrics: '',
    album_id: null,
    album: null,
    image: `/media/art/${slug}.jpg`,
    profile_pic: null,
    mp3: `/media/songs/${slug}.mp3`,
    m4a: `/media/songs/${slug}.m4a`,
    song_file: `/media/songs/${slug}.mp3`,
    duration: 200,
    is_like: 0,
    song_likes: 3,
    ...overrides,
  };
}
