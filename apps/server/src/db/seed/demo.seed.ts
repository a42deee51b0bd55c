import type { Logger } from 'pino';
import { REGISTER_SOURCE } from '@indiwave/domain/constants';
import type { Config } from '../../config.ts';
import { hashPassword } from '../../modules/accounts/password-hasher.ts';
import { createStoragePort } from '../../platform/storage/create-storage-port.ts';
import { storePictureFiles } from '../../platform/storage/picture-files.ts';
import { nowIso, type Database } from '../database.ts';
import { renderAvatar } from './demo-avatar.ts';
import { DEMO_PEOPLE, type DemoPerson } from './demo-people.ts';
import { createDemoRepository, type DemoUserInsert } from './demo.repository.ts';

/** The shared password of every demo account. Demo content is never seeded in production (config.ts). */
export const DEMO_PASSWORD = 'indiwave-demo';

/** The demo accounts, for the README and the e2e tests: sign-in e-mail, type and shown name. */
export const DEMO_ACCOUNTS: { email: string; type: DemoPerson['type']; name: string }[] = DEMO_PEOPLE.map((person) => ({
  email: person.email,
  type: person.type,
  name: person.bandName ?? `${person.firstName} ${person.lastName}`,
}));

/** Where a demo user's generated picture is stored, relative to the media folder. */
function toAvatarKey(slug: string): string {
  return `avatars/${slug}.jpg`;
}

/**
 * Seeds the demo artists, bands and listeners once, when no demo user exists yet: their
 * profiles, places, genres, categories, verified e-mails, the demo password and a generated
 * profile picture under DATA_DIR/media/avatars. Re-running it changes nothing.
 */
export async function seedDemoContent(db: Database, config: Config, logger: Logger): Promise<void> {
  const repository = createDemoRepository(db);
  if (await repository.hasDemoUsers()) return;

  const started = Date.now();
  const genreIds = await repository.findIdsByName('genres', [...new Set(DEMO_PEOPLE.flatMap((p) => p.genres))]);
  const categoryIds = await repository.findIdsByName('artist_categories', [
    ...new Set(DEMO_PEOPLE.flatMap((p) => p.categories)),
  ]);
  // Pictures go to the media store (DATA_DIR/media, or S3 when configured).
  const storage = createStoragePort(config);

  const users = await Promise.all(
    DEMO_PEOPLE.map(async (person): Promise<DemoUserInsert> => {
      const name = person.bandName ?? `${person.firstName} ${person.lastName}`;
      const [place, passwordHash] = await Promise.all([
        repository.findPlaceIds(person.place),
        // The same argon2id hash as every password, so demo accounts sign in like any other.
        hashPassword(DEMO_PASSWORD),
        renderAvatar(name, person.colors).then((files) => storePictureFiles(storage, toAvatarKey(person.slug), files)),
      ]);
      const now = nowIso();
      return {
        user: {
          slug: person.slug,
          email: person.email,
          password_hash: passwordHash,
          type: person.type,
          first_name: person.firstName,
          last_name: person.lastName,
          band_name: person.bandName ?? null,
          bio: person.bio,
          profile_pic: toAvatarKey(person.slug),
          ...place,
          is_email_verified: 1,
          is_mobile_verified: 0,
          is_whatsapp_verified: 0,
          register_from: REGISTER_SOURCE.manual,
          // Demo inboxes do not exist: no newsletter for them.
          is_newsletter_subscribed: 0,
          is_demo: 1,
          created_at: now,
          updated_at: now,
        },
        genreIds: person.genres.flatMap((genre) => genreIds.get(genre) ?? []),
        categoryIds: person.categories.flatMap((category) => categoryIds.get(category) ?? []),
      };
    }),
  );

  const inserted = await repository.insertDemoUsers(users);
  logger.info({ accounts: inserted, ms: Date.now() - started }, 'demo content seeded');
}
