import { sql, type RawBuilder } from 'kysely';
import type { Database, Dialect } from '../apps/server/src/db/database.ts';
import { SEARCH_INDEX_VERSION } from '../apps/server/src/modules/search/search-index.service.ts';

/**
 * Fills a benchmark's own, freshly migrated database with `artists` artists and `songs` songs
 * and their search documents, in bulk SQL (a recursive CTE on SQLite, generate_series on
 * PostgreSQL), the way the search index service would have written them: one document per
 * public song (every 20th song is private and has none) and one per artist.
 *
 * Titles are 1 to 3 words of a made-up vocabulary (syllables, some accented) picked by a
 * linear congruential hash of the id, so both dialects hold the very same rows. The plain
 * indexes are dropped during the load and made again after it (a bulk load's usual way);
 * unique constraints and the full-text triggers stay, so the index is filled as the app does.
 */

const SYLLABLES = ['ka', 'ri', 'mo', 'na', 'sa', 'ta', 'le', 'vi', 'ra', 'du', 'pe', 'lo', 'mi', 'ze', 'bo', 'ché', 'fi', 'gu', 'há', 'jo', 'ku', 'ly', 'ne', 'or', 'pa', 'qui', 'ru', 'sé', 'ti', 'um'];
const VOCABULARY_SIZE = 8_000;
const TABLES = ['users', 'songs', 'search_documents'];

/** A seeded pseudo-random source, so every run (and both dialects) draw the same. */
export function createRandom(seed = 42) {
  let state = seed;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return { random, pick: <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] };
}

/** The words titles and names are made of, as shown (capitalised, with accents) and as indexed. */
export function makeVocabulary(): { word: string; norm: string }[] {
  const { random, pick } = createRandom(7);
  return Array.from({ length: VOCABULARY_SIZE }, () => {
    const norm = Array.from({ length: 2 + Math.floor(random() * 2) }, () => pick(SYLLABLES)).join('');
    return { word: norm[0].toUpperCase() + norm.slice(1), norm: norm.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') };
  });
}

type Sizes = { songs: number; artists: number };

export async function fillDatabase(db: Database, dialect: Dialect, sizes: Sizes): Promise<{ seconds: number; vocabulary: string[] }> {
  const started = Date.now();
  const vocabulary = makeVocabulary();
  const run = (query: RawBuilder<unknown>) => query.execute(db);

  // 1..n, and an ISO time `step` seconds apart per row.
  const series = (n: number) => (dialect === 'postgres' ? sql`select n from generate_series(1::bigint, ${sql.lit(n)}) as n` : sql`with recursive seq(n) as (select 1 union all select n + 1 from seq where n < ${sql.lit(n)}) select n from seq`);
  const isoAt = (epoch: RawBuilder<unknown>) =>
    dialect === 'postgres' ? sql`to_char(to_timestamp(${epoch}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${epoch}, 'unixepoch')`;
  // Three chained hashes of n (31 bits each; the low bits of an LCG repeat, so they are shifted off).
  const hashed = (n: number) => sql`select n, h1, h2, (h2 * 1103515245 + 12345) % 2147483648 as h3 from (
      select n, h1, (h1 * 1103515245 + 12345) % 2147483648 as h2 from (select n, (n * 1103515245 + 12345) % 2147483648 as h1 from (${series(n)}) s) a) b`;
  const wordOf = (hash: string) => sql`1 + (${sql.ref(hash)} / 256) % ${sql.lit(VOCABULARY_SIZE)}`;

  if (dialect === 'sqlite') {
    await run(sql`pragma synchronous = off`);
    await run(sql`pragma cache_size = -262144`);
  } else {
    await run(sql`set synchronous_commit = off`);
  }

  // Plain indexes out during the load (made again below), unique constraints kept.
  const indexes =
    dialect === 'postgres'
      ? (await sql<{ name: string; definition: string }>`select indexname as name, indexdef as definition from pg_indexes where schemaname = current_schema() and tablename in (${sql.join(TABLES)}) and indexname not in (select conname from pg_constraint)`.execute(db)).rows
      : (await sql<{ name: string; definition: string }>`select name, sql as definition from sqlite_master where type = 'index' and sql is not null and tbl_name in (${sql.join(TABLES)})`.execute(db)).rows;
  for (const index of indexes) await run(sql`drop index ${sql.ref(index.name)}`);

  await run(sql`create table bench_words (id integer primary key, word text not null, norm text not null)`);
  for (let i = 0; i < vocabulary.length; i += 1000) {
    const rows = vocabulary.slice(i, i + 1000).map((w, j) => sql`(${i + j + 1}, ${w.word}, ${w.norm})`);
    await run(sql`insert into bench_words (id, word, norm) values ${sql.join(rows)}`);
  }

  // SQLite: one transaction for the whole load (its single connection is the transaction's).
  const load = async (body: (run: (query: RawBuilder<unknown>) => Promise<unknown>) => Promise<void>) =>
    dialect === 'sqlite' ? db.transaction().execute((trx) => body((query) => query.execute(trx))) : body(run);
  await load(async (run) => {
    await run(sql`insert into users (id, slug, email, type, first_name, last_name, is_email_verified, is_mobile_verified, is_whatsapp_verified, register_from, is_newsletter_subscribed, is_demo, created_at, updated_at)
      select n, 'artist-' || n, 'artist-' || n || '@bench.invalid', 'Artist', f.word, l.word, 1, 0, 0, 0, 0, 1, ${isoAt(sql`1690000000 + n * 60`)}, ${isoAt(sql`1690000000 + n * 60`)}
      from (${hashed(sizes.artists)}) h join bench_words f on f.id = ${wordOf('h1')} join bench_words l on l.id = ${wordOf('h2')}`);
    await run(sql`insert into search_documents (item_type, item_id, owner_id, slug, title, subtitle, artist_slug, image, title_norm, body_norm, visible_from, created_at)
      select 'artist', n, n, 'artist-' || n, f.word || ' ' || l.word, 'Artist', 'artist-' || n, null, f.norm || ' ' || l.norm, 'artist ' || n, '', ${isoAt(sql`1690000000 + n * 60`)}
      from (${hashed(sizes.artists)}) h join bench_words f on f.id = ${wordOf('h1')} join bench_words l on l.id = ${wordOf('h2')} order by n`);

    // A song: 1 to 3 words (h3 decides), an owner (h2), plays and claps for 'recommended' (h3).
    const songRows = sql`select n, 1 + (h2 / 256) % ${sql.lit(sizes.artists)} as user_id,
        w1.word || coalesce(' ' || w2.word, '') || coalesce(' ' || w3.word, '') as title,
        w1.norm || coalesce(' ' || w2.norm, '') || coalesce(' ' || w3.norm, '') as title_norm,
        case when n % 20 = 0 then 0 else 1 end as is_public, (h3 / 256) % 1000 as play_count, (h3 / 65536) % 50 as clap_count,
        ${isoAt(sql`1700000000 + n * 50`)} as created_at
      from (${hashed(sizes.songs)}) h
      join bench_words w1 on w1.id = ${wordOf('h1')}
      left join bench_words w2 on (h3 / 256) % 3 >= 1 and w2.id = 1 + (h2 / 512) % ${sql.lit(VOCABULARY_SIZE)}
      left join bench_words w3 on (h3 / 256) % 3 = 2 and w3.id = 1 + (h3 / 512) % ${sql.lit(VOCABULARY_SIZE)}`;
    await run(sql`insert into songs (id, user_id, slug, title, sku, original_file_id, media_status, is_public, play_count, clap_count, created_at, updated_at)
      select n, user_id, 'song-' || n, title, 'SNG-' || n, 0, 'ready', is_public, play_count, clap_count, created_at, created_at from (${songRows}) g`);
    await run(sql`insert into search_documents (item_type, item_id, owner_id, slug, title, subtitle, artist_slug, image, title_norm, body_norm, visible_from, created_at)
      select 'music', g.n, g.user_id, 'song-' || g.n, g.title, a.title, a.slug, null, g.title_norm, a.title_norm, '', g.created_at
      from (${songRows}) g join search_documents a on a.item_type = 'artist' and a.item_id = g.user_id where g.is_public = 1 order by g.n`);
  });

  await run(sql`drop table bench_words`);
  if (dialect === 'postgres') await run(sql`set maintenance_work_mem = '512MB'`);
  for (const index of indexes) await run(sql.raw(index.definition));
  if (dialect === 'postgres') {
    for (const table of ['users', 'songs']) await run(sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`);
    // What autovacuum does to a settled table: statistics and the visibility map.
    await run(sql`vacuum analyze`);
  } else {
    await run(sql`analyze`);
    await run(sql`pragma optimize`);
    await run(sql`pragma synchronous = normal`);
  }
  await db.insertInto('search_meta').values({ key: 'version', value: SEARCH_INDEX_VERSION }).execute();
  return { seconds: (Date.now() - started) / 1000, vocabulary: vocabulary.map((w) => w.norm) };
}
