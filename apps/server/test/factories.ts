import crypto from 'node:crypto';
import type { Insertable } from 'kysely';
import type { App } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import type { UsersTable } from '../src/db/tables.ts';
import { hashPassword } from '../src/modules/accounts/password-hasher.ts';

/** The password every built user has unless told otherwise. */
export const TEST_PASSWORD = 'Secret123';

let defaultHash: Promise<string> | undefined;

export type BuiltUser = { id: number; email: string; slug: string; password: string | null };

/**
 * Inserts a user straight into the database (as Outline's buildUser does): a listener with a
 * verified e-mail and the test password unless overridden. E-mail and slug are unique per call.
 */
export async function buildUser(
  db: Database,
  overrides: Partial<Insertable<UsersTable>> & { password?: string | null; artistTypeIds?: number[] } = {},
): Promise<BuiltUser> {
  const { password = TEST_PASSWORD, artistTypeIds = [], ...columns } = overrides;
  const tag = crypto.randomBytes(4).toString('hex');
  const now = new Date().toISOString();
  const passwordHash = password === null ? null : password === TEST_PASSWORD ? await (defaultHash ??= hashPassword(TEST_PASSWORD)) : await hashPassword(password);
  const values: Insertable<UsersTable> = {
    slug: `user-${tag}`,
    email: `user-${tag}@example.com`,
    password_hash: passwordHash,
    type: 'Listener',
    first_name: 'Test',
    last_name: 'User',
    is_email_verified: 1,
    is_mobile_verified: 0,
    is_whatsapp_verified: 0,
    register_from: 0,
    is_newsletter_subscribed: 1,
    is_demo: 0,
    created_at: now,
    updated_at: now,
    ...columns,
  };
  const { id } = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
  if (artistTypeIds.length) await db.insertInto('user_artist_categories').values(artistTypeIds.map((category_id) => ({ user_id: id, category_id }))).execute();
  return { id, email: values.email, slug: values.slug, password };
}

/** Signs in through the API and returns the session key. */
export async function signIn(app: App, email: string, password = TEST_PASSWORD, remoteAddress = '10.0.0.1'): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/obtain_auth_token', payload: { email, password }, remoteAddress });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { result: { token: string } }).result.token;
}

/** The header the web app sends: 'Token ' + key. */
export function tokenHeader(key: string): { authorization: string } {
  return { authorization: `Token ${key}` };
}

/** The newest mail to an address, from the outbox. */
export async function readLatestMail(db: Database, to: string) {
  return db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to.toLowerCase()).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** The six-digit code of the newest mail to an address. */
export async function readMailedCode(db: Database, to: string): Promise<string> {
  const mail = await readLatestMail(db, to);
  const code = /\b(\d{6})\b/.exec(mail?.subject ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

/** The path of the newest mailed link ('/reset-password/…' or '/verify-email/…') to an address. */
export async function readMailedLink(db: Database, to: string): Promise<{ path: string; uidb64: string; token: string }> {
  const mail = await readLatestMail(db, to);
  const match = /https?:\/\/[^/\s]+(\/(?:reset-password|verify-email)\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+))/.exec(mail?.text_body ?? '');
  if (!match) throw new Error(`no link mailed to ${to}`);
  return { path: match[1], uidb64: match[2], token: match[3] };
}

/** The id of a reference item by name (artist category, genre, language). */
export async function findNamedId(db: Database, table: 'artist_categories' | 'genres' | 'languages', name: string): Promise<number> {
  return (await db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

/** India's id, Maharashtra's id and Mumbai's id, for place forms. */
export async function findIndianPlace(db: Database): Promise<{ country: number; state: number; city: number; otherState: number }> {
  const country = (await db.selectFrom('countries').select('id').where('iso_code', '=', 'IN').executeTakeFirstOrThrow()).id;
  const state = (await db.selectFrom('states').select('id').where('country_id', '=', country).where('name', '=', 'Maharashtra').executeTakeFirstOrThrow()).id;
  const otherState = (await db.selectFrom('states').select('id').where('country_id', '=', country).where('name', '=', 'Karnataka').executeTakeFirstOrThrow()).id;
  const city = (await db.selectFrom('cities').select('id').where('state_id', '=', state).where('name', '=', 'Mumbai').executeTakeFirstOrThrow()).id;
  return { country, state, city, otherState };
}
