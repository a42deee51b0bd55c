import type { Logger } from 'pino';
import { REGISTER_SOURCE, type StaffRole } from '@indiwave/domain/constants';
import { hashPassword } from '../../modules/accounts/password-hasher.ts';
import { nowIso, type Database } from '../database.ts';
import { DEMO_PASSWORD } from './demo.seed.ts';
import { createDemoRepository } from './demo.repository.ts';

/** The demo's member of the team: reviews applications and TV pitches (README, demo accounts). */
export const DEMO_STAFF = {
  slug: 'nisha-rao',
  email: 'staff@demo.indiwave.local',
  firstName: 'Nisha',
  lastName: 'Rao',
  role: 'admin' satisfies StaffRole,
} as const;

/**
 * Makes the demo staff account when it is missing (also on a database seeded before roles
 * existed): a listener-type account in Bengaluru with a verified e-mail, the demo password and
 * the admin role, so the demo shows every review screen. Re-running it changes nothing.
 */
export async function seedDemoStaff(db: Database, logger: Logger): Promise<void> {
  const found = await db.selectFrom('users').select('id').where('email', '=', DEMO_STAFF.email).executeTakeFirst();
  if (found) return;
  const now = nowIso();
  // A place, as every account has one: without it the sign-in would first ask for the city (register step 2).
  const place = await createDemoRepository(db).findPlaceIds({ country: 'IN', state: 'KA', city: 'Bengaluru' });
  const row = await db
    .insertInto('users')
    .values({
      slug: DEMO_STAFF.slug,
      email: DEMO_STAFF.email,
      password_hash: await hashPassword(DEMO_PASSWORD),
      type: 'Listener',
      first_name: DEMO_STAFF.firstName,
      last_name: DEMO_STAFF.lastName,
      bio: 'Artist relations at the team: reads every application and every TV pitch.',
      is_email_verified: 1,
      is_mobile_verified: 0,
      is_whatsapp_verified: 0,
      register_from: REGISTER_SOURCE.manual,
      is_newsletter_subscribed: 0,
      is_demo: 1,
      staff_role: DEMO_STAFF.role,
      ...place,
      created_at: now,
      updated_at: now,
    })
    // Another instance seeding at the same moment, or a person who took the slug: skip, never duplicate.
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (row) logger.info({ email: DEMO_STAFF.email, role: DEMO_STAFF.role }, 'demo staff account seeded');
}
