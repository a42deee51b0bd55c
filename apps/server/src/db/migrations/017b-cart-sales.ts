import type { MigrationContext } from './schema-helpers.ts';

/**
 * An artist's sales (issue 17, part 2): the lines they sold are found by seller, so the index
 * keeps 'My sales' quick however many orders the shop takes.
 */
export async function up({ db }: MigrationContext): Promise<void> {
  await db.schema.createIndex('order_items_seller_idx').on('order_items').columns(['seller_id', 'order_id']).execute();
}

