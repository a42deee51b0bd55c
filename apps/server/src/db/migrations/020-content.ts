import { flag, withId, type MigrationContext } from './schema-helpers.ts';

/**
 * Blogs, advertisements, first-party analytics events and the pictures the team uploads for
 * them (issue 20).
 *
 * - content_images: every picture `POST staff/images` stored, with its purpose and size, so a
 *   post or a campaign can only name a picture made for its place.
 * - blog_categories, blog_posts: Markdown as written and the sanitised HTML readers get
 *   (rendered on save); `user_id` is the author (the comments module reads it as the owner).
 * - ad_campaigns: banners, popups, issue notices and companion ads (song_id); deleted campaigns
 *   keep their row (deleted_at) so the roll-ups still have a name.
 * - site_events: one row per event of the current days, four integers (day since the epoch, the
 *   name, the page, the ad or 0); rolled up into site_events_daily and then deleted.
 * - site_event_once: the impressions and clicks already counted (a hash of page view and ad).
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('content_images')
    .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('blog_categories'), dialect)
    .addColumn('slug', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('blog_posts'), dialect)
    .addColumn('slug', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('body_md', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('reading_minutes', 'integer', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('blog_categories.id'))
    .addColumn('image_key', 'varchar(200)')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('is_published', 'integer', flag(0))
    .addColumn('published_at', 'text')
    .addColumn('announced_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('blog_posts_published_idx').on('blog_posts').columns(['is_published', 'published_at']).execute();
  await db.schema.createIndex('blog_posts_category_idx').on('blog_posts').columns(['category_id', 'is_published', 'published_at']).execute();

  await withId(db.schema.createTable('ad_campaigns'), dialect)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('placement', 'varchar(20)', (c) => c.notNull())
    .addColumn('image_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('image_mobile_key', 'varchar(200)')
    .addColumn('landing_url', 'text', (c) => c.notNull())
    /** A JSON list of page keys. */
    .addColumn('display_pages', 'text', (c) => c.notNull())
    .addColumn('for_pro', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('start_time', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('end_time', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('song_id', 'integer', (c) => c.references('songs.id').onDelete('set null'))
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('is_active', 'integer', flag(1))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema.createIndex('ad_campaigns_placement_idx').on('ad_campaigns').columns(['placement', 'is_active']).execute();

  await withId(db.schema.createTable('site_event_names'), dialect)
    .addColumn('category', 'varchar(100)', (c) => c.notNull())
    .addColumn('action', 'varchar(100)', (c) => c.notNull())
    .addColumn('label', 'varchar(100)', (c) => c.notNull())
    .addUniqueConstraint('site_event_names_unique', ['category', 'action', 'label'])
    .execute();
  await withId(db.schema.createTable('site_event_pages'), dialect)
    .addColumn('page_key', 'varchar(40)', (c) => c.notNull().unique())
    .execute();

  // No key and no index: rows are only appended, then read whole day by day by the roll-up.
  await db.schema
    .createTable('site_events')
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('name_id', 'integer', (c) => c.notNull())
    .addColumn('page_id', 'integer', (c) => c.notNull())
    .addColumn('ad_id', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('site_events_daily')
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('name_id', 'integer', (c) => c.notNull())
    .addColumn('page_id', 'integer', (c) => c.notNull())
    .addColumn('ad_id', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('site_events_daily_pk', ['day', 'name_id', 'page_id', 'ad_id'])
    .execute();
  await db.schema.createIndex('site_events_daily_ad_idx').on('site_events_daily').columns(['ad_id', 'day']).execute();

  // One row per rolled-up day: the claim that keeps two instances from rolling a day up twice.
  await db.schema
    .createTable('site_rollups')
    .addColumn('day', 'integer', (c) => c.primaryKey())
    .addColumn('events', 'integer', (c) => c.notNull())
    .addColumn('rolled_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('site_event_once')
    .addColumn('key', 'varchar(44)', (c) => c.primaryKey())
    .addColumn('day', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('site_event_once_day_idx').on('site_event_once').column('day').execute();
}
