import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { LISTING_COUNT_AHEAD } from '@indiwave/domain/constants';
import type { Database } from '../../db/database.ts';
import { isReleasedSql as isReleased } from '../../db/released-sql.ts';
import { releasedAtSql } from '../../db/recommended-rank-sql.ts';

type Page = { offset: number; limit: number };
export type ListingOrder = 'fresh' | 'recommended';
/** A reference filter as the contract reads it: ids or slugs (contract/discovery.ts). */
export type RefValues = string[] | undefined;
/** A mixed list's entry: what it is and its id. */
export type ReleaseRef = { kind: 'song' | 'album' | 'video'; id: number; slug: string; released_at: string };
/** The filters every music and video listing shares. */
export type ListingFilters = { genres?: RefValues; languages?: RefValues; from?: string };

type Sql<T = unknown> = RawBuilder<T>;

/**
 * The listings' SQL (issue 6): what everyone may see now, filtered, in the 'fresh' or
 * 'recommended' order, paged; lists answer ids in order and the catalogue presents them.
 * Everything of a deleted account is left out.
 */
export function createDiscoveryRepository(db: Database) {
  /**
   * 'recommended' (docs/decisions.md): (plays + 2 × claps + 1) halved every RECOMMENDED_HALF_LIFE_DAYS
   * of age, read in the order of the stored, indexed rank (db/recommended-rank-sql.ts); ties as 'fresh'.
   */
  const recommended = (alias: string, releasedAt: Sql): Sql => sql`${sql.ref(`${alias}.recommended_rank`)} desc, ${releasedAt} desc, ${sql.ref(`${alias}.id`)} desc`;

  /** The item has one of these references (ids or slugs), through its join table. */
  function hasReference(values: RefValues, join: { table: string; owner: string; ref: string }, refTable: 'genres' | 'languages', ownerId: Sql): Sql<SqlBool> | null {
    if (!values?.length) return null;
    const ids = values.filter((v) => /^\d+$/.test(v)).map(Number);
    const slugs = values.filter((v) => !/^\d+$/.test(v));
    const match = [...(ids.length ? [sql`r.id in (${sql.join(ids)})`] : []), ...(slugs.length ? [sql`r.slug in (${sql.join(slugs)})`] : [])];
    return sql<SqlBool>`exists (select 1 from ${sql.table(join.table)} j join ${sql.table(refTable)} r on r.id = ${sql.ref(`j.${join.ref}`)} where ${sql.ref(`j.${join.owner}`)} = ${ownerId} and (${sql.join(match, sql` or `)}))`;
  }

  /**
   * The item's owner is not a deleted account. Read from the few deleted accounts (a partial
   * index, migrations/011-search-speed.ts) rather than joined, so a page in index order reads
   * about its own rows (a join makes SQLite scan every account first).
   */
  const liveOwner = (alias: string): Sql<SqlBool> => sql<SqlBool>`${sql.ref(`${alias}.user_id`)} not in (select id from users where deleted_at is not null)`;

  const all = (conditions: (Sql<SqlBool> | null)[]): Sql<SqlBool> => sql<SqlBool>`${sql.join(conditions.filter((c): c is Sql<SqlBool> => c !== null), sql` and `)}`;

  /** The shared filters of a kind of item: genres, languages, one artist. */
  function filtersOf(kind: 'song' | 'album' | 'video', alias: string, filters: ListingFilters): (Sql<SqlBool> | null)[] {
    const id = sql.ref(`${alias}.id`);
    return [
      hasReference(filters.genres, { table: `${kind}_genres`, owner: `${kind}_id`, ref: 'genre_id' }, 'genres', id),
      hasReference(filters.languages, { table: `${kind}_languages`, owner: `${kind}_id`, ref: 'language_id' }, 'languages', id),
      filters.from ? sql<SqlBool>`${sql.ref(`${alias}.user_id`)} in (select id from users where slug = ${filters.from})` : null,
    ];
  }

  /**
   * A page and the total: `matched` (the rows, any columns) counted up to LISTING_COUNT_AHEAD past
   * the page, so a page view never counts a whole million-song catalogue; beyond, the total
   * reads 'at least' and grows as paging goes on.
   */
  async function page<T>(select: Sql<T>, matched: Sql, at: Page): Promise<{ rows: T[]; count: number }> {
    const count = sql<{ n: number }>`select count(*) as n from (${matched} limit ${at.offset + at.limit + LISTING_COUNT_AHEAD}) matched`;
    const [rows, total] = await Promise.all([select.execute(db), count.execute(db)]);
    return { rows: rows.rows, count: Number(total.rows[0]?.n ?? 0) };
  }

  return {
    /**
     * Songs everyone may play (album tracks included), filtered and ordered. `more` keeps songs
     * sharing a genre with that song, itself left out.
     */
    async listSongIds(input: ListingFilters & { order: ListingOrder; now: string; more?: string } & Page): Promise<{ rows: { id: number }[]; count: number }> {
      const releasedAt = releasedAtSql('songs', 's');
      const where = all([
        liveOwner('s'),
        isReleased('s', input.now),
        ...filtersOf('song', 's', input),
        input.more
          ? sql<SqlBool>`s.slug <> ${input.more} and exists (select 1 from song_genres g1 join song_genres g2 on g2.genre_id = g1.genre_id join songs m on m.id = g2.song_id where g1.song_id = s.id and m.slug = ${input.more})`
          : null,
      ]);
      const order = input.order === 'fresh' ? sql`${releasedAt} desc, s.id desc` : recommended('s', releasedAt);
      return page(
        sql<{ id: number }>`select s.id from songs s where ${where} order by ${order} limit ${input.limit} offset ${input.offset}`,
        sql`select 1 from songs s where ${where}`,
        input,
      );
    },

    /** Published albums everyone may play, filtered and ordered. */
    async listAlbumIds(input: ListingFilters & { order: ListingOrder; now: string } & Page): Promise<{ rows: { id: number }[]; count: number }> {
      const releasedAt = releasedAtSql('albums', 'a');
      const where = all([liveOwner('a'), sql<SqlBool>`a.is_published = 1`, isReleased('a', input.now), ...filtersOf('album', 'a', input)]);
      const order = input.order === 'fresh' ? sql`${releasedAt} desc, a.id desc` : recommended('a', releasedAt);
      return page(
        sql<{ id: number }>`select a.id from albums a where ${where} order by ${order} limit ${input.limit} offset ${input.offset}`,
        sql`select 1 from albums a where ${where}`,
        input,
      );
    },

    /**
     * Releases: songs that are not album tracks, and published albums, together in one order
     * (v2 listing, spotlight). With `followerId`, only releases of people that person follows,
     * and videos too (the feed).
     */
    async listReleases(input: ListingFilters & { order: ListingOrder; now: string; followerId?: number; withVideos?: boolean } & Page): Promise<{ rows: ReleaseRef[]; count: number }> {
      const followed = (alias: string) => (input.followerId === undefined ? null : sql<SqlBool>`${sql.ref(`${alias}.user_id`)} in (select followed_id from follows where follower_id = ${input.followerId})`);
      const songAt = releasedAtSql('songs', 's');
      const albumAt = releasedAtSql('albums', 'a');
      // Each kind: its rows (counted) and its order (the list's, within the kind).
      const kinds = [
        {
          rows: sql`select 'song' as kind, s.id as id, s.slug as slug, ${songAt} as released_at, s.recommended_rank as score
            from songs s
            where ${all([liveOwner('s'), isReleased('s', input.now), sql<SqlBool>`not exists (select 1 from album_tracks t where t.song_id = s.id)`, followed('s'), ...filtersOf('song', 's', input)])}`,
          order: input.order === 'fresh' ? sql`${songAt} desc, s.id desc` : recommended('s', songAt),
        },
        {
          rows: sql`select 'album' as kind, a.id as id, a.slug as slug, ${albumAt} as released_at, a.recommended_rank as score
            from albums a
            where ${all([liveOwner('a'), sql<SqlBool>`a.is_published = 1`, isReleased('a', input.now), followed('a'), ...filtersOf('album', 'a', input)])}`,
          order: input.order === 'fresh' ? sql`${albumAt} desc, a.id desc` : recommended('a', albumAt),
        },
        ...(input.withVideos
          ? [
              {
                rows: sql`select 'video' as kind, v.id as id, v.slug as slug, v.created_at as released_at, v.recommended_rank as score
                  from videos v
                  where ${all([liveOwner('v'), sql<SqlBool>`v.is_public = 1`, followed('v'), ...filtersOf('video', 'v', input)])}`,
                order: input.order === 'fresh' ? sql`v.created_at desc, v.id desc` : recommended('v', sql`v.created_at`),
              },
            ]
          : []),
      ];
      // The page is among each kind's first offset + limit in the same order: each kind reads them
      // from its index and stops, rather than every song being merged and sorted.
      const leading = sql.join(
        kinds.map((kind, i) => sql`select * from (${kind.rows} order by ${kind.order} limit ${input.offset + input.limit}) ${sql.raw(`leading_${i}`)}`),
        sql` union all `,
      );
      const order = input.order === 'fresh' ? sql`released_at desc, kind, id desc` : sql`score desc, released_at desc, kind, id desc`;
      return page(
        sql<ReleaseRef>`select kind, id, slug, released_at from (${leading}) releases order by ${order} limit ${input.limit} offset ${input.offset}`,
        sql`select 1 from (${sql.join(kinds.map((kind) => kind.rows), sql` union all `)}) releases`,
        input,
      );
    },

    /** Public videos, filtered; 'recommended' is the videos' 'select' (views and claps with age). */
    async listVideoIds(input: ListingFilters & { order: ListingOrder; now: string } & Page): Promise<{ rows: { id: number }[]; count: number }> {
      const where = all([liveOwner('v'), sql<SqlBool>`v.is_public = 1`, ...filtersOf('video', 'v', input)]);
      const order = input.order === 'fresh' ? sql`v.created_at desc, v.id desc` : recommended('v', sql`v.created_at`);
      return page(
        sql<{ id: number }>`select v.id from videos v where ${where} order by ${order} limit ${input.limit} offset ${input.offset}`,
        sql`select 1 from videos v where ${where}`,
        input,
      );
    },

    /**
     * Artists and bands of the directory: never the team account, listeners or deleted
     * accounts. `ids` (a keyword's matches) restricts them; `byIds` keeps that order (the
     * search's ranking), otherwise most followed first.
     */
    async listArtistIds(input: { teamSlug: string; genres?: RefValues; languages?: RefValues; purposes?: string[]; city?: string; ids?: number[]; isRankedByIds?: boolean } & Page): Promise<{ rows: { id: number }[]; count: number }> {
      if (input.ids && input.ids.length === 0) return { rows: [], count: 0 };
      const id = sql.ref('u.id');
      const city = input.city
        ? /^\d+$/.test(input.city)
          ? sql<SqlBool>`u.city_id = ${Number(input.city)}`
          : sql<SqlBool>`(lower(u.other_city) = ${input.city.toLowerCase()} or exists (select 1 from cities c where c.id = u.city_id and lower(c.name) = ${input.city.toLowerCase()}))`
        : null;
      const where = all([
        sql<SqlBool>`u.deleted_at is null`,
        sql<SqlBool>`u.taken_down_at is null`,
        sql<SqlBool>`u.type in ('Artist', 'Band')`,
        sql<SqlBool>`u.slug <> ${input.teamSlug}`,
        hasReference(input.genres, { table: 'user_genres', owner: 'user_id', ref: 'genre_id' }, 'genres', id),
        hasReference(input.languages, { table: 'user_languages', owner: 'user_id', ref: 'language_id' }, 'languages', id),
        input.purposes?.length ? sql<SqlBool>`exists (select 1 from artist_preferences p where p.user_id = u.id and p.preference in (${sql.join(input.purposes)}))` : null,
        city,
        input.ids ? sql<SqlBool>`u.id in (${sql.join(input.ids)})` : null,
      ]);
      const followers = sql`(select count(*) from follows f join users fu on fu.id = f.follower_id where f.followed_id = u.id and fu.deleted_at is null)`;
      const rank = input.isRankedByIds && input.ids ? sql`case ${sql.join(input.ids.map((value, index) => sql`when u.id = ${value} then ${index}`), sql` `)} end, ` : sql``;
      return page(
        sql<{ id: number }>`select u.id from users u where ${where} order by ${rank}${followers} desc, u.created_at desc, u.id desc limit ${input.limit} offset ${input.offset}`,
        sql`select 1 from users u where ${where}`,
        input,
      );
    },

    /** Featured artists: artists and bands with something everyone may play, by followers plus plays of their songs since `since`. */
    async listFeaturedArtistIds(input: { teamSlug: string; now: string; since: string; limit: number }): Promise<number[]> {
      const result = await sql<{ id: number }>`select u.id from users u
        where u.deleted_at is null and u.taken_down_at is null and u.type in ('Artist', 'Band') and u.slug <> ${input.teamSlug}
          and exists (select 1 from songs s where s.user_id = u.id and ${isReleased('s', input.now)})
        order by ((select count(*) from follows f where f.followed_id = u.id)
          + (select count(*) from plays p join songs s on s.id = p.item_id where p.item_type = 'song' and s.user_id = u.id and p.created_at >= ${input.since})) desc,
          u.created_at desc, u.id desc
        limit ${input.limit}`.execute(db);
      return result.rows.map((row) => row.id);
    },

    /** What artist cards show beyond the name: city, genres, and what everyone may see of their catalogue. */
    async listArtistRows(ids: number[], now: string) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('users')
        .leftJoin('cities', 'cities.id', 'users.city_id')
        .select(['users.id', 'users.slug', 'users.type', 'users.first_name', 'users.last_name', 'users.band_name', 'users.profile_pic', 'users.cover_pic', 'users.other_city', 'cities.name as city_name'])
        .select((eb) => [
          eb.selectFrom('songs as s').select((c) => c.fn.countAll<number>().as('n')).whereRef('s.user_id', '=', 'users.id').where(isReleased('s', now)).as('songs_count'),
          eb.selectFrom('videos as v').select((c) => c.fn.countAll<number>().as('n')).whereRef('v.user_id', '=', 'users.id').where('v.is_public', '=', 1).as('videos_count'),
        ])
        .where('users.id', 'in', ids)
        .execute();
    },
    /** Genres of people, in their order. */
    listUserGenres(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('user_genres').innerJoin('genres', 'genres.id', 'user_genres.genre_id').select(['user_genres.user_id', 'genres.id', 'genres.name']).where('user_genres.user_id', 'in', ids).orderBy('genres.position').execute();
    },
  };
}
export type DiscoveryRepository = ReturnType<typeof createDiscoveryRepository>;
