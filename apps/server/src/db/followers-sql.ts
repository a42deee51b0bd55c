import { sql, type RawBuilder } from 'kysely';

/**
 * A person's followers, live accounts only (as the social module's countFollowers counts them),
 * the person's id a column of an outer query ('songs.user_id'): a column of a page's one statement.
 */
export function followersCountSql(userIdColumn: string): RawBuilder<number> {
  return sql<number>`(select count(*) from follows inner join users as follower on follower.id = follows.follower_id where follows.followed_id = ${sql.ref(userIdColumn)} and follower.deleted_at is null)`;
}
