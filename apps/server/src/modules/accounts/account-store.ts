import type { Database } from '../../db/database.ts';
import { createAuthTokensRepository } from './auth-tokens.repository.ts';
import { createUsersRepository } from './users.repository.ts';
import { createVerificationRepository } from './verification.repository.ts';

/** The accounts module's repositories, and a way to run several of their calls in one transaction. */
export type AccountStore = {
  users: ReturnType<typeof createUsersRepository>;
  tokens: ReturnType<typeof createAuthTokensRepository>;
  verification: ReturnType<typeof createVerificationRepository>;
  /** Runs `work` with repositories bound to one transaction: all of it commits, or none. */
  transaction<T>(work: (store: Omit<AccountStore, 'transaction'>) => Promise<T>): Promise<T>;
};

/** Builds the store on a database handle. */
export function createAccountStore(db: Database): AccountStore {
  const bind = (handle: Database) => ({
    users: createUsersRepository(handle),
    tokens: createAuthTokensRepository(handle),
    verification: createVerificationRepository(handle),
  });
  return {
    ...bind(db),
    transaction: (work) => db.transaction().execute((trx) => work(bind(trx))),
  };
}
