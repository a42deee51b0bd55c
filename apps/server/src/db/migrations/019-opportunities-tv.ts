import { withId, type MigrationContext } from './schema-helpers.ts';

/**
 * The channel's programmes (/programme-format). Rows, so the TV team can change a slot without a
 * release; the demo schedule and every pitch refer to them.
 */
const TV_PROGRAMMES = [
  {
    slug: 'fresh-drop',
    name: 'Fresh Drop',
    length: '30 minutes, daily',
    slot: 'Daily at 8:00 PM IST',
    description: 'The newest independent music videos, many of them on television for the first time.',
    for_whom: 'Videos of songs released in the last eight weeks.',
  },
  {
    slug: 'the-countdown',
    name: 'The Countdown',
    length: '60 minutes, weekly',
    slot: 'Sundays at 7:00 PM IST',
    description: 'The twenty independent videos viewers loved most this week, ranked by plays and claps on the platform.',
    for_whom: 'Any video aired on the channel; the audience decides.',
  },
  {
    slug: 'regional-wave',
    name: 'Regional Wave',
    length: '30 minutes, one language each day',
    slot: 'Daily at 6:00 PM IST',
    description: 'Independent music in Punjabi, Tamil, Telugu, Bengali, Marathi, Malayalam, Kannada and more, one language at a time.',
    for_whom: 'Videos in Indian languages other than Hindi and English.',
  },
  {
    slug: 'artist-spotlight',
    name: 'Artist Spotlight',
    length: '30 minutes, weekly',
    slot: 'Fridays at 9:00 PM IST',
    description: 'One artist or band in depth: their story, an interview and three or four of their videos.',
    for_whom: 'Artists with at least three strong videos and a complete e-Press Kit.',
  },
  {
    slug: 'studio-sessions',
    name: 'Studio Sessions',
    length: '30 minutes, weekly',
    slot: 'Saturdays at 9:00 PM IST',
    description: 'Live performances recorded in our studio or on location, unplugged and unedited.',
    for_whom: 'Artists invited by our programming team, often from recent submissions.',
  },
  {
    slug: 'opportunity-winners',
    name: 'Opportunity Winners',
    length: '15-minute specials',
    slot: 'After each campaign announces its winners',
    description: 'The artists who won brand opportunities, with the work they made for the brand.',
    for_whom: 'Winners of opportunities on the platform.',
  },
];

/**
 * Opportunities and Indiwave TV (issue 19): briefs, saves (with their reminder), requests to be
 * told when one opens, applications with their songs and videos and every move they made; the
 * channel's programmes, CBFC certificates, pitches and their timelines.
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('opportunities'), dialect)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('brand_name', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('brief', 'text', (c) => c.notNull())
    /** JSON array of lines. */
    .addColumn('requirements', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('reward', 'text', (c) => c.notNull())
    .addColumn('image_key', 'text')
    /** songs, videos or both. */
    .addColumn('accepts', 'text', (c) => c.notNull())
    .addColumn('max_entries', 'integer', (c) => c.notNull())
    .addColumn('is_pro_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('opens_at', 'text', (c) => c.notNull())
    .addColumn('closes_at', 'text', (c) => c.notNull())
    .addColumn('results_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('opportunities_closes_idx').on('opportunities').columns(['closes_at', 'id']).execute();
  await db.schema.createIndex('opportunities_opens_idx').on('opportunities').columns(['opens_at', 'id']).execute();
  await db.schema.createIndex('opportunities_category_idx').on('opportunities').columns(['category_id', 'closes_at']).execute();

  // A saved opportunity; reminded_at is set once, when the 48-hour reminder goes out.
  await withId(db.schema.createTable('opportunity_saves'), dialect)
    .addColumn('opportunity_id', 'integer', (c) => c.notNull().references('opportunities.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('reminded_at', 'text')
    .addUniqueConstraint('opportunity_saves_unique', ['opportunity_id', 'user_id'])
    .execute();
  await db.schema.createIndex('opportunity_saves_user_idx').on('opportunity_saves').columns(['user_id', 'created_at']).execute();

  // 'Tell me when it opens' on an upcoming opportunity; notified_at once told.
  await withId(db.schema.createTable('opportunity_invites'), dialect)
    .addColumn('opportunity_id', 'integer', (c) => c.notNull().references('opportunities.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('notified_at', 'text')
    .addUniqueConstraint('opportunity_invites_unique', ['opportunity_id', 'user_id'])
    .execute();

  // One application per artist and opportunity; a withdrawn one is the same row applied again.
  await withId(db.schema.createTable('opportunity_applications'), dialect)
    .addColumn('opportunity_id', 'integer', (c) => c.notNull().references('opportunities.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** applied, shortlisted, won, not_selected, withdrawn. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reason_code', 'text')
    .addColumn('decision_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('submitted_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addUniqueConstraint('opportunity_applications_unique', ['opportunity_id', 'user_id'])
    .execute();
  await db.schema.createIndex('opportunity_applications_user_idx').on('opportunity_applications').columns(['user_id', 'updated_at']).execute();
  await db.schema.createIndex('opportunity_applications_status_idx').on('opportunity_applications').columns(['opportunity_id', 'status']).execute();

  await db.schema
    .createTable('opportunity_application_entries')
    .addColumn('application_id', 'integer', (c) => c.notNull().references('opportunity_applications.id').onDelete('cascade'))
    /** song or video. */
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('opportunity_application_entries_pk', ['application_id', 'item_type', 'item_id'])
    .execute();

  // Every move of an application: the artist's timeline and the audit of decisions.
  await withId(db.schema.createTable('opportunity_application_events'), dialect)
    .addColumn('application_id', 'integer', (c) => c.notNull().references('opportunity_applications.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('opportunity_application_events_idx').on('opportunity_application_events').columns(['application_id', 'id']).execute();

  await withId(db.schema.createTable('tv_programmes'), dialect)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('length', 'text', (c) => c.notNull())
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('for_whom', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('tv_programmes' as never)
    .values(TV_PROGRAMMES.map((programme, position) => ({ ...programme, position })) as never)
    .execute();

  await withId(db.schema.createTable('tv_certificates'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('tv_pitches'), dialect)
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** submitted, in_review, accepted, scheduled, aired, declined. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('is_submit_tv', 'integer', (c) => c.notNull())
    .addColumn('is_submit_website', 'integer', (c) => c.notNull())
    .addColumn('video_released', 'integer', (c) => c.notNull())
    .addColumn('track_embedded', 'integer', (c) => c.notNull())
    .addColumn('track_released', 'integer', (c) => c.notNull())
    .addColumn('usermessage', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('certificate_id', 'integer', (c) => c.references('tv_certificates.id').onDelete('set null'))
    .addColumn('programme_id', 'integer', (c) => c.references('tv_programmes.id'))
    .addColumn('scheduled_at', 'text')
    .addColumn('aired_at', 'text')
    .addColumn('decline_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tv_pitches_user_idx').on('tv_pitches').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('tv_pitches_video_idx').on('tv_pitches').column('video_id').execute();
  await db.schema.createIndex('tv_pitches_schedule_idx').on('tv_pitches').columns(['status', 'scheduled_at']).execute();

  await withId(db.schema.createTable('tv_pitch_events'), dialect)
    .addColumn('pitch_id', 'integer', (c) => c.notNull().references('tv_pitches.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tv_pitch_events_idx').on('tv_pitch_events').columns(['pitch_id', 'id']).execute();
}
