import type { Database } from '../../db/database.ts';
import { createAuthTokensRepository } from './auth-tokens.repository.ts';
import { createUsersRepository } from './users.repository.ts';
import { createVerificationRepository } from './verification.repository.ts';

/** The accounts module's repositories, and a way to run several of their calls in one transaction. */
export type AccountStore = {
  users: ReturnType<typeof createUsersRepository>;
  tokens: ReturnType<typeof createAuthTokensRepository>;
  verification: ReturnType<typeof createVerificationRepository>;
  /** Runs `work` with repositories bound to one transaction (and its handle, for other modules' writes in it): all of it commits, or none. */
  transaction<T>(work: (store: Omit<AccountStore, 'transaction'>, trx: Database) => Promise<T>): Promise<T>;
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
    transaction: (work) => db.transaction().execute((trx) => work(bind(trx), trx)),
  };
}

/**
 * Which users column a unique-index violation is about ('email' or 'slug'), or null for any
 * other error. Availability is checked before writing, but two requests can race between the
 * check and the write; the index then decides, and this names the loser's field.
 */
export function findUniqueViolation(error: unknown): 'email' | 'slug' | null {
  const failure = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  // better-sqlite3 and PostgreSQL name a unique violation differently.
  if (failure?.code !== 'SQLITE_CONSTRAINT_UNIQUE' && failure?.code !== '23505') return null;
  const text = `${String(failure.constraint ?? '')} ${String(failure.message ?? '')}`;
  if (/users_email_key|users\.email/.test(text)) return 'email';
  if (/users_slug_key|users\.slug/.test(text)) return 'slug';
  return null;
}
