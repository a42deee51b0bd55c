import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import type { Config } from '../../config.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import type { Platform } from '../../platform/platform.ts';
import { createCatalogCounts } from '../catalog/catalog-counts.service.ts';
import { createAccountStore, type AccountStore } from './account-store.ts';

/** What the account services share: repositories, the clock, limits, outside services, configuration. */
export type AccountDeps = {
  store: AccountStore;
  limits: RateLimiter;
  platform: Platform;
  config: Config;
  /** The secret that keys code hashes (config.secretKey, always set by main.ts and tests). */
  secretKey: string;
  logger: FastifyBaseLogger;
  /** The current time as the database stores it. */
  now(): string;
  /** The user's songs and videos (the catalogue's count, for the session reply). */
  countContent(userId: number): Promise<{ songs: number; videos: number }>;
  /** The Pro state for the session reply and check_pro (the membership module's, on the server clock). */
  readProState(userId: number): Promise<{ state: number; daysLeft: number | null }>;
  /** Re-indexes a person and all they made for search (issue 6): after a change of name, picture, slug, type, genres or place, and after deletion. */
  syncSearch(userId: number): Promise<void>;
};

/** Builds the shared dependencies from the app's and the other modules' services they read. */
export function createAccountDeps(
  deps: AppDeps,
  logger: FastifyBaseLogger,
  shared: { limits: RateLimiter; readProState: AccountDeps['readProState']; syncSearch: AccountDeps['syncSearch'] },
): AccountDeps {
  if (!deps.config.secretKey) throw new Error('Accounts need SECRET_KEY (main.ts keeps a generated one in DATA_DIR).');
  const clock = deps.platform.clock;
  return {
    store: createAccountStore(deps.db),
    limits: shared.limits,
    platform: deps.platform,
    config: deps.config,
    secretKey: deps.config.secretKey,
    logger,
    now: () => clock.now().toISOString(),
    countContent: createCatalogCounts(deps.db),
    readProState: shared.readProState,
    syncSearch: shared.syncSearch,
  };
}
