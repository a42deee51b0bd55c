import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * The SQL of rules/privacy.ts isPubliclyPlayable on a songs or albums alias: public, or
 * scheduled and out at `now` (ISO text compares in time order on both engines).
 */
export function isReleasedSql(alias: string, now: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${alias}.is_public`)} = 1 or (${sql.ref(`${alias}.is_scheduled`)} = 1 and ${sql.ref(`${alias}.release_date`)} <= ${now}))`;
}
