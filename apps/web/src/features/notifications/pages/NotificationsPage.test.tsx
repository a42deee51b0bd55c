import { notificationRoutes } from '@indiwave/domain/contract/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@indiwave/domain/messages';
import { mockApi, fakeReply, type ReplyOf } from '../../../test/mock-api';
import { buildSessionUser, renderRoutes, signIn } from '../../../test/render';
import NotificationsPage from './NotificationsPage';

const SLOW = { timeout: 5_000 };

function buildItem(id: number, isRead = false): ReplyOf<typeof notificationRoutes.notifications>['results'][number] {
  return {
    id,
    type: 'message',
    message: {
      text: `<b>Person ${id}</b> sent you a message`,
      img: '/api/notification_images/message.svg',
      cta_link: `/messaging?user=p${id}`,
      cta_text: 'Reply',
    },
    read_activity: isRead ? 1 : 0,
    content_type: 'message',
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

describe('/notifications', () => {
  it('pages by 20 with ?page=, and links the previous and next pages', async () => {
    signIn(buildSessionUser());
    mockApi({
      'GET /api/notification/unread': fakeReply(notificationRoutes.unread, {
        success: true,
        unread_count: 0,
        brd_count: 0,
      }),
      'GET /api/notifications': ({ url }) => {
        const offset = Number(url.searchParams.get('offset'));
        return fakeReply(notificationRoutes.notifications, {
          success: true,
          results: [buildItem(offset + 1, true)],
          count: 45,
        });
      },
    });
    renderRoutes([{ path: '/notifications', element: <NotificationsPage /> }], '/notifications?page=2');
    expect(await screen.findByText('Person 21', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/notifications');
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Person 41', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    expect(screen.getByText('You are all caught up.')).toBeInTheDocument();
  });

  it('marks all read: the items lose their unread mark and the count its number', async () => {
    signIn(buildSessionUser());
    const api = mockApi({
      'GET /api/notification/unread': fakeReply(notificationRoutes.unread, {
        success: true,
        unread_count: 2,
        brd_count: 0,
      }),
      'GET /api/notifications': fakeReply(notificationRoutes.notifications, {
        success: true,
        results: [buildItem(1), buildItem(2)],
        count: 2,
      }),
      'POST /api/mark_all_read': fakeReply(notificationRoutes.markAllRead, {
        success: true,
        message: MESSAGES.allNotificationsRead,
        unread_count: 0,
        brd_count: 0,
      }),
    });
    renderRoutes([{ path: '/notifications', element: <NotificationsPage /> }], '/notifications');
    expect(await screen.findByText('2 unread', {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByText('Unread', { exact: true })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryAllByText('Unread', { exact: true })).toHaveLength(0));
    expect(screen.getByText('You are all caught up.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(api.sent.filter((call) => call.key === 'POST /api/mark_all_read')).toHaveLength(1);
  });

  it('says so when there is nothing yet', async () => {
    signIn(buildSessionUser());
    mockApi({
      'GET /api/notification/unread': fakeReply(notificationRoutes.unread, {
        success: true,
        unread_count: 0,
        brd_count: 0,
      }),
      'GET /api/notifications': fakeReply(notificationRoutes.notifications, { success: true, results: [], count: 0 }),
    });
    renderRoutes([{ path: '/notifications', element: <NotificationsPage /> }], '/notifications');
    expect(await screen.findByRole('heading', { name: 'No notifications yet' }, SLOW)).toBeInTheDocument();
  });
});
