import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { normalizeSearchText, toSearchTerms } from '@indiwave/domain/rules/search-text';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { createSearchRepository, type SearchItemType } from '../apps/server/src/modules/search/search.repository.ts';

/**
 * Search on 1,000,000 songs and 100,000 artists in a throwaway SQLite database: p50/p95 of
 * prefix searches through the search repository (the query sdsearch-by-type and sdsearch run),
 * against the lookup of one song by slug on the same database in the same run (the baseline).
 * BENCH_SONGS and BENCH_ARTISTS change the sizes.
 */
const SONGS = Number(process.env.BENCH_SONGS ?? 1_000_000);
const ARTISTS = Number(process.env.BENCH_ARTISTS ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 400);
const BATCH = 20_000;

// A vocabulary of made-up words (syllables), some with accents, so titles spread like real ones.
const SYLLABLES = ['ka', 'ri', 'mo', 'na', 'sa', 'ta', 'le', 'vi', 'ra', 'du', 'pe', 'lo', 'mi', 'ze', 'bo', 'ché', 'fi', 'gu', 'há', 'jo', 'ku', 'ly', 'ne', 'or', 'pa', 'qui', 'ru', 'sé', 'ti', 'um'];
let seed = 42;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
const word = () => Array.from({ length: 2 + Math.floor(random() * 2) }, () => pick(SYLLABLES)).join('');
const VOCABULARY = Array.from({ length: 8_000 }, word);
const title = () => {
  const words = Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(VOCABULARY));
  return words.map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-bench-search-'));
const file = path.join(dataDir, 'bench.db');
const { db, dialect } = openDatabase({ dialect: 'sqlite', file });
await migrateToLatest(db, dialect);

// Bulk load with one raw connection in large transactions; the FTS triggers fill the index as rows go in.
const started = Date.now();
const raw = new SQLite(file);
raw.pragma('journal_mode = WAL');
raw.pragma('synchronous = OFF');
const now = new Date().toISOString();
const insertUser = raw.prepare(`insert into users (id, slug, email, type, first_name, last_name, is_email_verified, is_mobile_verified, is_whatsapp_verified, register_from, is_newsletter_subscribed, is_demo, created_at, updated_at) values (?, ?, ?, 'Artist', ?, ?, 1, 0, 0, 0, 0, 1, ?, ?)`);
const insertSong = raw.prepare(`insert into songs (id, user_id, slug, title, sku, original_file_id, media_status, is_public, created_at, updated_at) values (?, ?, ?, ?, ?, 0, 'ready', 1, ?, ?)`);
const insertDocument = raw.prepare(`insert into search_documents (item_type, item_id, owner_id, slug, title, subtitle, artist_slug, image, title_norm, body_norm, visible_from, created_at) values (?, ?, ?, ?, ?, ?, ?, null, ?, ?, '', ?)`);
const artistNames: string[] = [];
raw.transaction(() => {
  for (let id = 1; id <= ARTISTS; id++) {
    const [first, last] = [pick(VOCABULARY), pick(VOCABULARY)];
    const name = `${first[0].toUpperCase()}${first.slice(1)} ${last[0].toUpperCase()}${last.slice(1)}`;
    artistNames.push(name);
    insertUser.run(id, `artist-${id}`, `artist-${id}@bench.invalid`, name.split(' ')[0], name.split(' ')[1], now, now);
    insertDocument.run('artist', id, id, `artist-${id}`, name, 'Artist', `artist-${id}`, normalizeSearchText(name), normalizeSearchText(`artist ${id}`), now);
  }
})();
for (let from = 1; from <= SONGS; from += BATCH) {
  raw.transaction(() => {
    for (let id = from; id < Math.min(from + BATCH, SONGS + 1); id++) {
      const owner = 1 + Math.floor(random() * ARTISTS);
      const name = title();
      const slug = `song-${id}`;
      insertSong.run(id, owner, slug, name, `SNG-${id}`, now, now);
      insertDocument.run('music', id, owner, slug, name, artistNames[owner - 1], `artist-${owner}`, normalizeSearchText(name), normalizeSearchText(artistNames[owner - 1]), now);
    }
  })();
}
raw.pragma('optimize');
raw.close();
const loadSeconds = (Date.now() - started) / 1000;

const repository = createSearchRepository(db, dialect);
const at = new Date().toISOString();

async function measure(name: string, queries: (() => Promise<unknown>)[]): Promise<{ p50: number; p95: number }> {
  for (const query of queries.slice(0, 20)) await query(); // warm-up
  const times: number[] = [];
  for (const query of queries) {
    const t0 = process.hrtime.bigint();
    await query();
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  const result = { p50: times[Math.floor(times.length * 0.5)], p95: times[Math.floor(times.length * 0.95)] };
  console.log(`  ${name.padEnd(46)} p50 ${result.p50.toFixed(2).padStart(7)} ms   p95 ${result.p95.toFixed(2).padStart(7)} ms`);
  return result;
}

const texts = (make: () => string) => Array.from({ length: QUERIES }, make);
const prefix = (length: number) => () => pick(VOCABULARY).slice(0, length);
const byType = (type: SearchItemType, keywords: string) => () => repository.match(type, toSearchTerms(keywords), at, { offset: 0, limit: 10 });
const dropdown = (keywords: string) => () => Promise.all((['artist', 'album', 'music', 'video', 'playlist'] as const).map((type) => repository.match(type, toSearchTerms(keywords), at, { offset: 0, limit: 4 }, false)));

console.log(`search: ${SONGS.toLocaleString('en')} songs, ${ARTISTS.toLocaleString('en')} artists on SQLite (loaded in ${loadSeconds.toFixed(0)} s), ${QUERIES} queries each`);
const baseline = await measure('baseline: one song by slug', texts(() => `song-${1 + Math.floor(random() * SONGS)}`).map((slug) => () => db.selectFrom('songs').selectAll().where('slug', '=', slug).executeTakeFirst()));
const results = {
  prefix4: await measure('music, 4-letter prefix, page of 10 + total', texts(prefix(4)).map((text) => byType('music', text))),
  prefix3: await measure('music, 3-letter prefix, page of 10 + total', texts(prefix(3)).map((text) => byType('music', text))),
  twoWords: await measure('music, two word prefixes (4 + 3 letters)', texts(() => `${pick(VOCABULARY).slice(0, 4)} ${pick(VOCABULARY).slice(0, 3)}`).map((text) => byType('music', text))),
  fullWord: await measure('music, a whole word', texts(() => pick(VOCABULARY)).map((text) => byType('music', text))),
  artist: await measure('artist, 4-letter prefix', texts(prefix(4)).map((text) => byType('artist', text))),
  dropdown: await measure('sdsearch dropdown (5 types x 4), 4 letters', texts(prefix(4)).map(dropdown)),
  prefix2: await measure('music, 2-letter prefix (worst case)', texts(prefix(2)).slice(0, 60).map((text) => byType('music', text))),
};
for (const [name, value] of Object.entries(results)) console.log(`  ratio ${name} p95 / slug lookup p95: ${(value.p95 / Math.max(0.001, baseline.p95)).toFixed(1)}`);
await db.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });
