import { accountSettingsRoutes } from '@indiwave/domain/contract/account-settings';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES, TOUR_TEXTS } from '@indiwave/domain/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAccountDialogs } from '../../../lib/account-dialogs';
import { getSessionUser } from '../../../lib/session';
import { mockApi, fakeReply } from '../../../test/mock-api';
import { buildSessionUser, renderAt, signIn } from '../../../test/render';
import { DashboardGuide } from './DashboardGuide';
import { shouldOfferDashboardGuide } from './guide-rules';

const UNREAD = { dashboard: false, claps: false, schedule: false };

afterEach(() => {
  vi.unstubAllGlobals();
  signIn(null);
  useAccountDialogs.setState({ dialog: null, flow: null, context: {} });
});

function mockGuideServer() {
  return mockApi({
    'POST /api/update_screen_guide': ({ body }) =>
      fakeReply(accountSettingsRoutes.updateScreenGuide, {
        success: true,
        result: {
          is_dashboard_sg_read: (body as { name: string }).name === 'dashboard',
          is_claps_sg_read: false,
          is_schedule_sg_read: false,
        },
      }),
  });
}

const savedCalls = (sent: { key: string; body: unknown }[]) =>
  sent.filter((call) => call.key === 'POST /api/update_screen_guide');

describe('the welcome rule (spec 2 §2.1 Screen guide, is_dashboard_sg_read)', () => {
  it('is offered to artists and bands whose dashboard guide is unread, only', () => {
    expect(shouldOfferDashboardGuide(buildSessionUser({ guides: UNREAD }))).toBe(true);
    expect(shouldOfferDashboardGuide(buildSessionUser({ status: 2, type: 'Band', guides: UNREAD }))).toBe(true);
    expect(shouldOfferDashboardGuide(buildSessionUser({ guides: { ...UNREAD, dashboard: true } }))).toBe(false);
    expect(shouldOfferDashboardGuide(buildSessionUser({ status: 3, type: 'Listener', guides: UNREAD }))).toBe(false);
    expect(shouldOfferDashboardGuide(buildSessionUser({ guides: undefined }))).toBe(false);
    expect(shouldOfferDashboardGuide(null)).toBe(false);
  });

  it("'No Thanks' saves the guide as read, once, and it is not shown again", async () => {
    signIn(buildSessionUser({ guides: UNREAD }));
    const { sent } = mockGuideServer();
    const view = renderAt(<DashboardGuide />);
    expect(await screen.findByRole('dialog', { name: TOUR_TEXTS.welcomeTitle })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.noThanks }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(getSessionUser()?.guides?.dashboard).toBe(true));
    expect(savedCalls(sent)).toHaveLength(1);
    expect(savedCalls(sent)[0]?.body).toEqual({ name: 'dashboard' });
    // A later visit (a fresh page) reads the saved flag.
    view.unmount();
    renderAt(<DashboardGuide />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("'Start a Quick Tour' runs the tour, and finishing it saves the guide once", async () => {
    signIn(buildSessionUser({ guides: UNREAD }));
    const { sent } = mockGuideServer();
    renderAt(<DashboardGuide />);
    fireEvent.click(await screen.findByRole('button', { name: MESSAGES.startTour }));
    expect(screen.getByRole('dialog', { name: TOUR_TEXTS.steps.figures.title })).toBeInTheDocument();
    expect(savedCalls(sent)).toHaveLength(0);
    for (let step = 1; step < 6; step += 1) fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    fireEvent.click(screen.getByRole('button', { name: /Done/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(savedCalls(sent)).toHaveLength(1));
    await waitFor(() => expect(getSessionUser()?.guides?.dashboard).toBe(true));
  });

  it('skipping the tour with Escape saves it as read too', async () => {
    signIn(buildSessionUser({ guides: UNREAD }));
    const { sent } = mockGuideServer();
    renderAt(<DashboardGuide />);
    fireEvent.click(await screen.findByRole('button', { name: MESSAGES.startTour }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(savedCalls(sent)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits while an account dialog is open, and stays away once read or for listeners', () => {
    mockGuideServer();
    useAccountDialogs.setState({ dialog: { kind: 'verify-email', mode: 'account' } });
    signIn(buildSessionUser({ guides: UNREAD }));
    const view = renderAt(<DashboardGuide />);
    expect(screen.queryByRole('dialog')).toBeNull();
    view.unmount();
    useAccountDialogs.setState({ dialog: null });
    signIn(buildSessionUser({ guides: { ...UNREAD, dashboard: true } }));
    const read = renderAt(<DashboardGuide />);
    expect(screen.queryByRole('dialog')).toBeNull();
    read.unmount();
    signIn(buildSessionUser({ status: 3, type: 'Listener', guides: UNREAD }));
    renderAt(<DashboardGuide />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
