import { socialRoutes } from '@indiwave/domain/contract/social';
import { referenceRoutes } from '@indiwave/domain/contract/reference';
import { discoveryRoutes } from '@indiwave/domain/contract/discovery';
import { accountSettingsRoutes } from '@indiwave/domain/contract/account-settings';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@indiwave/domain/messages';
import { useAccountDialogs } from '../../../lib/account-dialogs.ts';
import { buildSessionReply, mockApi, fakeReply, type ReplyOf } from '../../../test/mock-api.ts';
import { buildSessionUser, renderRoutes, signIn } from '../../../test/render.tsx';
import OnboardingPage from './OnboardingPage.tsx';
import WhatIsNewPage from './WhatIsNewPage.tsx';

const details: ReplyOf<typeof accountSettingsRoutes.getPersonalDetails> = {
  success: true,
  result: {
    first_name: 'Lila',
    last_name: 'Rao',
    band_name: null,
    bio: 'Listens a lot.',
    country_id: 101,
    state_id: 19,
    city_id: null,
    other_city: 'Munnar',
    country: 'India',
    state: 'Kerala',
    city: 'Munnar',
    genre_id: [{ id: 1, name: 'Folk' }],
    languages: [{ id: 1, name: 'Hindi' }],
    artist_type: [],
    social_links: { instagram: '', facebook: '', twitter: '', youtube: '' },
    is_subscribed: true,
    email: 'lila@example.com',
    ismail_verify: true,
    mobile: null,
    mobile_country_code: null,
    ismobile_verify: false,
    has_usable_password: true,
    slug_username: 'lila-rao',
    profile_pic: null,
    cover_pic: null,
  },
};
const artistCard = (slug: string, name: string, isSelf = false) => ({
  slug_username: slug,
  name,
  first_name: name.split(' ')[0],
  last_name: name.split(' ')[1],
  band_name: null,
  type: 'Artist' as const,
  profile_pic: null,
  cover_pic: null,
  city: 'Bengaluru',
  genres: [{ id: 1, name: 'Folk' }],
  followers_count: 3,
  is_following: false,
  is_self: isSelf,
  songs_count: 2,
  videos_count: 0,
});
const list = (names: string[]) => ({
  success: true as const,
  results: names.map((name, index) => ({ id: index + 1, name, slug: name.toLowerCase() })),
});

beforeEach(() =>
  signIn(
    buildSessionUser({ status: 3, type: 'Listener', fname: 'Lila', email: 'lila@example.com', isEmailVerified: false }),
  ),
);
afterEach(() => {
  vi.unstubAllGlobals();
  useAccountDialogs.setState({ dialog: null, flow: null, context: {} });
});

describe('/on-boarding', () => {
  it('saves the genres and the languages with the whole profile, then offers artists of those genres to follow', async () => {
    const api = mockApi({
      'GET /api/artist_listing': fakeReply(discoveryRoutes.artistListing, {
        success: true,
        results: [artistCard('asha-menon', 'Asha Menon'), artistCard('lila-rao', 'Lila Rao', true)],
        count: 2,
      }),
      'POST /api/indiwaveuser/followv2': fakeReply(socialRoutes.follow, {
        success: true,
        result: { is_following: true, followers_count: 4 },
      }),
      'GET /api/genre': fakeReply(referenceRoutes.genre, list(['Folk', 'Jazz', 'Rock', 'Pop', 'Sufi', 'Blues'])),
      'GET /api/language': fakeReply(referenceRoutes.language, list(['Hindi', 'Tamil'])),
      'GET /api/indiwaveuser/personal_details': fakeReply(accountSettingsRoutes.getPersonalDetails, details),
      'POST /api/indiwaveuser/personal_details': fakeReply(accountSettingsRoutes.savePersonalDetails, {
        ...buildSessionReply({ is_type: 'Listener', artist_type: [] }, 'listener'),
        message: MESSAGES.changesSaved,
      }),
    });
    const { router } = renderRoutes(
      [
        { path: '/on-boarding', element: <OnboardingPage /> },
        { path: '/what-is-new', element: <p>landing</p> },
      ],
      '/on-boarding',
    );
    expect(await screen.findByRole('checkbox', { name: 'Folk' })).toBeChecked();
    for (const name of ['Jazz', 'Rock', 'Pop', 'Sufi', 'Blues'])
      fireEvent.click(screen.getByRole('checkbox', { name }));
    expect(screen.getByText(MESSAGES.genresMax)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('checkbox', { name: 'Hindi' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hindi' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tamil' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // The artists step: artists of the chosen genres, oneself left out, each with a follow toggle.
    fireEvent.click(await screen.findByRole('button', { name: 'Follow Asha Menon' }));
    expect(await screen.findByRole('button', { name: 'Unfollow Asha Menon' })).toBeEnabled();
    expect(screen.queryByText('Lila Rao')).not.toBeInTheDocument();
    const listUrl = new URL(
      String(api.fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/artist_listing'))?.[0]),
      'http://localhost',
    );
    expect(listUrl.searchParams.get('genre')).toBe('1,2,3,4,5');
    expect(api.sent.find((call) => call.key === 'POST /api/indiwaveuser/followv2')?.body).toEqual({
      artist_slug: 'asha-menon',
      task: 'follow',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/what-is-new'));
    expect(api.sent.find((call) => call.key === 'POST /api/indiwaveuser/personal_details')?.body).toEqual({
      fname: 'Lila',
      lname: 'Rao',
      band_name: '',
      bio: 'Listens a lot.',
      country: 101,
      state: 19,
      city: null,
      otherCity: 'Munnar',
      genre: [1, 2, 3, 4, 5],
      language_ids: [2],
    });
  });
});

describe('/what-is-new', () => {
  it('welcomes the listener with the ways in, the e-mail to verify and the artist profile', () => {
    mockApi({});
    renderRoutes([{ path: '*', element: <WhatIsNewPage /> }], '/what-is-new');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Lila!');
    for (const [name, href] of [
      ['Discover music', '/songs'],
      ['Playlists', '/playlists'],
      ['Artists', '/artists'],
      ['Indiwave TV', '/indiwave-tv'],
      ['Your library', '/library'],
    ]) {
      expect(screen.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Verify email' }));
    expect(useAccountDialogs.getState().dialog).toEqual({ kind: 'verify-email', mode: 'account' });
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Artist Profile' }));
    expect(useAccountDialogs.getState().dialog).toEqual({ kind: 'upgrade', from: 'settings' });
  });
});
