import { NOTIFICATION_ACTORS_SHOWN } from '@indiwave/domain/constants';
import type { EmailPreferences, Notification, NotificationCounts } from '@indiwave/domain/contract/notifications';
import { MESSAGES } from '@indiwave/domain/messages';
import { AppError } from '../../http/app-error.ts';
import type { EmailPreferencesService } from './email-preferences.service.ts';
import type { Notifier } from './notifier.service.ts';
import { presentCounts, presentNotification, presentNotifications } from './notifications.presenter.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import type { TeamAccountService } from './team-account.service.ts';

/**
 * The bell and the /notifications page: one's own notifications only. An id that is not the
 * caller's answers 404 like one that does not exist, so nobody learns of others' notifications.
 * Every change sends the new counts to the caller's other open tabs.
 */
export function createNotificationsService(deps: { repository: NotificationsRepository; notifier: Notifier; team: TeamAccountService; preferences: EmailPreferencesService }) {
  const { repository, notifier } = deps;

  async function findOwn(userId: number, id: number) {
    const row = await repository.findVisible(userId, id);
    if (!row) throw AppError.notFound(MESSAGES.notificationNotFound);
    return row;
  }

  return {
    /** A page of one's notifications, newest first, and how many there are. */
    async listNotifications(userId: number, offset: number, limit: number): Promise<{ results: Notification[]; count: number }> {
      const [rows, count] = await Promise.all([repository.listVisible(userId, offset, limit), repository.countVisible(userId)]);
      const actors = await repository.listActors(rows.map((row) => row.id), NOTIFICATION_ACTORS_SHOWN);
      return { results: presentNotifications(rows, actors), count };
    },

    /** unread_count and brd_count. */
    async countUnread(userId: number): Promise<NotificationCounts> {
      return presentCounts(await repository.countUnread(userId));
    },

    /** Hides one of one's notifications. */
    async hideNotification(userId: number, id: number): Promise<NotificationCounts> {
      if (!(await repository.hide(userId, id))) throw AppError.notFound(MESSAGES.notificationNotFound);
      return notifier.publishCounts(userId);
    },

    /** Flips read/unread, or sets the state given. */
    async toggleReadUnread(userId: number, id: number, readActivity?: 0 | 1): Promise<{ result: Notification; counts: NotificationCounts }> {
      const row = await findOwn(userId, id);
      const isRead = readActivity === undefined ? row.is_read !== 1 : readActivity === 1;
      await repository.setRead(userId, id, isRead);
      const actors = await repository.listActors([id], NOTIFICATION_ACTORS_SHOWN);
      const counts = await notifier.publishCounts(userId);
      return { result: presentNotification({ ...row, is_read: isRead ? 1 : 0 }, actors), counts };
    },

    /** Marks every notification read, broadcasts included. */
    async markAllRead(userId: number): Promise<NotificationCounts> {
      await repository.markAllRead(userId);
      return notifier.publishCounts(userId);
    },

    /** A team broadcast: only the team account may send one (403 otherwise). */
    async sendBroadcast(userId: number, text: string, link: string | null): Promise<number> {
      await deps.team.requireTeam(userId);
      return notifier.broadcast(text, link);
    },

    readEmailPreferences: (userId: number): Promise<EmailPreferences> => deps.preferences.readPreferences(userId),
    saveEmailPreferences: (userId: number, changes: Partial<EmailPreferences>): Promise<EmailPreferences> => deps.preferences.savePreferences(userId, changes),
    unsubscribe: (token: string) => deps.preferences.unsubscribe(token),
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
