import { flag, withId, type MigrationContext } from './schema-helpers.ts';

const NAMED_TABLES = ['genres', 'languages', 'moods', 'artist_categories', 'band_roles'] as const;

/** Reference data, people, the mail outbox and the contact form. */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  for (const name of NAMED_TABLES) {
    await withId(db.schema.createTable(name), dialect)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }

  await withId(db.schema.createTable('countries'), dialect)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('iso_code', 'text', (c) => c.notNull().unique())
    .addColumn('phone_code', 'text', (c) => c.notNull())
    .execute();
  await withId(db.schema.createTable('states'), dialect)
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('iso_code', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('states_country_idx').on('states').column('country_id').execute();
  await withId(db.schema.createTable('cities'), dialect)
    .addColumn('state_id', 'integer', (c) => c.notNull().references('states.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cities_state_idx').on('cities').columns(['state_id', 'name']).execute();

  await withId(db.schema.createTable('users'), dialect)
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('band_name', 'text')
    .addColumn('bio', 'text')
    .addColumn('profile_pic', 'text')
    .addColumn('cover_pic', 'text')
    .addColumn('mobile', 'text')
    .addColumn('mobile_country_code', 'text')
    .addColumn('is_email_verified', 'integer', flag(0))
    .addColumn('is_mobile_verified', 'integer', flag(0))
    .addColumn('is_whatsapp_verified', 'integer', flag(0))
    .addColumn('whatsapp_number', 'text')
    .addColumn('country_id', 'integer', (c) => c.references('countries.id'))
    .addColumn('state_id', 'integer', (c) => c.references('states.id'))
    .addColumn('city_id', 'integer', (c) => c.references('cities.id'))
    .addColumn('other_city', 'text')
    .addColumn('register_from', 'integer', flag(0))
    .addColumn('is_newsletter_subscribed', 'integer', flag(1))
    .addColumn('is_demo', 'integer', flag(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // Slugs and e-mails are compared case-insensitively: both are stored lower-cased.
  await db.schema.createIndex('users_slug_key').on('users').column('slug').unique().execute();
  await db.schema.createIndex('users_email_key').on('users').column('email').unique().execute();

  await db.schema
    .createTable('user_artist_categories')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('artist_categories.id'))
    .addPrimaryKeyConstraint('user_artist_categories_pk', ['user_id', 'category_id'])
    .execute();
  await db.schema
    .createTable('user_genres')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('genre_id', 'integer', (c) => c.notNull().references('genres.id'))
    .addPrimaryKeyConstraint('user_genres_pk', ['user_id', 'genre_id'])
    .execute();

  await withId(db.schema.createTable('mail_outbox'), dialect)
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_outbox_to_idx').on('mail_outbox').columns(['to_address', 'id']).execute();

  await withId(db.schema.createTable('contact_messages'), dialect)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('captcha_spent')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}
