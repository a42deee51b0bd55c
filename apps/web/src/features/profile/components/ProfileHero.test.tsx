import type { Profile } from '@indiwave/domain/contract/profile';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render';
import { ProfileHero } from './ProfileHero';

const profile: Profile = {
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
};

describe('ProfileHero pictures (issue 16)', () => {
  it('fetches the cover picture first, at its stored 1500x500, never lazily; the profile picture keeps its box', async () => {
    renderAt(<ProfileHero profile={profile} />);
    const cover = await screen.findByRole('img', { name: 'Cover picture of Monsoon Theory' });
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(cover).not.toHaveAttribute('loading');
    expect(cover).toHaveAttribute('width', '1500');
    expect(cover).toHaveAttribute('height', '500');
    const picture = screen.getByRole('img', { name: 'Picture of Monsoon Theory' });
    expect(picture).toHaveAttribute('width', '160');
    expect(picture).not.toHaveAttribute('fetchpriority');
  });

  it('without a cover, the profile picture is the one fetched first', async () => {
    renderAt(<ProfileHero profile={{ ...profile, cover_pic: null }} />);
    expect(await screen.findByRole('img', { name: 'Picture of Monsoon Theory' })).toHaveAttribute('fetchpriority', 'high');
  });
});
