import { sql, type Selectable } from 'kysely';
import type { CommentItemType } from '@indiwave/domain/contract/comments';
import type { Database } from '../../db/database.ts';
import type { Tables } from '../../db/tables.ts';

/** A comment with its author, as the list shows it. */
export type CommentView = Omit<Selectable<Tables['comments']>, 'taken_down_at'> & {
  author_slug: string;
  author_first_name: string;
  author_last_name: string;
  author_band_name: string | null;
  author_profile_pic: string | null;
};

/** The tables of the items comments belong to. */
const ITEM_TABLES = { song: 'songs', album: 'albums', playlist: 'playlists', video: 'videos', blog: 'blog_posts' } as const;

/** The comments table (issue 6): threads, replies, reviews' stars. */
export function createCommentsRepository(db: Database) {
  const withAuthor = () =>
    db
      .selectFrom('comments')
      .innerJoin('users', 'users.id', 'comments.user_id')
      // An account deleted since keeps its row, anonymised: its comments leave with it.
      .where('users.deleted_at', 'is', null)
      // A comment the team took down (issue 21) is gone for everyone, its author too.
      .where('comments.taken_down_at', 'is', null)
      .select([
        'comments.id',
        'comments.item_type',
        'comments.item_id',
        'comments.user_id',
        'comments.parent_id',
        'comments.body',
        'comments.stars',
        'comments.created_at',
        'comments.updated_at',
        'users.slug as author_slug',
        'users.first_name as author_first_name',
        'users.last_name as author_last_name',
        'users.band_name as author_band_name',
        'users.profile_pic as author_profile_pic',
      ]);

  return {
    /** Stores a comment; returns its id. */
    async insertComment(values: { item_type: CommentItemType; item_id: number; user_id: number; parent_id: number | null; body: string; stars: number | null; created_at: string }): Promise<number> {
      const { id } = await db.insertInto('comments').values(values).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    /** One comment with its author, or undefined. */
    findComment(id: number): Promise<CommentView | undefined> {
      return withAuthor().where('comments.id', '=', id).executeTakeFirst();
    },

    /** A page of an item's threads, newest first, and how many there are. */
    async listThreads(type: CommentItemType, itemId: number, page: { offset: number; limit: number }): Promise<{ rows: CommentView[]; count: number }> {
      const rows = await withAuthor()
        .where('comments.item_type', '=', type)
        .where('comments.item_id', '=', itemId)
        .where('comments.parent_id', 'is', null)
        .orderBy('comments.created_at', 'desc')
        .orderBy('comments.id', 'desc')
        .offset(page.offset)
        .limit(page.limit)
        .execute();
      const { n } = await db
        .selectFrom('comments')
        .innerJoin('users', 'users.id', 'comments.user_id')
        .where('users.deleted_at', 'is', null)
        .where('comments.taken_down_at', 'is', null)
        .where('comments.item_type', '=', type)
        .where('comments.item_id', '=', itemId)
        .where('comments.parent_id', 'is', null)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return { rows, count: Number(n) };
    },

    /** The replies of these threads, oldest first. */
    listReplies(parentIds: number[]): Promise<CommentView[]> {
      if (parentIds.length === 0) return Promise.resolve([]);
      return withAuthor().where('comments.parent_id', 'in', parentIds).orderBy('comments.created_at', 'asc').orderBy('comments.id', 'asc').execute();
    },

    /** The average of an item's review stars and their count (reviews of live accounts). */
    async readRating(type: CommentItemType, itemId: number): Promise<{ average: number | null; count: number }> {
      const row = await db
        .selectFrom('comments')
        .innerJoin('users', 'users.id', 'comments.user_id')
        .where('users.deleted_at', 'is', null)
        .where('comments.taken_down_at', 'is', null)
        .where('comments.item_type', '=', type)
        .where('comments.item_id', '=', itemId)
        .where('comments.parent_id', 'is', null)
        .where('comments.stars', 'is not', null)
        .select([sql<number | string | null>`avg(comments.stars)`.as('average'), (eb) => eb.fn.countAll<number>().as('n')])
        .executeTakeFirstOrThrow();
      const count = Number(row.n);
      return { average: count === 0 || row.average === null ? null : Math.round(Number(row.average) * 10) / 10, count };
    },

    /** The id of the person's review of an item, if any. */
    async findReviewId(userId: number, type: CommentItemType, itemId: number): Promise<number | null> {
      const row = await db
        .selectFrom('comments')
        .select('id')
        .where('user_id', '=', userId)
        .where('item_type', '=', type)
        .where('item_id', '=', itemId)
        .where('parent_id', 'is', null)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /** New text (and stars, when given) of a comment. */
    async updateComment(id: number, changes: { body: string; stars?: number; updated_at: string }): Promise<void> {
      await db.updateTable('comments').set(changes).where('id', '=', id).execute();
    },

    /** Deletes a comment and, for a thread's first comment, its replies. */
    async deleteComment(id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('comments').where('parent_id', '=', id).execute();
        await trx.deleteFrom('comments').where('id', '=', id).execute();
      });
    },

    /** The slug and owner of the item a comment belongs to, or undefined once it is gone. */
    async findItem(type: CommentItemType, itemId: number): Promise<{ slug: string; user_id: number } | undefined> {
      return db.selectFrom(ITEM_TABLES[type]).select(['slug', 'user_id']).where('id', '=', itemId).executeTakeFirst();
    },
  };
}
export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
