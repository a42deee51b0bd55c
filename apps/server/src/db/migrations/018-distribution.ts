import { sql } from 'kysely';
import { withId, type MigrationContext } from './schema-helpers.ts';

/**
 * The stores a release may go to. Rows, so a store is added or dropped without a release of the
 * app; `dpid` is the store's DDEX party id (the MessageRecipient of its deliveries).
 */
const STORES = [
  { slug: 'spotify', name: 'Spotify', dpid: 'PADPIDA2011072101T' },
  { slug: 'apple-music', name: 'Apple Music / iTunes', dpid: 'PADPIDA2005111101S' },
  { slug: 'youtube-music', name: 'YouTube Music', dpid: 'PADPIDA2013020802I' },
  { slug: 'amazon-music', name: 'Amazon Music', dpid: 'PADPIDA2007040502I' },
  { slug: 'jiosaavn', name: 'JioSaavn', dpid: 'PADPIDA2014040703R' },
  { slug: 'gaana', name: 'Gaana', dpid: 'PADPIDA2012101502Q' },
  { slug: 'wynk', name: 'Wynk Music', dpid: 'PADPIDA2015060901Z' },
  { slug: 'deezer', name: 'Deezer', dpid: 'PADPIDA2010100401S' },
  { slug: 'tidal', name: 'TIDAL', dpid: 'PADPIDA2014101501X' },
  { slug: 'instagram-facebook', name: 'Instagram and Facebook', dpid: 'PADPIDA2018082301A' },
];

/** ISO 3166-1 alpha-2 codes a deal may name (DDEX TerritoryCode); 'Worldwide' is its own code. */
const TERRITORY_CODES = 'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'.split(' ');

/**
 * Distribution (issue 18): releases with their tracks and masters, each step of their review,
 * the signed agreements (insert only: nothing updates or deletes one), and the counters ISRCs
 * and UPCs are assigned from (they only go up, so a code is never handed out twice).
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('distribution_stores'), dialect)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('dpid', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.insertInto('distribution_stores' as never).values(STORES.map((store, index) => ({ ...store, position: index + 1 })) as never).execute();

  await db.schema
    .createTable('distribution_territories')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  const territories = [{ code: 'Worldwide', name: 'Worldwide' }, ...TERRITORY_CODES.map((code) => ({ code, name: names.of(code) ?? code }))];
  await db.insertInto('distribution_territories' as never).values(territories as never).execute();

  await withId(db.schema.createTable('releases'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** single or album. */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('is_transfer', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull().defaultTo(''))
    /** JSON array of names, primary artist first. */
    .addColumn('artists', 'text', (c) => c.notNull())
    .addColumn('genre', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
    /** YYYY-MM-DD. */
    .addColumn('release_date', 'text', (c) => c.notNull())
    .addColumn('original_release_date', 'text')
    /** GTIN-12/13; the artist's own (a transfer) or assigned on approval. */
    .addColumn('upc', 'text', (c) => c.unique())
    .addColumn('spotify_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('apple_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('gaana_url', 'text', (c) => c.notNull().defaultTo(''))
    /** JSON arrays: the transfer's current platforms, store slugs, territory codes ('Worldwide' or ISO 3166-1 alpha-2). */
    .addColumn('platforms', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('stores', 'text', (c) => c.notNull())
    .addColumn('territories', 'text', (c) => c.notNull())
    .addColumn('artwork_key', 'text')
    /** draft, submitted, in_review, approved, delivered, live, rejected. */
    .addColumn('status', 'text', (c) => c.notNull())
    /** JSON array of { field, code, message } of the last rejection. */
    .addColumn('reject_reasons', 'text', (c) => c.notNull().defaultTo('[]'))
    /** The agreement signed for the release as it stands; cleared when a rejected release is changed. */
    .addColumn('agreement_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('releases_user_idx').on('releases').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('releases_status_idx').on('releases').columns(['status', 'id']).execute();

  await withId(db.schema.createTable('release_tracks'), dialect)
    .addColumn('release_id', 'integer', (c) => c.notNull().references('releases.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('artists', 'text', (c) => c.notNull())
    /** 12 characters without hyphens; the artist's own or assigned on approval. */
    .addColumn('isrc', 'text', (c) => c.unique())
    .addColumn('is_explicit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lyrics', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('caller_tune_start', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('audio_key', 'text')
    .addColumn('audio_name', 'text')
    .addColumn('audio_size', 'integer')
    .addColumn('duration_ms', 'integer')
    .addColumn('sample_rate', 'integer')
    .addColumn('bit_depth', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('release_tracks_release_idx').on('release_tracks').columns(['release_id', 'position']).execute();

  await withId(db.schema.createTable('release_events'), dialect)
    .addColumn('release_id', 'integer', (c) => c.notNull().references('releases.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    /** Who moved it: the artist, a member of staff, or null for the delivery. */
    .addColumn('actor_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('release_events_release_idx').on('release_events').columns(['release_id', 'id']).execute();

  await withId(db.schema.createTable('release_agreements'), dialect)
    .addColumn('release_id', 'integer', (c) => c.notNull().references('releases.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('release_title', 'text', (c) => c.notNull())
    /** The text as signed, and its SHA-256: a changed row no longer matches its digest. */
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('body_sha256', 'text', (c) => c.notNull())
    /** email or mobile, and where the code went. */
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('sent_to', 'text', (c) => c.notNull())
    /** The address the signer signed from. */
    .addColumn('signed_ip', 'text', (c) => c.notNull())
    .addColumn('signed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('release_agreements_user_idx').on('release_agreements').columns(['user_id', 'id']).execute();
  // Signed agreements are kept unchangeably: the database itself refuses to change or remove one.
  if (dialect === 'postgres') {
    await sql`CREATE FUNCTION release_agreements_frozen() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'signed agreements cannot be changed'; END; $$ LANGUAGE plpgsql`.execute(db);
    await sql`CREATE TRIGGER release_agreements_no_update BEFORE UPDATE OR DELETE ON release_agreements FOR EACH ROW EXECUTE FUNCTION release_agreements_frozen()`.execute(db);
  } else {
    await sql`CREATE TRIGGER release_agreements_no_update BEFORE UPDATE ON release_agreements BEGIN SELECT RAISE(ABORT, 'signed agreements cannot be changed'); END`.execute(db);
    await sql`CREATE TRIGGER release_agreements_no_delete BEFORE DELETE ON release_agreements BEGIN SELECT RAISE(ABORT, 'signed agreements cannot be changed'); END`.execute(db);
  }

  /** 'isrc' and 'upc': the next number of each; only ever increased. */
  await db.schema
    .createTable('distribution_code_counters')
    .addColumn('kind', 'text', (c) => c.primaryKey())
    .addColumn('next_value', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('distribution_code_counters' as never).values([{ kind: 'isrc', next_value: 1 }, { kind: 'upc', next_value: 1 }] as never).execute();
}
