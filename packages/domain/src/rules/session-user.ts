import { PRO_STATE, USER_STATUS, type UserStatus, type UserType } from '../constants.ts';

/**
 * Status from type (spec 1 §4): Band 2, Artist 1, Listener 3, anything else 0. An artist
 * with an artist type named band is a Band (spec 1 §3.1).
 */
export function statusFromType(type: string | null | undefined, artistTypes: readonly string[] = []): UserStatus {
  const isBandByCategory = artistTypes.some((name) => name.trim().toLowerCase() === 'band');
  switch (type) {
    case 'Band':
      return USER_STATUS.band;
    case 'Artist':
      return isBandByCategory ? USER_STATUS.band : USER_STATUS.artist;
    case 'Listener':
      return USER_STATUS.listener;
    default:
      return USER_STATUS.visitor;
  }
}

/** The type name of a status (spec 1 §3.1). */
export function typeFromStatus(status: UserStatus): UserType {
  return (['Visitor', 'Artist', 'Band', 'Listener'] as const)[status];
}

/** The Pro state from a subscription check reply (spec 1 §4). */
export function proStateFromCheck(reply: { success?: boolean; pro?: number | string }): number {
  const pro = Number(reply.pro);
  if (reply.success && pro === 1) return PRO_STATE.active;
  if (pro === 2) return PRO_STATE.expired;
  return PRO_STATE.none;
}

/** Days-to-expiry text (spec 1 §4): 0 'today', 1 '1 day', more 'N days'. */
export function formatDaysToExpiry(days: number): string {
  if (days <= 0) return 'today';
  return days === 1 ? '1 day' : `${days} days`;
}

/** The token as the web app stores it (spec 1 §3.1): 'Token ' + key. */
export function toStoredToken(key: string): string {
  return `Token ${key}`;
}
