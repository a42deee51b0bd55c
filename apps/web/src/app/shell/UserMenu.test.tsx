import { notificationRoutes } from '@indiwave/domain/contract/notifications';
import { messagingRoutes } from '@indiwave/domain/contract/messaging';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, fakeReply, fakeFailure } from '../../test/mock-api';
import { setViewportWidth } from '../../test/media';
import { buildSessionUser, renderAt } from '../../test/render';
import { UserMenu } from './UserMenu';

// The count calls load on first use: the first test waits for that import too.
const SLOW = { timeout: 5_000 };

afterEach(() => vi.unstubAllGlobals());

describe('the user menu on phones (spec 1 §2.4)', () => {
  it('shows the unread messages and notifications on Inbox and Notifications, and their sum on the button', async () => {
    setViewportWidth(375);
    mockApi({
      'GET /api/unread_messages_count': fakeReply(messagingRoutes.unreadMessagesCount, {
        success: true,
        unread_count: 2,
      }),
      'GET /api/notification/unread': fakeReply(notificationRoutes.unread, {
        success: true,
        unread_count: 3,
        brd_count: 1,
      }),
    });
    renderAt(<UserMenu user={buildSessionUser()} />);
    const button = await screen.findByRole('button', { name: /account menu, 6 unread/ }, SLOW);
    fireEvent.click(button);
    expect(screen.getByRole('link', { name: 'Inbox, 2 unread' })).toHaveAttribute('href', '/messaging');
    expect(screen.getByRole('link', { name: 'Notifications, 4 unread' })).toHaveAttribute('href', '/notifications');
  });

  it('hides a badge whose count call failed (spec 1 §8)', async () => {
    setViewportWidth(375);
    const api = mockApi({
      'GET /api/unread_messages_count': fakeFailure(messagingRoutes.unreadMessagesCount, 500, 'boom'),
      'GET /api/notification/unread': fakeReply(notificationRoutes.unread, {
        success: true,
        unread_count: 1,
        brd_count: 0,
      }),
    });
    renderAt(<UserMenu user={buildSessionUser()} />);
    fireEvent.click(await screen.findByRole('button', { name: /account menu, 1 unread/ }, SLOW));
    await waitFor(() => expect(api.sent.map((call) => call.key)).toContain('GET /api/unread_messages_count'));
    expect(screen.getByRole('link', { name: 'Inbox' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('asks for no counts on wide screens, where the header has its icons', () => {
    const api = mockApi({});
    renderAt(<UserMenu user={buildSessionUser()} />);
    fireEvent.click(screen.getByRole('button', { name: /account menu/ }));
    expect(screen.queryByRole('link', { name: /Inbox/ })).toBeNull();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});

describe('the staff console link (issue 21)', () => {
  it('is in the menu of the team only', () => {
    mockApi({});
    const { unmount } = renderAt(<UserMenu user={buildSessionUser({ isStaff: true })} />);
    fireEvent.click(screen.getByRole('button', { name: /account menu/ }));
    expect(screen.getByRole('link', { name: 'Staff console' })).toHaveAttribute('href', '/admin');
    unmount();
    renderAt(<UserMenu user={buildSessionUser()} />);
    fireEvent.click(screen.getByRole('button', { name: /account menu/ }));
    expect(screen.queryByRole('link', { name: 'Staff console' })).toBeNull();
  });
});
