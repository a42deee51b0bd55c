import type { StaffRole } from '@indiwave/domain/constants';

/**
 * The signed-in user of a request, as the auth plugin attaches it (`request.user`). A request
 * type, so it lives with the HTTP layer: every module's services take it without importing
 * the accounts module's session service.
 */
export type AuthUser = {
  id: number;
  /** 'Artist', 'Band' or 'Listener'. */
  type: string;
  /** The team role ('staff', 'admin') or null; read with the key, so a revoke applies at the next request. */
  staffRole: StaffRole | null;
  /** The auth_tokens row of this session (to revoke it, or keep it when revoking the others). */
  tokenId: number;
  /** The raw key the request carried; echoed back as `result.token`. */
  tokenKey: string;
};
