import type { Profile } from '@indiwave/domain/contract/profile';

/** An e-Press Kit reply (contract/profile.ts) of a band, with overrides. */
export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    slug_username: 'monsoon-theory',
    type: 'Band',
    is_type: 2,
    name: 'Monsoon Theory',
    first_name: 'Kiran',
    last_name: 'Rao',
    band_name: 'Monsoon Theory',
    profile_pic: '/media/avatars/monsoon-theory.jpg',
    cover_pic: '/media/covers/0123456789abcdef0123456789abcdef.jpg',
    bio: '',
    genres: [],
    artist_type: [],
    city: '',
    state: '',
    country: '',
    followers_count: 0,
    following_count: 0,
    is_following: false,
    is_self: false,
    can_follow: true,
    social_links: { instagram: '', facebook: '', twitter: '', youtube: '' },
    band_members: [],
    preferences: [],
    achievements: [],
    counts: { songs: 0, albums: 0, playlists: 0, videos: 0 },
    tech_rider: null,
    press_photos: [],
    created_date: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}
