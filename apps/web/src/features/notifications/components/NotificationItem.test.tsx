import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@indiwave/domain/contract/notifications';
import { renderAt } from '../../../test/render';
import { countBellUnread } from '../unread-badge';
import { NotificationItem } from './NotificationItem';

function buildNotification(overrides: Partial<Notification> = {}, message: Partial<Notification['message']> = {}): Notification {
  return {
    id: 1,
    type: 'follow',
    message: { text: '<b>Asha Menon</b> started following you', img: '/api/notification_images/follow.svg', cta_link: '/asha-menon', cta_text: 'View Profile', ...message },
    read_activity: 0,
    content_type: 'user',
    object_details: { slug: null, title: null, cover_pic: null, image: null, img_480x360: null, gallery: { contest_image_path: null }, featured_image: null },
    actors: [{ actor_dp: null, name: 'Asha Menon', slug: 'asha-menon' }],
    actors_count: 1,
    created_date: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

describe('a notification', () => {
  it('shows its sanitised HTML text, its relative time, unread state and an in-app call to action', () => {
    renderAt(
      <ul>
        <NotificationItem notification={buildNotification({}, { text: '<b>Asha</b> followed you<script>window.hacked = 1</script><img src=x onerror="alert(1)">' })} />
      </ul>,
    );
    const item = screen.getByTestId('notification-item');
    expect(item.querySelector('b')).toHaveTextContent('Asha');
    expect(item.querySelector('script')).toBeNull();
    expect(item.innerHTML).not.toContain('onerror');
    expect(item).toHaveTextContent('5 minutes ago');
    expect(item).toHaveTextContent('Unread');
    const cta = screen.getByRole('link', { name: 'View Profile' });
    expect(cta).toHaveAttribute('href', '/asha-menon');
    expect(cta).not.toHaveAttribute('target');
  });

  it("opens another site's link in a new tab, and leaves out a link that is neither", () => {
    const { unmount } = renderAt(
      <ul>
        <NotificationItem notification={buildNotification({ read_activity: 1 }, { cta_link: 'https://example.com/news', cta_text: 'Read More' })} />
      </ul>,
    );
    expect(screen.getByRole('link', { name: 'Read More' })).toHaveAttribute('target', '_blank');
    expect(screen.getByTestId('notification-item')).not.toHaveTextContent('Unread');
    unmount();
    renderAt(
      <ul>
        <NotificationItem notification={buildNotification({}, { cta_link: 'javascript:alert(1)', cta_text: 'Click' })} />
      </ul>,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('counts unread notifications and broadcasts together on the bell', () => {
    expect(countBellUnread({ unread_count: 3, brd_count: 2 })).toBe(5);
    expect(countBellUnread(undefined)).toBe(0);
  });
});
