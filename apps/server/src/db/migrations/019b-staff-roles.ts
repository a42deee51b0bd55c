import type { MigrationContext } from './schema-helpers.ts';

/**
 * The team's roles (docs/decisions.md, Staff): a user is 'staff' (reviews opportunities, TV
 * pitches, releases …), 'admin' (staff who also manage roles) or neither (null). Granted and
 * revoked with `npm run admin`; read with the session on every request, so a revoke takes
 * effect at once.
 */
export async function up({ db }: MigrationContext): Promise<void> {
  await db.schema.alterTable('users').addColumn('staff_role', 'varchar(10)').execute();
  await db.schema.createIndex('users_staff_role_idx').on('users').column('staff_role').execute();
}
