import { registrationRoutes } from '@indiwave/domain/contract/registration';
import { referenceRoutes } from '@indiwave/domain/contract/reference';
import { accountSettingsRoutes } from '@indiwave/domain/contract/account-settings';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@indiwave/domain/messages';
import { getSessionUser } from '../../../lib/session.ts';
import { buildSessionReply, mockApi, fakeReply, type ReplyOf } from '../../../test/mock-api.ts';
import { buildSessionUser, renderInDialog, signIn } from '../../../test/render.tsx';
import { UpgradeDialogContent } from './UpgradeDialogContent.tsx';

const categories: ReplyOf<typeof referenceRoutes.artistcat> = {
  success: true,
  results: [
    { id: 1, name: 'Singer', slug: 'singer' },
    { id: 2, name: 'Band', slug: 'band' },
  ],
};
const reference = {
  'GET /api/artistcat': fakeReply(referenceRoutes.artistcat, categories),
  'GET /api/genre': fakeReply(referenceRoutes.genre, {
    success: true,
    results: [{ id: 1, name: 'Folk', slug: 'folk' }],
  }),
  'GET /api/country': fakeReply(referenceRoutes.country, { success: true, results: [] }),
  'POST /api/is_username_exists': fakeReply(registrationRoutes.isUsernameExists, {
    success: true,
    is_username_exists: false,
    suggest: '',
  }),
};

beforeEach(() =>
  signIn(
    buildSessionUser({
      status: 3,
      type: 'Listener',
      fname: 'Lila',
      lname: 'Rao',
      slug: 'lila-rao',
      email: 'lila@example.com',
      mobile: null,
    }),
  ),
);
afterEach(() => vi.unstubAllGlobals());

const upgrade = () => fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Artist' }));

describe('the Upgrade to Artist Profile dialog (spec 2 §2.1, §4, §5.4)', () => {
  it('shows the messages of §5.4', async () => {
    mockApi(reference);
    renderInDialog(<UpgradeDialogContent from="opp" />);
    expect(screen.getByText(/Opportunities are for artists and bands/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Artist / band name'), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'li' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'lila@' } });
    upgrade();
    expect(await screen.findByText(MESSAGES.artistBandNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.usernameMin)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.mobileRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    // Both the type (Artist/Band) and the artist categories: 'Please select one'.
    expect(screen.getAllByText(MESSAGES.selectOne)).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Artist / band name'), { target: { value: 'x'.repeat(51) } });
    fireEvent.change(screen.getByLabelText('Mobile'), { target: { value: '98765' } });
    upgrade();
    expect(await screen.findByText(MESSAGES.artistNameMax)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.mobileTenDigits)).toBeInTheDocument();
  });

  it('keystrokes in the mobile are numeric only, at most 10', () => {
    mockApi(reference);
    renderInDialog(<UpgradeDialogContent from="settings" />);
    const mobile = screen.getByLabelText('Mobile');
    expect(fireEvent.keyDown(mobile, { key: 'e' })).toBe(false);
    expect(fireEvent.keyDown(mobile, { key: '7' })).toBe(true);
    fireEvent.change(mobile, { target: { value: '98-765 43210 99' } });
    expect(mobile).toHaveValue('9876543210');
  });

  it('on success the user is an Artist (status 1) and the dashboard opens', async () => {
    const api = mockApi({
      ...reference,
      'POST /api/listener_to_artist': fakeReply(
        accountSettingsRoutes.listenerToArtist,
        buildSessionReply({ slug_username: 'lila-rao' }),
      ),
    });
    const { router } = renderInDialog(<UpgradeDialogContent from="upload" />, '/what-is-new');
    expect(screen.getByLabelText('Artist / band name')).toHaveValue('Lila Rao');
    expect(screen.getByLabelText('Username')).toHaveValue('lila-rao');
    expect(screen.getByLabelText('Email')).toHaveValue('lila@example.com');
    fireEvent.change(screen.getByLabelText('Mobile'), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('radio', { name: 'A band' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Singer' }));
    upgrade();
    await waitFor(() => expect(router.state.location.pathname).toBe('/mydashboard'));
    expect(getSessionUser()).toMatchObject({ status: 1, type: 'Artist' });
    expect(api.sent.find((call) => call.key === 'POST /api/listener_to_artist')?.body).toMatchObject({
      fname: 'Lila Rao',
      is_type: 'Band',
      username: 'lila-rao',
      mobile: '9876543210',
      email: 'lila@example.com',
      artistType: [1],
    });
  });
});
