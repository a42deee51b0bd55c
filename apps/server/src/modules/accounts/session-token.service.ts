import { STAFF_ROLES, TOKEN_IDLE_EXPIRY_DAYS, TOKEN_TOUCH_INTERVAL_MS, type StaffRole } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { AppError } from '../../http/app-error.ts';
import type { ClockPort } from '../../platform/clock/clock.port.ts';
import type { AuthTokensRepository } from './auth-tokens.repository.ts';
import { generateSessionKey, hashSecret } from './account-secrets.ts';
import type { AuthUser } from '../../http/auth-user.ts';

/** A stored role as the StaffRole it names; anything else is no role. */
export function toStaffRole(value: string | null): StaffRole | null {
  return STAFF_ROLES.find((role) => role === value) ?? null;
}

/**
 * Session keys: a new random 256-bit key at each sign-in, stored as its SHA-256; revoked at
 * logout, and for the other sessions at a password change or reset. A key unused for
 * TOKEN_IDLE_EXPIRY_DAYS stops working.
 */
export function createSessionTokenService(tokens: AuthTokensRepository, clock: ClockPort) {
  const nowIso = () => clock.now().toISOString();
  return {
    /** Issues a new key for a user and returns it (the only time it exists in clear). */
    async issueKey(userId: number, source = 'web'): Promise<string> {
      // Every way in (password, social sign-in, a reset, registration) comes here: a suspended
      // account is refused with the reason, after its password was checked.
      if (await tokens.isSuspended(userId)) throw AppError.forbidden(MESSAGES.accountSuspended);
      const key = generateSessionKey();
      await tokens.insertToken({ userId, keyHash: hashSecret(key), source: source.slice(0, 30) || 'web', now: nowIso() });
      return key;
    },

    /** The user behind a key, or null. Last use is written at most once a minute. */
    async authenticate(key: string): Promise<AuthUser | null> {
      const now = clock.now();
      const idleCutoff = new Date(now.getTime() - TOKEN_IDLE_EXPIRY_DAYS * 86_400_000).toISOString();
      const row = await tokens.findLiveToken(hashSecret(key), idleCutoff);
      if (!row) return null;
      if (now.getTime() - Date.parse(row.last_used_at) >= TOKEN_TOUCH_INTERVAL_MS) await tokens.touchToken(row.id, now.toISOString());
      return { id: row.user_id, type: row.type, staffRole: toStaffRole(row.staff_role), tokenId: row.id, tokenKey: key };
    },

    /**
     * Which of these sessions (auth_tokens ids) are still live. Long-lived connections (the
     * live-update stream) ask now and then, so a logout also ends them.
     */
    async listLiveKeyIds(tokenIds: number[]): Promise<Set<number>> {
      const idleCutoff = new Date(clock.now().getTime() - TOKEN_IDLE_EXPIRY_DAYS * 86_400_000).toISOString();
      return new Set(await tokens.listLiveTokenIds(tokenIds, idleCutoff));
    },

    /** Ends one session. */
    revokeKey(tokenId: number): Promise<void> {
      return tokens.revokeToken(tokenId, nowIso());
    },

    /** Ends every session of a user, but the one kept. */
    revokeUserKeys(userId: number, keepTokenId?: number): Promise<void> {
      return tokens.revokeUserTokens(userId, nowIso(), keepTokenId);
    },
  };
}
export type SessionTokenService = ReturnType<typeof createSessionTokenService>;
