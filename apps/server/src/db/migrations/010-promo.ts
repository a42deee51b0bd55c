import { withId, type MigrationContext } from './schema-helpers.ts';

/**
 * The 11 partner radio stations (spec 2 §9 'Pitching is to 11 radio stations'). Kept as rows so
 * the team can change a contact without a release; their addresses are on a reserved domain
 * until real ones are agreed.
 */
const RADIO_STATIONS = [
  { slug: 'radio-indigo-bengaluru', name: 'Radio Indigo', city: 'Bengaluru', genre_focus: 'Indie, rock' },
  { slug: 'fever-fm-delhi', name: 'Fever FM', city: 'Delhi', genre_focus: 'Bollywood, pop' },
  { slug: 'radio-city-mumbai', name: 'Radio City', city: 'Mumbai', genre_focus: 'Pop, hip-hop' },
  { slug: 'red-fm-kolkata', name: 'Red FM', city: 'Kolkata', genre_focus: 'Bengali, folk' },
  { slug: 'radio-mirchi-chennai', name: 'Radio Mirchi', city: 'Chennai', genre_focus: 'Tamil, film' },
  { slug: 'club-fm-kochi', name: 'Club FM', city: 'Kochi', genre_focus: 'Malayalam, indie' },
  { slug: 'big-fm-pune', name: 'Big FM', city: 'Pune', genre_focus: 'Marathi, pop' },
  { slug: 'radio-one-hyderabad', name: 'Radio One', city: 'Hyderabad', genre_focus: 'Telugu, electronic' },
  { slug: 'vividh-bharati-jaipur', name: 'Vividh Bharati', city: 'Jaipur', genre_focus: 'Classical, folk' },
  { slug: 'hello-fm-shillong', name: 'Hello FM', city: 'Shillong', genre_focus: 'Rock, blues' },
  { slug: 'radio-mango-goa', name: 'Radio Mango', city: 'Goa', genre_focus: 'Jazz, world' },
].map((station) => ({ ...station, email: `${station.slug}@radio.example` }));

/**
 * Promo tools (issue 8 item 5): promo animation renders, radio stations and pitches, pre-save
 * links with their fans, and a row per tool use.
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  // A promo animation: what to render, where the render stands, and its mp4 once done.
  await withId(db.schema.createTable('promo_renders'), dialect)
    /** Random, URL-safe: the id the API and the web use. */
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('song_id', 'integer', (c) => c.notNull().references('songs.id').onDelete('cascade'))
    /** '9:16' or '1:1'. */
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('clip_start_s', 'integer', (c) => c.notNull())
    .addColumn('clip_seconds', 'integer', (c) => c.notNull())
    /** queued, rendering, done, failed, cancelled. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    /** Bumped by every restart: a job of an older generation may no longer write. */
    .addColumn('generation', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('output_key', 'text')
    .addColumn('size', 'integer')
    .addColumn('render_ms', 'integer')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('promo_renders_user_idx').on('promo_renders').columns(['user_id', 'created_at']).execute();

  await withId(db.schema.createTable('radio_stations'), dialect)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('genre_focus', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('radio_stations' as never)
    .values(RADIO_STATIONS.map((station, position) => ({ ...station, position })) as never)
    .execute();

  // One pitch per song and station.
  await withId(db.schema.createTable('radio_pitches'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('song_id', 'integer', (c) => c.notNull().references('songs.id').onDelete('cascade'))
    .addColumn('station_id', 'integer', (c) => c.notNull().references('radio_stations.id').onDelete('cascade'))
    .addColumn('message', 'text', (c) => c.notNull())
    /** sent, accepted, declined. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text')
    .addUniqueConstraint('radio_pitches_song_station_unique', ['song_id', 'station_id'])
    .execute();
  await db.schema.createIndex('radio_pitches_user_idx').on('radio_pitches').columns(['user_id', 'created_at']).execute();

  // A pre-save link of an upcoming song or album (/sdlink/{slug}).
  await withId(db.schema.createTable('presave_links'), dialect)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** 'song' or 'album'; item_id is its id. One link per item. */
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('notified_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('presave_links_item_unique', ['item_type', 'item_id'])
    .execute();

  // Fans waiting for a release: one row per link and address (lower-cased).
  await withId(db.schema.createTable('presave_fans'), dialect)
    .addColumn('link_id', 'integer', (c) => c.notNull().references('presave_links.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('notified_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('presave_fans_link_email_unique', ['link_id', 'email'])
    .execute();

  // A row per use of a tool (counted on the tools page).
  await withId(db.schema.createTable('promo_tool_uses'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tool', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('promo_tool_uses_user_idx').on('promo_tool_uses').columns(['user_id', 'tool']).execute();
}
