import { sql, type RawBuilder } from 'kysely';
import { compileOnce } from '../../db/compiled-query.ts';
import { dialectOf, type Database } from '../../db/database.ts';

/** A genre or language of an item, by the item's id (owner_id). */
export type NamedRefRow = { owner_id: number; id: number; name: string };

/** The catalogue items that carry genres and languages, each with `<owner>_genres` and `<owner>_languages`. */
export type TagOwner = 'song' | 'album' | 'video';
/** Which reference list a tag comes from. */
export type TagKind = 'genres' | 'languages';

/** An item's genres and languages, each in the item's chosen order. */
export type ItemTags = Record<TagKind, { id: number; name: string }[]>;

const REFERENCE_COLUMN: Record<TagKind, string> = { genres: 'genre_id', languages: 'language_id' };

/**
 * Genres and languages of songs, albums and videos: the same ordered join tables for all
 * three, so one piece of SQL serves them (the table names are fixed by TagOwner, never input).
 */
export function createCatalogTagsRepository(db: Database, owner: TagOwner) {
  const ownerColumn = `${owner}_id`;
  const joinTable = (kind: TagKind) => `${owner}_${kind}`;

  // One item's genres and languages (the item's id a value or a column of an outer query), each in the item's order.
  const tagRows = (ownerId: number | RawBuilder<number>) => {
    const part = (kind: TagKind) =>
      sql`select ${sql.lit(kind)} as kind, ${sql.ref(`${kind}.id`)} as id, ${sql.ref(`${kind}.name`)} as name, ${sql.ref(`${joinTable(kind)}.position`)} as position
        from ${sql.table(joinTable(kind))}
        inner join ${sql.table(kind)} on ${sql.ref(`${kind}.id`)} = ${sql.ref(`${joinTable(kind)}.${REFERENCE_COLUMN[kind]}`)}
        where ${sql.ref(`${joinTable(kind)}.${ownerColumn}`)} = ${ownerId}`;
    return sql`${part('genres')} union all ${part('languages')}`;
  };

  // One item's genres and languages in one round trip (a detail page), built once.
  const tagsOfOne = compileOnce(db, 1, (ownerId: number) => {
    const query = sql<{ kind: TagKind; id: number; name: string }>`${tagRows(ownerId)} order by kind, position`;
    return { compile: () => query.compile(db) };
  });

  // The same tags as one JSON value of [kind, id, name] triples (in order), for a column of an outer query.
  const tagsAsJson = (ownerId: RawBuilder<number>): RawBuilder<unknown> =>
    dialectOf(db) === 'postgres'
      ? sql`(select json_agg(json_build_array(t.kind, t.id, t.name) order by t.kind, t.position) from (${tagRows(ownerId)}) as t)`
      : sql`(select json_group_array(json_array(t.kind, t.id, t.name) order by t.kind, t.position) from (${tagRows(ownerId)}) as t)`;

  function toTags(rows: Iterable<readonly [TagKind, number, string]>): ItemTags {
    const tags: ItemTags = { genres: [], languages: [] };
    for (const [kind, id, name] of rows) tags[kind].push({ id, name });
    return tags;
  }

  return {
    /** One item's genres and languages, each in the item's chosen order. */
    async listAllOf(ownerId: number): Promise<ItemTags> {
      return toTags((await tagsOfOne(ownerId)).map((row) => [row.kind, row.id, row.name] as const));
    },
    /** A column of one item's genres and languages, the item's id a column of the outer query ('songs.id'); read back with `readJsonColumn`. */
    allOfColumn: (ownerIdColumn: string) => tagsAsJson(sql.ref(ownerIdColumn)),
    /** What `allOfColumn` gave: SQLite sends the JSON as text, PostgreSQL parsed (null when the item has none). */
    readJsonColumn(value: unknown): ItemTags {
      return toTags((typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as [TagKind, number, string][]);
    },
    /** The tags of several items, in each item's chosen order. */
    async list(kind: TagKind, ownerIds: number[]): Promise<NamedRefRow[]> {
      if (ownerIds.length === 0) return [];
      const join = joinTable(kind);
      const { rows } = await sql<NamedRefRow>`
        select ${sql.ref(`${join}.${ownerColumn}`)} as owner_id, ${sql.ref(`${kind}.id`)} as id, ${sql.ref(`${kind}.name`)} as name
        from ${sql.table(join)}
        inner join ${sql.table(kind)} on ${sql.ref(`${kind}.id`)} = ${sql.ref(`${join}.${REFERENCE_COLUMN[kind]}`)}
        where ${sql.ref(`${join}.${ownerColumn}`)} in (${sql.join(ownerIds)})
        order by ${sql.ref(`${join}.position`)}`.execute(db);
      return rows;
    },
    /** Replaces an item's tags with these ids, in this order. */
    async replace(kind: TagKind, ownerId: number, ids: number[]): Promise<void> {
      const join = joinTable(kind);
      await sql`delete from ${sql.table(join)} where ${sql.ref(ownerColumn)} = ${ownerId}`.execute(db);
      if (ids.length === 0) return;
      const values = sql.join(ids.map((id, position) => sql`(${ownerId}, ${id}, ${position})`));
      await sql`insert into ${sql.table(join)} (${sql.ref(ownerColumn)}, ${sql.ref(REFERENCE_COLUMN[kind])}, position) values ${values}`.execute(db);
    },
  };
}
