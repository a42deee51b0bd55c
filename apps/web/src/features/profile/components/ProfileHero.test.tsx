import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProfile } from '../../../test/profile';
import { renderAt } from '../../../test/render';
import { ProfileHero } from './ProfileHero';

const profile = buildProfile();

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
