import crypto from 'node:crypto';
import { EMAIL_NOTIFICATION_TYPES, type EmailNotificationType, type EmailPreferences } from '@indiwave/domain/contract/notifications';
import { EMAIL_PREFERENCE_LABELS, MESSAGES, unsubscribedFrom } from '@indiwave/domain/messages';
import { AppError } from '../../http/app-error.ts';
import type { NotificationsRepository } from './notifications.repository.ts';

const isEmailType = (value: string): value is EmailNotificationType => (EMAIL_NOTIFICATION_TYPES as readonly string[]).includes(value);

/**
 * Per-type e-mail preferences (default on) and the mailed unsubscribe links. A link's token is
 * the account, the type and an HMAC of both under SECRET_KEY: it needs no table, works without
 * signing in, never expires, and cannot be forged or pointed at another account.
 */
export function createEmailPreferencesService(deps: { repository: NotificationsRepository; secretKey: string | undefined; publicUrl: string; now: () => string }) {
  const { repository } = deps;
  // An empty key would make every link forgeable: main.ts and the tests always set one.
  if (!deps.secretKey) throw new Error('Unsubscribe links need SECRET_KEY.');
  const secretKey: string = deps.secretKey;

  function sign(userId: number, type: string): string {
    return crypto.createHmac('sha256', secretKey).update(`unsubscribe\n${userId}\n${type}`).digest('base64url').slice(0, 32);
  }

  /** The account and type of a token, or null when it is malformed or its signature does not match. */
  function readToken(token: string): { userId: number; type: EmailNotificationType } | null {
    const match = /^([1-9a-z][0-9a-z]{0,12})\.([a-z_]{1,20})\.([A-Za-z0-9_-]{32})$/.exec(token);
    if (!match || !isEmailType(match[2])) return null;
    const userId = Number.parseInt(match[1], 36);
    const expected = Buffer.from(sign(userId, match[2]));
    const given = Buffer.from(match[3]);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? { userId, type: match[2] } : null;
  }

  async function readPreferences(userId: number): Promise<EmailPreferences> {
    const saved = await repository.listEmailPreferences(userId);
    return Object.fromEntries(EMAIL_NOTIFICATION_TYPES.map((type) => [type, saved.get(type) ?? true])) as EmailPreferences;
  }

  return {
    readPreferences,

    /** Saves the types given; the others stay as they were. */
    async savePreferences(userId: number, changes: Partial<EmailPreferences>): Promise<EmailPreferences> {
      for (const type of EMAIL_NOTIFICATION_TYPES) {
        const value = changes[type];
        if (value !== undefined) await repository.saveEmailPreference(userId, type, value, deps.now());
      }
      return readPreferences(userId);
    },

    /** Whether e-mails of this type go to the user (no row: yes). */
    async isEmailEnabled(userId: number, type: EmailNotificationType): Promise<boolean> {
      return (await repository.listEmailPreferences(userId)).get(type) ?? true;
    },

    /** The mailed link that turns one type off: /api/unsubscribe/<token>. */
    toUnsubscribeUrl(userId: number, type: EmailNotificationType): string {
      return `${deps.publicUrl}/api/unsubscribe/${userId.toString(36)}.${type}.${sign(userId, type)}`;
    },

    /**
     * Turns the token's type off for its account (the same again is fine). A bad token, or an
     * account that no longer exists, is 404 'This link is invalid or has expired.'.
     */
    async unsubscribe(token: string): Promise<{ type: EmailNotificationType; message: string }> {
      const target = readToken(token);
      if (!target || !(await repository.findPerson(target.userId))) throw AppError.notFound(MESSAGES.linkInvalid);
      await repository.saveEmailPreference(target.userId, target.type, false, deps.now());
      return { type: target.type, message: unsubscribedFrom(EMAIL_PREFERENCE_LABELS[target.type]) };
    },
  };
}
export type EmailPreferencesService = ReturnType<typeof createEmailPreferencesService>;
