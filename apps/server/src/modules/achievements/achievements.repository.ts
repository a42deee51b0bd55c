import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** What an artist has done so far: the facts the achievements and the dashboard's to-do read. */
export type ArtistProgress = {
  type: string;
  isEmailVerified: boolean;
  hasProfilePic: boolean;
  hasCoverPic: boolean;
  hasBio: boolean;
  hasGenres: boolean;
  hasCity: boolean;
  hasSocialLinks: boolean;
  bandMembers: number;
  songs: number;
  videos: number;
  albums: number;
  /** Plays of their songs and videos, all time. */
  plays: number;
  /** Live accounts following them. */
  followers: number;
  /** Someone else clapped one of their items. */
  hasClapFromOthers: boolean;
  /** Someone else put one of their songs in a playlist. */
  hasPlaylistAddByOthers: boolean;
};

/** Achievements (issue 8): the awarded rows and the facts that earn them. */
export function createAchievementsRepository(db: Database) {
  return {
    /**
     * Awards codes not yet held, in the caller's transaction (or alone). The primary key makes
     * it idempotent: when two triggers race, one insert wins and the other inserts nothing.
     * Returns the codes this call awarded.
     */
    async awardIfAbsent(trx: Database, userId: number, codes: string[], now: string): Promise<string[]> {
      if (codes.length === 0) return [];
      const rows = await trx
        .insertInto('achievements')
        .values(codes.map((code) => ({ user_id: userId, code, awarded_at: now })))
        .onConflict((oc) => oc.columns(['user_id', 'code']).doNothing())
        .returning('code')
        .execute();
      return rows.map((row) => row.code);
    },

    /** The codes a person holds. */
    async listCodes(userId: number, trx: Database = db): Promise<Set<string>> {
      return new Set(
        (await trx.selectFrom('achievements').select('code').where('user_id', '=', userId).execute()).map(
          (row) => row.code,
        ),
      );
    },

    /** How many people hold each achievement. */
    async countHolders(): Promise<Map<string, number>> {
      const rows = await db.selectFrom('achievements').select(['code', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('code').execute();
      return new Map(rows.map((row) => [row.code, Number(row.n)]));
    },
    /** A person's achievements, newest first, and how many they hold in all. */
    async listAwarded(
      userId: number,
      limit: number,
    ): Promise<{ rows: { code: string; awarded_at: string }[]; count: number }> {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('achievements')
          .select(['code', 'awarded_at'])
          .where('user_id', '=', userId)
          .orderBy('awarded_at', 'desc')
          .orderBy('code')
          .limit(limit)
          .execute(),
        db
          .selectFrom('achievements')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, count: Number(count.n) };
    },

    /** A live account by slug. */
    async findPersonBySlug(slug: string): Promise<{ id: number; type: string } | undefined> {
      return db
        .selectFrom('users')
        .select(['id', 'type'])
        .where('slug', '=', slug)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    /** Everything the achievements and the to-do list judge, in a handful of indexed lookups. */
    async readProgress(userId: number, scope: 'all' | 'todo' = 'all', trx: Database = db): Promise<ArtistProgress | undefined> {
      const user = await trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
      if (!user) return undefined;
      // The to-do list needs only the e-Press Kit and the uploads; the milestones' facts are read for achievements.
      const none = Promise.resolve(undefined);
      const isAll = scope === 'all';
      // One statement for the counts the to-do list reads (a round trip each would dominate on PostgreSQL).
      const count = (table: 'user_genres' | 'band_members' | 'songs' | 'videos' | 'albums') =>
        trx
          .selectFrom(table)
          .select(sql<number>`count(*)`.as('n'))
          .where('user_id', '=', userId);
      const countsQuery = trx
        .selectNoFrom([
          count('user_genres').as('genres'),
          count('band_members').as('members'),
          count('songs').as('songs'),
          count('videos').as('videos'),
          count('albums').as('albums'),
        ])
        .executeTakeFirstOrThrow();
      const [counts, links, totals, followers, clap, playlistAdd] = await Promise.all([
        countsQuery,
        trx
          .selectFrom('user_social_links')
          .select(['instagram', 'facebook', 'twitter', 'youtube'])
          .where('user_id', '=', userId)
          .executeTakeFirst(),
        isAll
          ? trx.selectFrom('analytics_artist_totals').select('plays').where('artist_id', '=', userId).executeTakeFirst()
          : none,
        isAll
          ? trx
              .selectFrom('follows')
              .innerJoin('users', 'users.id', 'follows.follower_id')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('follows.followed_id', '=', userId)
              .where('users.deleted_at', 'is', null)
              .executeTakeFirstOrThrow()
          : none,
        // Someone else's clap on any of their items: the items with claps, then one clap by another person.
        isAll
          ? trx
              .selectFrom('claps')
              .select('claps.user_id')
              .where('claps.user_id', '<>', userId)
              .where('claps.amount', '>', 0)
              .where((eb) =>
                eb.or(
                  (['songs', 'albums', 'videos', 'playlists'] as const).map((table) =>
                    eb.and([
                      eb(
                        'claps.item_type',
                        '=',
                        table === 'songs'
                          ? 'song'
                          : table === 'albums'
                            ? 'album'
                            : table === 'videos'
                              ? 'video'
                              : 'playlist',
                      ),
                      eb(
                        'claps.item_id',
                        'in',
                        eb.selectFrom(table).select('id').where('user_id', '=', userId).where('clap_count', '>', 0),
                      ),
                    ]),
                  ),
                ),
              )
              .limit(1)
              .executeTakeFirst()
          : none,
        isAll
          ? trx
              .selectFrom('playlist_tracks')
              .innerJoin('songs', 'songs.id', 'playlist_tracks.song_id')
              .innerJoin('playlists', 'playlists.id', 'playlist_tracks.playlist_id')
              .select('playlists.id')
              .where('songs.user_id', '=', userId)
              .where('playlists.user_id', '<>', userId)
              .where('playlists.is_public', '=', 1)
              .limit(1)
              .executeTakeFirst()
          : none,
      ]);
      const filled = (value: string | null | undefined) => (value ?? '').trim() !== '';
      return {
        type: user.type,
        isEmailVerified: user.is_email_verified === 1,
        hasProfilePic: filled(user.profile_pic),
        hasCoverPic: filled(user.cover_pic),
        hasBio: filled(user.bio),
        hasGenres: Number(counts.genres) > 0,
        hasCity: user.city_id !== null || filled(user.other_city),
        hasSocialLinks:
          links !== undefined && [links.instagram, links.facebook, links.twitter, links.youtube].some(filled),
        bandMembers: Number(counts.members),
        songs: Number(counts.songs),
        videos: Number(counts.videos),
        albums: Number(counts.albums),
        plays: totals?.plays ?? 0,
        followers: Number(followers?.n ?? 0),
        hasClapFromOthers: clap !== undefined,
        hasPlaylistAddByOthers: playlistAdd !== undefined,
      };
    },

    /** Followers of a person now (live accounts), inside the caller's transaction. */
    async countFollowers(trx: Database, userId: number): Promise<number> {
      const row = await trx
        .selectFrom('follows')
        .innerJoin('users', 'users.id', 'follows.follower_id')
        .select(sql<number>`count(*)`.as('n'))
        .where('follows.followed_id', '=', userId)
        .where('users.deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
export type AchievementsRepository = ReturnType<typeof createAchievementsRepository>;
