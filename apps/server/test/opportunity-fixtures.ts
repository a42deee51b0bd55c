import type { App } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import type { ClockPort } from '../src/platform/clock/clock.port.ts';
import { buildPerson, type Person } from './social.ts';

/** Hours in milliseconds, for moving a test clock. */
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** A member of staff with a session. */
export function buildStaff(db: Database, clock: ClockPort, role: 'staff' | 'admin' = 'staff'): Promise<Person> {
  return buildPerson(db, clock, { type: 'Listener', staff_role: role });
}

/** An artist (or band) with a verified e-mail and a session. */
export function buildArtist(db: Database, clock: ClockPort, overrides: Parameters<typeof buildPerson>[2] = {}): Promise<Person> {
  return buildPerson(db, clock, { type: 'Artist', first_name: 'Asha', last_name: 'Test', ...overrides });
}

/** The fields of an opportunity, open from an hour ago for a week unless overridden (times from `now`). */
export function opportunityFields(now: Date, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Monsoon Anthem for Chai Co.',
    brand_name: 'Chai Co.',
    category: 2,
    summary: 'Write the song of our monsoon campaign.',
    brief: 'We want a warm, rainy-day song.\n\nThirty seconds that make people want a cup of chai.',
    requirements: ['Original music only', 'Hindi or English'],
    reward: '₹50,000 and a feature in the campaign',
    accepts: 'songs',
    max_entries: 2,
    opens_at: new Date(now.getTime() - HOUR).toISOString(),
    closes_at: new Date(now.getTime() + 7 * DAY).toISOString(),
    results_at: new Date(now.getTime() + 14 * DAY).toISOString(),
    ...overrides,
  };
}

/** Publishes an opportunity through the staff call and answers its slug. */
export async function publishOpportunity(app: App, staff: Person, fields: Record<string, unknown>): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/staff/opportunities', headers: staff.headers, payload: fields });
  if (res.statusCode !== 200) throw new Error(`publish failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { result: { slug: string } }).result.slug;
}

/** The mails in the outbox to an address whose subject starts with a text. */
export async function listMails(db: Database, to: string, subjectStart: string) {
  const rows = await db.selectFrom('mail_outbox').select(['subject', 'text_body']).where('to_address', '=', to.toLowerCase()).orderBy('id').execute();
  return rows.filter((row) => row.subject.startsWith(subjectStart));
}

/** The texts of a person's notifications, newest first. */
export async function listNotificationTexts(app: App, person: Person): Promise<string[]> {
  const res = await app.inject({ url: '/api/notifications?limit=50', headers: person.headers });
  return (res.json() as { results: { message: { text: string } }[] }).results.map((item) => item.message.text);
}
