import { sql } from 'kysely';
import { compileOnce } from '../../db/compiled-query.ts';
import type { Database, Dialect } from '../../db/database.ts';

/** What can be clapped, and the table whose clap_count shows its total. */
export type ClapItemType = 'song' | 'album' | 'playlist' | 'video';
const ITEM_TABLES = { song: 'songs', album: 'albums', playlist: 'playlists', video: 'videos' } as const;

/** A person as the follow lists show them. */
export type PersonRow = { id: number; slug: string; type: string; first_name: string; last_name: string; band_name: string | null; profile_pic: string | null };
const personColumns = ['users.id', 'users.slug', 'users.type', 'users.first_name', 'users.last_name', 'users.band_name', 'users.profile_pic'] as const;

/** Follows and claps. Deleted accounts are left out of every list and count. */
export function createSocialRepository(db: Database, dialect: Dialect) {
  const followersQuery = () => db.selectFrom('follows').innerJoin('users', 'users.id', 'follows.follower_id').select((eb) => ['follows.followed_id', eb.fn.countAll<number>().as('n')]).where('users.deleted_at', 'is', null).groupBy('follows.followed_id');
  // One artist's followers (a song page, every visit), built once.
  const followersOfOne = compileOnce(db, 1, (userId: number) => followersQuery().where('follows.followed_id', '=', userId));

  return {
    /** A live account by slug. */
    findPersonBySlug(slug: string): Promise<PersonRow | undefined> {
      return db.selectFrom('users').select(personColumns).where('users.slug', '=', slug).where('users.deleted_at', 'is', null).executeTakeFirst();
    },

    /** Stores a follow; false when it was there already. */
    /** `onChange` runs in the same transaction when the follow is new (the analytics' daily counts, issue 8). */
    async insertFollow(followerId: number, followedId: number, now: string, onChange?: (trx: Database) => Promise<void>): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('follows')
          .values({ follower_id: followerId, followed_id: followedId, created_at: now })
          .onConflict((oc) => oc.columns(['follower_id', 'followed_id']).doNothing())
          .returning('follower_id')
          .executeTakeFirst();
        if (row !== undefined) await onChange?.(trx);
        return row !== undefined;
      });
    },
    /** `onChange` runs in the same transaction when a follow was removed. */
    async deleteFollow(followerId: number, followedId: number, onChange?: (trx: Database) => Promise<void>): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const row = await trx.deleteFrom('follows').where('follower_id', '=', followerId).where('followed_id', '=', followedId).returning('follower_id').executeTakeFirst();
        if (row !== undefined) await onChange?.(trx);
      });
    },

    /** Followers of each person, counting live accounts only. */
    async countFollowers(userIds: number[]): Promise<Map<number, number>> {
      if (userIds.length === 0) return new Map();
      const rows = userIds.length === 1 ? await followersOfOne(userIds[0]) : await followersQuery().where('follows.followed_id', 'in', userIds).execute();
      return new Map(rows.map((row) => [row.followed_id, Number(row.n)]));
    },
    /**
     * What one viewer did to these items and artists, in one round trip: their claps on each item
     * (by type) and which of the artists they follow.
     */
    async listViewerMarks(viewerId: number, items: { [K in ClapItemType]?: number[] }, artistIds: number[]): Promise<{ claps: Map<ClapItemType, Map<number, number>>; followed: Set<number> }> {
      const clapped = (Object.entries(items) as [ClapItemType, number[] | undefined][]).filter(([, ids]) => ids?.length);
      const parts = [];
      if (clapped.length) {
        const byType = sql.join(clapped.map(([type, ids]) => sql`(item_type = ${type} and item_id in (${sql.join([...new Set(ids)])}))`), sql` or `);
        parts.push(sql`select item_type as kind, item_id as id, amount from claps where user_id = ${viewerId} and (${byType})`);
      }
      if (artistIds.length) parts.push(sql`select 'follow' as kind, followed_id as id, 0 as amount from follows where follower_id = ${viewerId} and followed_id in (${sql.join(artistIds)})`);
      const claps = new Map<ClapItemType, Map<number, number>>();
      const followed = new Set<number>();
      if (!parts.length) return { claps, followed };
      const { rows } = await sql<{ kind: ClapItemType | 'follow'; id: number; amount: number }>`${sql.join(parts, sql` union all `)}`.execute(db);
      for (const row of rows) {
        if (row.kind === 'follow') followed.add(row.id);
        else claps.set(row.kind, (claps.get(row.kind) ?? new Map<number, number>()).set(row.id, row.amount));
      }
      return { claps, followed };
    },
    /** Which of these people `followerId` follows. */
    async listFollowedAmong(followerId: number, userIds: number[]): Promise<Set<number>> {
      if (userIds.length === 0) return new Set();
      const rows = await db.selectFrom('follows').select('followed_id').where('follower_id', '=', followerId).where('followed_id', 'in', userIds).execute();
      return new Set(rows.map((row) => row.followed_id));
    },
    /** Which of these slugs `followerId` follows. */
    async listFollowedSlugs(followerId: number, slugs: string[]): Promise<Set<string>> {
      if (slugs.length === 0) return new Set();
      const rows = await db
        .selectFrom('follows')
        .innerJoin('users', 'users.id', 'follows.followed_id')
        .select('users.slug')
        .where('follows.follower_id', '=', followerId)
        .where('users.slug', 'in', slugs)
        .where('users.deleted_at', 'is', null)
        .execute();
      return new Set(rows.map((row) => row.slug));
    },

    /** A page of a person's followers ('followers') or of the people they follow ('following'), newest follow first. */
    async listFollowPage(userId: number, filter: 'followers' | 'following', page: { offset: number; limit: number }): Promise<{ rows: PersonRow[]; count: number }> {
      const [own, other] = filter === 'followers' ? (['follows.followed_id', 'follows.follower_id'] as const) : (['follows.follower_id', 'follows.followed_id'] as const);
      const base = db.selectFrom('follows').innerJoin('users', 'users.id', other).where(own, '=', userId).where('users.deleted_at', 'is', null);
      const [rows, total] = await Promise.all([
        base.select(personColumns).orderBy('follows.created_at', 'desc').orderBy('users.id', 'desc').limit(page.limit).offset(page.offset).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, count: Number(total.n) };
    },

    /**
     * Adds up to `count` claps of one person to an item, never past `max`, and moves the
     * item's total by exactly what was added. One transaction: the person's clap row is made if
     * missing and then locked (FOR UPDATE on PostgreSQL; SQLite runs one writer at a time), so
     * racing calls of one person each see the others' claps and the cap holds.
     */
    async addClaps(input: { userId: number; type: ClapItemType; itemId: number; count: number; max: number; now: string; onAdded?: (trx: Database, added: number) => Promise<void> }): Promise<{ mine: number; added: number; total: number }> {
      const table = ITEM_TABLES[input.type];
      return db.transaction().execute(async (trx) => {
        await trx
          .insertInto('claps')
          .values({ user_id: input.userId, item_type: input.type, item_id: input.itemId, amount: 0, created_at: input.now, updated_at: input.now })
          .onConflict((oc) => oc.columns(['user_id', 'item_type', 'item_id']).doNothing())
          .execute();
        let select = trx.selectFrom('claps').select('amount').where('user_id', '=', input.userId).where('item_type', '=', input.type).where('item_id', '=', input.itemId);
        if (dialect === 'postgres') select = select.forUpdate();
        const before = (await select.executeTakeFirstOrThrow()).amount;
        const mine = Math.min(before + input.count, input.max);
        const added = mine - before;
        if (added > 0) {
          // created_at is when the person first clapped: the library's order.
          await trx.updateTable('claps').set({ amount: mine, updated_at: input.now, ...(before === 0 ? { created_at: input.now } : {}) }).where('user_id', '=', input.userId).where('item_type', '=', input.type).where('item_id', '=', input.itemId).execute();
          await trx.updateTable(table).set((eb) => ({ clap_count: eb('clap_count', '+', added) })).where('id', '=', input.itemId).execute();
          await input.onAdded?.(trx, added);
        }
        const total = await trx.selectFrom(table).select('clap_count').where('id', '=', input.itemId).executeTakeFirstOrThrow();
        return { mine, added, total: total.clap_count };
      });
    },

    /** One person's claps on items of one type. */
    async listClaps(userId: number, type: ClapItemType, itemIds: number[]): Promise<Map<number, number>> {
      if (itemIds.length === 0) return new Map();
      const rows = await db.selectFrom('claps').select(['item_id', 'amount']).where('user_id', '=', userId).where('item_type', '=', type).where('item_id', 'in', itemIds).execute();
      return new Map(rows.map((row) => [row.item_id, row.amount]));
    },
    /** The total shown for an item (its clap_count). */
    async findClapTotal(type: ClapItemType, itemId: number): Promise<number> {
      const row = await db.selectFrom(ITEM_TABLES[type]).select('clap_count').where('id', '=', itemId).executeTakeFirst();
      return row?.clap_count ?? 0;
    },

    /** The ids of the items of one type a person clapped, newest first; whether they may still see them is the caller's to judge. */
    async listClappedIds(userId: number, type: ClapItemType): Promise<number[]> {
      const rows = await db
        .selectFrom('claps')
        .select('item_id')
        .where('user_id', '=', userId)
        .where('item_type', '=', type)
        .where('amount', '>', 0)
        .orderBy('created_at', 'desc')
        .orderBy('item_id', 'desc')
        .execute();
      return rows.map((row) => row.item_id);
    },
  };
}
export type SocialRepository = ReturnType<typeof createSocialRepository>;
