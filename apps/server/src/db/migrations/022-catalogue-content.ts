import type { MigrationContext } from './schema-helpers.ts';

/**
 * The staff console's catalogue screens (issue 21 item 5): TV programmes and radio stations,
 * seeded by migrations 019 and 010, become the team's to edit. A programme or station is never
 * deleted (pitches point at it and keep showing it): it is retired, `retired_at` set, and then
 * takes no new pitches.
 */
export async function up({ db }: MigrationContext): Promise<void> {
  await db.schema.alterTable('tv_programmes').addColumn('retired_at', 'text').execute();
  await db.schema.alterTable('radio_stations').addColumn('retired_at', 'text').execute();
}
