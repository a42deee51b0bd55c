import { sql, type Insertable, type RawBuilder, type SqlBool } from 'kysely';
import { SEARCH_RANK_CANDIDATES, SEARCH_RANK_WINDOW } from '@indiwave/domain/constants';
import type { Database, Dialect } from '../../db/database.ts';
import type { SearchDocumentsTable } from '../../db/tables.ts';

/** The kinds of document the index holds (contract/search.ts SearchType). */
export type SearchItemType = 'artist' | 'album' | 'music' | 'video' | 'playlist';
export type NewSearchDocument = Insertable<SearchDocumentsTable>;
export type SearchHitRow = { item_type: string; item_id: number; slug: string; title: string; subtitle: string; artist_slug: string; image: string | null };

/** An owner's name columns, as every source row carries them. */
type OwnerNames = { owner_id: number; owner_slug: string; owner_first_name: string; owner_last_name: string; owner_band_name: string | null };
/** A tag's name of an item (genres, languages). */
export type ItemTagRow = { item_id: number; name: string };

type Sql = RawBuilder<unknown>;

/** The owner's name columns every source read selects (users joined as users). */
const OWNER_COLUMNS = ['users.id as owner_id', 'users.slug as owner_slug', 'users.first_name as owner_first_name', 'users.last_name as owner_last_name', 'users.band_name as owner_band_name'] as const;

const LIKE_ESCAPE = /[\\%_]/g;
/** A LIKE pattern that matches `text` literally at the start. */
export function toLikePrefix(text: string): string {
  return `${text.replace(LIKE_ESCAPE, (c) => `\\${c}`)}%`;
}

/**
 * The search index (migrations/007-discovery.ts): its documents, the source rows they are made
 * of, and the full-text query — FTS5 on SQLite, tsvector on PostgreSQL — behind one interface.
 * The source reads join users so a deleted account's items read as missing.
 */
export function createSearchRepository(db: Database, dialect: Dialect) {
  const liveOwner = () => sql<SqlBool>`users.deleted_at is null`;

  /**
   * The ranking shared by both engines: an exact title first, then titles holding more of the
   * words at a word start, then shorter titles (the words are more of them), newest on ties.
   * Computed from the rows alone, not by the engines' relevance: FTS5's bm25 reads every match
   * of a prefix for its word weights, most of a two-letter search's time on a million songs.
   */
  function orderTerms(terms: string[]) {
    const exact = terms.join(' ');
    const titleHits = terms.map((term) => sql`(case when d.title_norm like ${toLikePrefix(term)} escape '\\' or d.title_norm like ${`%${toLikePrefix(` ${term}`)}`} escape '\\' then 1 else 0 end)`);
    return { exact, titleHits: sql.join(titleHits, sql` + `) };
  }

  /**
   * Documents of one type matching every term as a word prefix, visible at `now`, best first;
   * and how many match in all (up to SEARCH_RANK_WINDOW, when `withCount`).
   *
   * The candidates are the type's newest SEARCH_RANK_CANDIDATES matches (more for a page past
   * them), taken from the full-text index in id order (no ranking of the whole match set, so two
   * letters on millions of songs stay fast), plus the titles starting with the whole text (from
   * the title index, however old; an exact title sorts first there). Those are ranked: exact
   * title, then titles holding more of the words, then shorter titles, newest on ties. The total
   * is counted apart, from the full-text index alone, less the few scheduled documents not out
   * yet (their own index: migrations/011-search-speed.ts).
   */
  async function match(type: SearchItemType, terms: string[], now: string, page: { offset: number; limit: number }, withCount = true): Promise<{ rows: SearchHitRow[]; count: number }> {
    if (terms.length === 0) return { rows: [], count: 0 };
    const { exact, titleHits } = orderTerms(terms);
    const window = Math.max(SEARCH_RANK_CANDIDATES, page.offset + page.limit);
    const columns = sql`d.item_type, d.item_id, d.slug, d.title, d.subtitle, d.artist_slug, d.image`;
    // A cross join keeps SQLite reading the few candidates first (else it may walk every
    // visible document of the type by the visibility index); PostgreSQL plans it as the join it is.
    const ranked = (candidates: Sql) => sql<SearchHitRow>`with ${candidates}
      select ${columns} from candidates c cross join search_documents d
      where d.id = c.id and d.item_type = ${type} and d.visible_from <= ${now}
      order by (d.title_norm = ${exact}) desc, (${titleHits}) desc, length(d.title_norm), d.id desc
      limit ${page.limit} offset ${page.offset}`;
    // Documents of the type not visible yet (scheduled releases): few, from their own index.
    const hidden = sql`select id from search_documents where item_type = ${type} and visible_from > ${now}`;
    const readCount = async (matched: Sql) => (withCount ? Number((await sql<{ n: number }>`select count(*) as n from (${matched} limit ${SEARCH_RANK_WINDOW}) matched`.execute(db)).rows[0]?.n ?? 0) : 0);
    if (dialect === 'postgres') {
      const query = sql`to_tsquery('simple', ${terms.map((term) => `'${term}':*`).join(' & ')})`;
      const candidates = sql`fts as (select id from search_documents where item_type = ${type} and search_vector @@ ${query} order by id desc limit ${window}),
        titled as (select id from search_documents where item_type = ${type} and title_norm like ${toLikePrefix(exact)} escape '\\' and id not in (select id from fts) limit ${window}),
        candidates as (select id from fts union all select id from titled)`;
      const [rows, count] = await Promise.all([
        ranked(candidates).execute(db),
        // In no order: the read stops at the first SEARCH_RANK_WINDOW matches, wherever they lie.
        readCount(sql`select id from search_documents where item_type = ${type} and search_vector @@ ${query} and id not in (${hidden})`),
      ]);
      return { rows: rows.rows, count };
    }
    // Each type has its own index (migrations/007-discovery.ts).
    const fts = sql.table(`search_fts_${type}`);
    const query = terms.map((term) => `"${term}"*`).join(' ');
    const candidates = sql`fts as (select rowid as id from ${fts} where ${fts} match ${query} order by rowid desc limit ${window}),
      titled as (select id from search_documents where item_type = ${type} and title_norm >= ${exact} and title_norm < ${`${exact}\u{10FFFF}`} and id not in (select id from fts) limit ${window}),
      candidates as (select id from fts union all select id from titled)`;
    const rows = await ranked(candidates).execute(db);
    const count = await readCount(sql`select rowid from ${fts} where ${fts} match ${query} and rowid not in (${hidden})`);
    return { rows: rows.rows, count };
  }

  return {
    match,
    // ---------------------------------------------------------------------------------------------
    // Source rows: what the documents are made of.
    // ---------------------------------------------------------------------------------------------

    /** Songs by id with owner, album and artwork; a deleted owner's songs are left out. */
    listSongSources(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('songs')
        .innerJoin('users', 'users.id', 'songs.user_id')
        .leftJoin('album_tracks', 'album_tracks.song_id', 'songs.id')
        .leftJoin('albums', 'albums.id', 'album_tracks.album_id')
        .leftJoin('media_files as art', 'art.id', 'songs.artwork_file_id')
        .leftJoin('media_files as album_art', 'album_art.id', 'albums.artwork_file_id')
        .select(['songs.id', 'songs.slug', 'songs.title', 'songs.tags', 'songs.featured_artists', 'songs.primary_artist', 'songs.is_public', 'songs.is_scheduled', 'songs.release_date', 'songs.created_at'])
        .select(OWNER_COLUMNS)
        .select(['albums.title as album_title', 'art.key as artwork_key', 'album_art.key as album_artwork_key'])
        .where('songs.id', 'in', ids)
        .where(liveOwner())
        .execute();
    },
    /** Albums by id with owner and artwork. */
    listAlbumSources(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('albums')
        .innerJoin('users', 'users.id', 'albums.user_id')
        .leftJoin('media_files as art', 'art.id', 'albums.artwork_file_id')
        .select(['albums.id', 'albums.slug', 'albums.title', 'albums.tags', 'albums.label', 'albums.is_public', 'albums.is_scheduled', 'albums.release_date', 'albums.is_published', 'albums.created_at'])
        .select(OWNER_COLUMNS)
        .select('art.key as artwork_key')
        .where('albums.id', 'in', ids)
        .where(liveOwner())
        .execute();
    },
    /** Videos by id with owner. */
    listVideoSources(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('videos')
        .innerJoin('users', 'users.id', 'videos.user_id')
        .select(['videos.id', 'videos.slug', 'videos.title', 'videos.tags', 'videos.youtube_video_id', 'videos.is_public', 'videos.created_at'])
        .select(OWNER_COLUMNS)
        .where('videos.id', 'in', ids)
        .where(liveOwner())
        .execute();
    },
    /** Playlists by id with owner and cover. */
    listPlaylistSources(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('playlists')
        .innerJoin('users', 'users.id', 'playlists.user_id')
        .leftJoin('media_files as art', 'art.id', 'playlists.artwork_file_id')
        .select(['playlists.id', 'playlists.slug', 'playlists.title', 'playlists.description', 'playlists.is_public', 'playlists.created_at'])
        .select(OWNER_COLUMNS)
        .select('art.key as artwork_key')
        .where('playlists.id', 'in', ids)
        .where(liveOwner())
        .execute();
    },
    /** Accounts by id with their city; the caller decides which are findable artists. */
    listPeopleSources(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('users')
        .leftJoin('cities', 'cities.id', 'users.city_id')
        .select(['users.id', 'users.slug', 'users.type', 'users.first_name', 'users.last_name', 'users.band_name', 'users.profile_pic', 'users.other_city', 'users.deleted_at', 'users.taken_down_at', 'users.created_at', 'cities.name as city_name'])
        .where('users.id', 'in', ids)
        .execute();
    },
    /** Genre names of songs, albums, videos or people. */
    async listGenreNames(kind: 'song' | 'album' | 'video' | 'user', ids: number[]): Promise<ItemTagRow[]> {
      if (ids.length === 0) return [];
      const owner = sql.ref(`t.${kind}_id`);
      const result = await sql<ItemTagRow>`select ${owner} as item_id, g.name as name from ${sql.table(`${kind}_genres`)} t join genres g on g.id = t.genre_id where ${owner} in (${sql.join(ids)})`.execute(db);
      return result.rows;
    },

    // Ids of everything of one owner, and of everything (the rebuild), by kind.
    async listOwnerItemIds(ownerId: number): Promise<{ songs: number[]; albums: number[]; videos: number[]; playlists: number[] }> {
      const [songs, albums, videos, playlists] = await Promise.all([
        db.selectFrom('songs').select('id').where('user_id', '=', ownerId).execute(),
        db.selectFrom('albums').select('id').where('user_id', '=', ownerId).execute(),
        db.selectFrom('videos').select('id').where('user_id', '=', ownerId).execute(),
        db.selectFrom('playlists').select('id').where('user_id', '=', ownerId).execute(),
      ]);
      return { songs: songs.map((r) => r.id), albums: albums.map((r) => r.id), videos: videos.map((r) => r.id), playlists: playlists.map((r) => r.id) };
    },
    /** A page of ids of a source table, in id order (the rebuild walks each table in pages). */
    async listIdsAfter(table: 'songs' | 'albums' | 'videos' | 'playlists' | 'users', afterId: number, limit: number): Promise<number[]> {
      const rows = await db.selectFrom(table).select('id').where('id', '>', afterId).orderBy('id').limit(limit).execute();
      return rows.map((row) => row.id);
    },
    /** Track ids of albums (an album's privacy is its tracks'). */
    async listTrackIds(albumIds: number[]): Promise<number[]> {
      if (albumIds.length === 0) return [];
      return (await db.selectFrom('album_tracks').select('song_id').where('album_id', 'in', albumIds).execute()).map((row) => row.song_id);
    },

    // ---------------------------------------------------------------------------------------------
    // Documents.
    // ---------------------------------------------------------------------------------------------

    /** Writes documents (new or changed) and removes those of `removed` items, in one transaction. */
    async saveDocuments(type: SearchItemType, documents: NewSearchDocument[], removedIds: number[]): Promise<void> {
      if (documents.length === 0 && removedIds.length === 0) return;
      await db.transaction().execute(async (trx) => {
        if (removedIds.length) await trx.deleteFrom('search_documents').where('item_type', '=', type).where('item_id', 'in', removedIds).execute();
        for (const document of documents) {
          await trx
            .insertInto('search_documents')
            .values(document)
            .onConflict((oc) =>
              oc.columns(['item_type', 'item_id']).doUpdateSet((eb) => ({
                owner_id: eb.ref('excluded.owner_id'),
                slug: eb.ref('excluded.slug'),
                title: eb.ref('excluded.title'),
                subtitle: eb.ref('excluded.subtitle'),
                artist_slug: eb.ref('excluded.artist_slug'),
                image: eb.ref('excluded.image'),
                title_norm: eb.ref('excluded.title_norm'),
                body_norm: eb.ref('excluded.body_norm'),
                visible_from: eb.ref('excluded.visible_from'),
                created_at: eb.ref('excluded.created_at'),
              })),
            )
            .execute();
        }
      });
    },
    /** Removes every document (the start of a full rebuild). */
    async clearDocuments(): Promise<void> {
      await db.deleteFrom('search_documents').execute();
    },
    async readMeta(key: string): Promise<string | null> {
      return (await db.selectFrom('search_meta').select('value').where('key', '=', key).executeTakeFirst())?.value ?? null;
    },
    async writeMeta(key: string, value: string): Promise<void> {
      await db.insertInto('search_meta').values({ key, value }).onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute();
    },

    /** Ids of artists (item_id = user id) matching every term, best first, at most `limit` (the directory's keyword filter). */
    async matchArtistIds(terms: string[], now: string, limit: number): Promise<number[]> {
      const { rows } = await match('artist', terms, now, { offset: 0, limit }, false);
      return rows.map((row) => row.item_id);
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
export type { OwnerNames };
