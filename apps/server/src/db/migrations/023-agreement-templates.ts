import { DEFAULT_AGREEMENT_TEMPLATE } from '@indiwave/domain/rules/agreement-template';
import { withId, type MigrationContext } from './schema-helpers.ts';

/**
 * Agreement templates (issue 21 item 5): the distribution agreement's text, with placeholders,
 * becomes the team's to write. Each change is a new version (rows are never changed); the newest
 * is the one new agreements are made from. Signed agreements keep their whole text
 * (release_agreements.body), so a later version never changes what someone signed.
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('agreement_templates'), dialect)
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db
    .insertInto('agreement_templates' as never)
    .values({ body: DEFAULT_AGREEMENT_TEMPLATE, note: 'The first version.', created_by: null, created_at: '2026-11-28T00:00:00.000Z' } as never)
    .execute();
}
