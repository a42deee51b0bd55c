import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Something that happened on an artist's music, as stored. */
export type ActivityRow = {
  kind: 'clap' | 'follow' | 'comment' | 'playlist_add';
  actor_slug: string;
  first_name: string;
  last_name: string;
  band_name: string | null;
  type: string;
  profile_pic: string | null;
  item_type: string | null;
  item_slug: string | null;
  item_title: string | null;
  count: number;
  text: string | null;
  created_at: string;
};

const ITEM_TABLES = { song: 'songs', album: 'albums', playlist: 'playlists', video: 'videos' } as const;
type ItemType = keyof typeof ITEM_TABLES;

/**
 * The dashboard's own reads: when the artist's songs and videos were added, and the latest
 * claps, follows, comments and playlist adds by other people on their music. Read-only.
 */
export function createDashboardRepository(db: Database) {
  return {
    /** The signed-in person as the dashboard names them. */
    async findPerson(userId: number) {
      return db
        .selectFrom('users')
        .select(['slug', 'first_name', 'last_name', 'band_name', 'type', 'profile_pic', 'is_email_verified'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    /** How many songs or videos the artist has, and when those added since `since` were added. */
    async listUploads(
      table: 'songs' | 'videos',
      userId: number,
      since: string,
    ): Promise<{ total: number; recent: string[] }> {
      const [total, recent] = await Promise.all([
        db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom(table)
          .select('created_at')
          .where('user_id', '=', userId)
          .where('created_at', '>=', since)
          .execute(),
      ]);
      return { total: Number(total.n), recent: recent.map((row) => row.created_at) };
    },

    /** Live followers now. */
    async countFollowers(userId: number): Promise<number> {
      const row = await db
        .selectFrom('follows')
        .innerJoin('users', 'users.id', 'follows.follower_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('follows.followed_id', '=', userId)
        .where('users.deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * The newest `limit` of each kind of activity by others on the artist's music, in one
     * statement (UNION ALL of per-kind, per-table parts, each using its own indexes); the
     * service merges them by time.
     */
    async listActivity(userId: number, limit: number): Promise<ActivityRow[]> {
      const actor = sql`u.slug as actor_slug, u.first_name, u.last_name, u.band_name, u.type, u.profile_pic`;
      const live = sql`u.deleted_at is null`;
      const parts = (Object.keys(ITEM_TABLES) as ItemType[]).flatMap((type) => {
        const table = sql.table(ITEM_TABLES[type]);
        return [
          sql`select * from (select 'clap' as kind, ${actor}, cast(${type} as text) as item_type, i.slug as item_slug, i.title as item_title, c.amount as count, cast(null as text) as text, c.updated_at as created_at
            from claps c join ${table} i on i.id = c.item_id join users u on u.id = c.user_id
            where c.item_type = ${type} and i.user_id = ${userId} and c.user_id <> ${userId} and c.amount > 0 and ${live} order by c.updated_at desc limit ${limit}) as ${sql.raw(`clap_${type}`)}`,
          sql`select * from (select 'comment' as kind, ${actor}, cast(${type} as text) as item_type, i.slug as item_slug, i.title as item_title, 1 as count, c.body as text, c.created_at as created_at
            from comments c join ${table} i on i.id = c.item_id join users u on u.id = c.user_id
            where c.item_type = ${type} and i.user_id = ${userId} and c.user_id <> ${userId} and c.taken_down_at is null and ${live} order by c.created_at desc limit ${limit}) as ${sql.raw(`comment_${type}`)}`,
        ];
      });
      parts.push(
        sql`select * from (select 'follow' as kind, ${actor}, cast(null as text) as item_type, cast(null as text) as item_slug, cast(null as text) as item_title, 1 as count, cast(null as text) as text, f.created_at as created_at
          from follows f join users u on u.id = f.follower_id
          where f.followed_id = ${userId} and ${live} order by f.created_at desc limit ${limit}) as follow_part`,
        sql`select * from (select 'playlist_add' as kind, ${actor}, 'song' as item_type, i.slug as item_slug, i.title as item_title, 1 as count, cast(null as text) as text, t.added_at as created_at
          from playlist_tracks t join songs i on i.id = t.song_id join playlists p on p.id = t.playlist_id join users u on u.id = p.user_id
          where i.user_id = ${userId} and p.user_id <> ${userId} and p.is_public = 1 and ${live} order by t.added_at desc limit ${limit}) as playlist_part`,
      );
      const rows =
        await sql<ActivityRow>`select * from (${sql.join(parts, sql` union all `)}) as activity order by created_at desc limit ${limit}`.execute(
          db,
        );
      return rows.rows;
    },
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
