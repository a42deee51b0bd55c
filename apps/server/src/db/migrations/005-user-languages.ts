import type { MigrationContext } from './schema-helpers.ts';

/** A user's preferred languages (onboarding and the settings page), like user_genres. */
export async function up({ db }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('user_languages')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('language_id', 'integer', (c) => c.notNull().references('languages.id'))
    .addPrimaryKeyConstraint('user_languages_pk', ['user_id', 'language_id'])
    .execute();
}
