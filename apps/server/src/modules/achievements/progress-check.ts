import type { Database } from '../../db/database.ts';

/**
 * What a service whose changes earn achievements needs of the achievements service: award, in
 * the change's own transaction, whatever the person's state now earns; the returned step
 * announces the awards after the caller's commit (achievements.service.ts implements it).
 */
export type ProgressCheck = {
  checkProgressInTransaction(trx: Database, userId: number): Promise<() => Promise<void>>;
};
