import { sql } from 'kysely';
import type { MigrationContext } from './schema-helpers.ts';

/** Tables whose rows the team takes down by making them private (migrations/021-staff.ts). */
const PRIVACY_TABLES = {
  songs: 'is_public = 0, is_scheduled = 0',
  albums: 'is_public = 0, is_scheduled = 0',
  videos: 'is_public = 0',
  playlists: 'is_public = 0',
} as const;

/**
 * A song, album, video or playlist the team has taken down (taken_down_at set) stays private,
 * whoever writes the row: the owner's edit, an album's privacy carried to its tracks, the job
 * that releases scheduled items. The database holds the rule, so every read path that hides
 * private items — listings, search, pages, embeds, link previews, feeds, media links — hides
 * taken-down ones too, and no future write path can bring one back by mistake. Only clearing
 * taken_down_at (the team's restore) lets the privacy change again.
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  for (const [table, privateColumns] of Object.entries(PRIVACY_TABLES)) {
    const name = sql.raw(table);
    const keepPrivate = sql.raw(privateColumns);
    if (dialect === 'postgres') {
      const fn = sql.raw(`${table}_taken_down_private`);
      const assignments = sql.raw(
        privateColumns
          .split(', ')
          .map((assignment) => `new.${assignment.replace(' = ', ' := ')};`)
          .join(' '),
      );
      await sql`create function ${fn}() returns trigger language plpgsql as $$
        begin if new.taken_down_at is not null then ${assignments} end if; return new; end $$`.execute(db);
      await sql`create trigger ${fn} before insert or update on ${name} for each row execute function ${fn}()`.execute(db);
    } else {
      // SQLite cannot change the row before it is written: it is put back right after (recursive
      // triggers are off, so this update does not fire the trigger again).
      const isPublicSql = sql.raw(privateColumns.split(', ').map((assignment) => `new.${assignment.split(' = ')[0]} <> 0`).join(' or '));
      await sql`create trigger ${sql.raw(`${table}_taken_down_private_au`)} after update on ${name} for each row
        when new.taken_down_at is not null and (${isPublicSql})
        begin update ${name} set ${keepPrivate} where id = new.id; end`.execute(db);
    }
  }
}
