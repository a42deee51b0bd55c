import type { Insertable, Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { BlogPostsTable } from '../../db/tables-content.ts';

/** A post with its category and author, as every read needs it. */
export type BlogRow = BlogPostsTable & {
  id: number;
  is_published: number;
  category_slug: string;
  category_name: string;
  author_slug: string;
  author_first_name: string;
  author_last_name: string;
  author_band_name: string | null;
};

/** Blog posts and categories (issue 20). Published means is_published and published_at reached. */
export function createBlogsRepository(db: Database) {
  const withJoins = () =>
    db
      .selectFrom('blog_posts')
      .innerJoin('blog_categories', 'blog_categories.id', 'blog_posts.category_id')
      .innerJoin('users', 'users.id', 'blog_posts.user_id')
      .selectAll('blog_posts')
      .select([
        'blog_categories.slug as category_slug',
        'blog_categories.name as category_name',
        'users.slug as author_slug',
        'users.first_name as author_first_name',
        'users.last_name as author_last_name',
        'users.band_name as author_band_name',
      ]);
  const published = (now: string) => withJoins().where('blog_posts.is_published', '=', 1).where('blog_posts.published_at', '<=', now);

  return {
    /** A page of published posts, newest first, of one category or all, and their count. */
    async listPublished(query: { categoryId: number | null; offset: number; limit: number; now: string }): Promise<{ rows: BlogRow[]; count: number }> {
      let list = published(query.now);
      let counted = db.selectFrom('blog_posts').where('is_published', '=', 1).where('published_at', '<=', query.now);
      if (query.categoryId !== null) {
        list = list.where('blog_posts.category_id', '=', query.categoryId);
        counted = counted.where('category_id', '=', query.categoryId);
      }
      const rows = (await list.orderBy('blog_posts.published_at', 'desc').orderBy('blog_posts.id', 'desc').offset(query.offset).limit(query.limit).execute()) as BlogRow[];
      const { n } = await counted.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { rows, count: Number(n) };
    },

    /** Every post, drafts included, latest change first (the staff screen). */
    async listAll(page: { offset: number; limit: number }): Promise<{ rows: BlogRow[]; count: number }> {
      const rows = (await withJoins().orderBy('blog_posts.updated_at', 'desc').orderBy('blog_posts.id', 'desc').offset(page.offset).limit(page.limit).execute()) as BlogRow[];
      const { n } = await db.selectFrom('blog_posts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { rows, count: Number(n) };
    },

    /** The categories with their counts of published posts, by name. */
    async listCategories(now: string): Promise<{ id: number; slug: string; name: string; count: number }[]> {
      const rows = await db
        .selectFrom('blog_categories')
        .leftJoin('blog_posts', (join) => join.onRef('blog_posts.category_id', '=', 'blog_categories.id').on('blog_posts.is_published', '=', 1).on('blog_posts.published_at', '<=', now))
        .select(['blog_categories.id', 'blog_categories.slug', 'blog_categories.name', (eb) => eb.fn.count<number>('blog_posts.id').as('n')])
        .groupBy(['blog_categories.id', 'blog_categories.slug', 'blog_categories.name'])
        .orderBy('blog_categories.name')
        .execute();
      return rows.map((row) => ({ id: row.id, slug: row.slug, name: row.name, count: Number(row.n) }));
    },

    findCategory(slug: string) {
      return db.selectFrom('blog_categories').selectAll().where('slug', '=', slug).executeTakeFirst();
    },

    async insertCategory(values: { slug: string; name: string; created_at: string }): Promise<number> {
      const { id } = await db.insertInto('blog_categories').values(values).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    /** A published post by slug. */
    async findPublished(slug: string, now: string): Promise<BlogRow | undefined> {
      return (await published(now).where('blog_posts.slug', '=', slug).executeTakeFirst()) as BlogRow | undefined;
    },

    /** Any post by slug (the staff screen). */
    async findAny(slug: string): Promise<BlogRow | undefined> {
      return (await withJoins().where('blog_posts.slug', '=', slug).executeTakeFirst()) as BlogRow | undefined;
    },

    async listTakenSlugs(slugs: string[]): Promise<string[]> {
      const rows = await db.selectFrom('blog_posts').select('slug').where('slug', 'in', slugs).execute();
      return rows.map((row) => row.slug);
    },

    async insertPost(values: Insertable<BlogPostsTable>): Promise<number> {
      const { id } = await db.insertInto('blog_posts').values(values).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    async updatePost(id: number, changes: Updateable<BlogPostsTable>): Promise<void> {
      await db.updateTable('blog_posts').set(changes).where('id', '=', id).execute();
    },

    /** Marks a post announced, once: true for the caller that did it. */
    async claimAnnouncement(id: number, at: string): Promise<boolean> {
      const result = await db.updateTable('blog_posts').set({ announced_at: at }).where('id', '=', id).where('announced_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The post and its comments, replies first; run on a transaction (the service's audited write is one). */
    async deletePost(id: number): Promise<void> {
      await db.deleteFrom('comments').where('item_type', '=', 'blog').where('item_id', '=', id).where('parent_id', 'is not', null).execute();
      await db.deleteFrom('comments').where('item_type', '=', 'blog').where('item_id', '=', id).execute();
      await db.deleteFrom('blog_posts').where('id', '=', id).execute();
    },

    /** Comments on a post (threads and replies of live accounts). */
    async countComments(id: number): Promise<number> {
      const { n } = await db
        .selectFrom('comments')
        .innerJoin('users', 'users.id', 'comments.user_id')
        .where('users.deleted_at', 'is', null)
        .where('comments.taken_down_at', 'is', null)
        .where('comments.item_type', '=', 'blog')
        .where('comments.item_id', '=', id)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    /** Published posts for the feeds and the sitemap, newest first. */
    async listRecent(limit: number, now: string): Promise<BlogRow[]> {
      return (await published(now).orderBy('blog_posts.published_at', 'desc').orderBy('blog_posts.id', 'desc').limit(limit).execute()) as BlogRow[];
    },
  };
}
export type BlogsRepository = ReturnType<typeof createBlogsRepository>;
