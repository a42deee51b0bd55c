import { notificationRoutes } from '@indiwave/domain/contract/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_DROPDOWN_SIZE } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { mockApi, fakeReply, fakeFailure, type ReplyOf } from '../../test/mock-api';
import { queryKeys } from '../../lib/query-keys';
import { buildSessionUser, renderAt, signIn } from '../../test/render';
import { NotificationBell } from './NotificationBell';

const SLOW = { timeout: 5_000 };

function buildItem(id: number, name: string): ReplyOf<typeof notificationRoutes.notifications>['results'][number] {
  return {
    id,
    type: 'follow',
    message: {
      text: `<b>${name}</b> started following you`,
      img: '/api/notification_images/follow.svg',
      cta_link: `/${name.toLowerCase()}`,
      cta_text: 'View Profile',
    },
    read_activity: 0,
    content_type: 'user',
    object_details: {
      slug: null,
      title: null,
      cover_pic: null,
      image: null,
      img_480x360: null,
      gallery: { contest_image_path: null },
      featured_image: null,
    },
    actors: [],
    actors_count: 1,
    created_date: new Date().toISOString(),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('the notification bell (spec 1 §2.4)', () => {
  it('counts unread notifications and broadcasts, and opens the latest 2 with View all notifications', async () => {
    signIn(buildSessionUser());
    const api = mockApi({
      'GET /api/notification/unread': fakeReply(notificationRoutes.unread, {
        success: true,
        unread_count: 4,
        brd_count: 1,
      }),
      'GET /api/notifications': fakeReply(notificationRoutes.notifications, {
        success: true,
        results: [buildItem(2, 'Asha'), buildItem(1, 'Kabir')],
        count: 5,
      }),
    });
    renderAt(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 5 unread' }, SLOW);
    expect(api.sent.some((call) => call.key === 'GET /api/notifications')).toBe(false);
    fireEvent.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const items = await screen.findAllByTestId('notification-item', {}, SLOW);
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Asha')).toBeInTheDocument();
    const listCall = vi
      .mocked(globalThis.fetch)
      .mock.calls.map(([url]) => String(url))
      .find((url) => url.startsWith('/api/notifications?'));
    expect(listCall).toBe(`/api/notifications?offset=0&limit=${NOTIFICATION_DROPDOWN_SIZE}`);
    expect(screen.getByRole('link', { name: MESSAGES.viewAllNotifications })).toHaveAttribute('href', '/notifications');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveFocus();
  });

  it('hides the badge when the count call fails (spec 1 §8)', async () => {
    signIn(buildSessionUser());
    const api = mockApi({ 'GET /api/notification/unread': fakeFailure(notificationRoutes.unread, 500, 'boom') });
    const { queryClient } = renderAt(<NotificationBell />);
    await vi.waitFor(() => expect(api.sent.map((call) => call.key)).toContain('GET /api/notification/unread'), SLOW);
    // The failure has reached the bell once its query is in error.
    await vi.waitFor(
      () => expect(queryClient.getQueryState(queryKeys.account.notificationCounts())?.status).toBe('error'),
      SLOW,
    );
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('count-badge')).toBeNull();
  });
});
