import { workstationRoutes } from '@indiwave/domain/contract/workstation';
import { screen, within } from '@testing-library/react';
import type { Dashboard } from '@indiwave/domain/contract/workstation';
import { ACHIEVEMENT_TEXTS, TOUR_TEXTS } from '@indiwave/domain/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAccountDialogs } from '../../../lib/account-dialogs';
import { mockApi, fakeReply } from '../../../test/mock-api';
import { buildSessionUser, renderAt, signIn } from '../../../test/render';
import { shouldShowPressKitPromo } from '../tour/guide-rules';
import DashboardPage from './DashboardPage';

const READ = { dashboard: true, claps: true, schedule: true };
const figure = (total: number) => ({
  total,
  last_7: { current: 1, previous: 0 },
  last_28: { current: total, previous: 0 },
});

function buildDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  const codes = ['first_upload', 'first_clap', 'plays_100', 'followers_10', 'first_video'] as const;
  return {
    user: { slug: 'maya-rao', name: 'Maya Rao', type: 'Artist', profile_pic: null, is_email_verified: true },
    figures: {
      plays: figure(120),
      claps: figure(9),
      followers: figure(11),
      profile_views: figure(30),
      songs: figure(2),
      videos: figure(0),
    },
    todo: [
      {
        key: 'first_video',
        title: 'Add a video',
        description: 'Videos show fans your music and your stage.',
        link: '/upload/video',
      },
    ],
    todo_count: 1,
    achievements: codes.map((code, index) => ({
      code,
      ...ACHIEVEMENT_TEXTS[code],
      awarded_at: `2026-03-0${index + 1}T10:00:00Z`,
    })),
    activity: [
      {
        kind: 'clap',
        actor: { slug: 'meera', name: 'Meera', profile_pic: null },
        item: { type: 'song', slug: 'rain', title: 'Rain' },
        count: 5,
        text: null,
        created_at: '2026-03-05T10:00:00Z',
      },
    ],
    today: '2026-03-05',
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  signIn(null);
  useAccountDialogs.setState({ dialog: null, flow: null, context: {} });
  document.cookie = 'epkPromo_maya-rao=; max-age=0; path=/';
});

describe('/mydashboard', () => {
  it('shows the figures, the next steps, the latest achievements and the activity', async () => {
    signIn(buildSessionUser({ guides: READ }));
    // The promo was closed on an earlier visit: nothing covers the page.
    document.cookie = 'epkPromo_maya-rao=1; path=/';
    mockApi({
      'GET /api/dashboard': fakeReply(workstationRoutes.dashboard, { success: true, result: buildDashboard() }),
    });
    renderAt(<DashboardPage />, '/mydashboard');
    const figures = await screen.findByRole('list', { name: 'Your figures' });
    expect(within(figures).getByRole('listitem', { name: 'Plays' })).toHaveTextContent('120');
    expect(within(figures).getByRole('listitem', { name: 'Plays' })).toHaveTextContent('+1in 7 days');
    expect(screen.getByRole('list', { name: 'Next steps' })).toHaveTextContent('Add a video');
    expect(within(screen.getByRole('list', { name: 'Latest achievements' })).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('list', { name: 'Recent activity' })).toHaveTextContent('Meera clapped 5 times for Rain');
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('offers the e-Press Kit promo on a later visit with music, linking to /{slug}, and not after closing it', async () => {
    signIn(buildSessionUser({ guides: READ }));
    mockApi({
      'GET /api/dashboard': fakeReply(workstationRoutes.dashboard, { success: true, result: buildDashboard() }),
    });
    const view = renderAt(<DashboardPage />, '/mydashboard');
    const promo = await screen.findByRole('dialog', { name: TOUR_TEXTS.epkPromoTitle });
    expect(within(promo).getByRole('link', { name: TOUR_TEXTS.epkPromoButton })).toHaveAttribute('href', '/maya-rao');
    within(promo).getByRole('button', { name: 'Later' }).click();
    view.unmount();
    renderAt(<DashboardPage />, '/mydashboard');
    await screen.findByRole('list', { name: 'Your figures' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the promo away during the first visit and without music', () => {
    expect(shouldShowPressKitPromo({ wasGuideReadOnArrival: false, songs: 3, videos: 0, isCookieSet: false })).toBe(
      false,
    );
    expect(shouldShowPressKitPromo({ wasGuideReadOnArrival: true, songs: 0, videos: 0, isCookieSet: false })).toBe(
      false,
    );
    expect(shouldShowPressKitPromo({ wasGuideReadOnArrival: true, songs: 0, videos: 1, isCookieSet: false })).toBe(
      true,
    );
    expect(shouldShowPressKitPromo({ wasGuideReadOnArrival: true, songs: 1, videos: 0, isCookieSet: true })).toBe(
      false,
    );
  });

  it('offers listeners the upgrade instead', async () => {
    signIn(buildSessionUser({ status: 3, type: 'Listener', guides: READ }));
    mockApi({});
    renderAt(<DashboardPage />, '/mydashboard');
    expect(await screen.findByRole('heading', { name: 'Upgrade to get your dashboard' })).toBeInTheDocument();
    expect(useAccountDialogs.getState().dialog).toEqual({ kind: 'upgrade', from: 'upload' });
  });
});
