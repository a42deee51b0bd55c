import type { FastifyBaseLogger } from 'fastify';
import { BLOG_FEED_LIMIT } from '@indiwave/domain/constants';
import type { blogInputSchema, BlogCategory, BlogDetail, BlogsPage, StaffBlog } from '@indiwave/domain/contract/blogs';
import { CONTENT_MESSAGES } from '@indiwave/domain/messages';
import { toSlug } from '@indiwave/domain/rules/slug';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { fieldError } from '../../http/parse-with.ts';
import { insertWithSlug } from '../catalog/catalog-rules.ts';
import type { CommentedItem } from '../comments/comments.service.ts';
import type { ContentImagesService } from '../content-images/content-images.service.ts';
import type { AuditInput, AuditService } from '../audit/audit.service.ts';
import { authorizeStaff, requireStaff, type StaffActor, type StaffRequest } from '../staff/staff.policy.ts';
import { renderBlogMarkdown, toPlainText, toReadingMinutes } from './blog-markdown.ts';
import { presentBlogDetail, presentBlogSummary, presentStaffBlog } from './blogs.presenter.ts';
import { createBlogsRepository, type BlogRow, type BlogsRepository } from './blogs.repository.ts';

type BlogFields = z.output<typeof blogInputSchema>;

/** What a blog announcement needs from the notifications module. */
export type BlogAnnouncer = (post: { slug: string; title: string; image: string | null }) => Promise<unknown>;

const EXCERPT_FROM_BODY = 200;

/** A summary cut at a word. */
function toExcerpt(text: string, max = EXCERPT_FROM_BODY): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Blogs (issue 20): published posts for everyone, by category and page; the team writes them in
 * Markdown, which is rendered and sanitised here when saved (readers get only the stored HTML).
 * A post's first publication is announced to every account once (READING: the blog
 * notification with its featured image).
 */
export function createBlogsService(deps: {
  repository: BlogsRepository;
  audit: AuditService;
  images: ContentImagesService;
  announce: BlogAnnouncer;
  now: () => Date;
  logger: FastifyBaseLogger;
}) {
  const { repository } = deps;
  const nowIso = () => deps.now().toISOString();
  const imageUrl = (key: string) => deps.images.toUrl(key);

  async function requirePublished(slug: string): Promise<BlogRow> {
    const row = await repository.findPublished(slug, nowIso());
    if (!row) throw AppError.notFound(CONTENT_MESSAGES.blogNotFound);
    return row;
  }

  async function requireAny(slug: string): Promise<BlogRow> {
    const row = await repository.findAny(slug);
    if (!row) throw AppError.notFound(CONTENT_MESSAGES.blogNotFound);
    return row;
  }

  async function presentStaff(slug: string): Promise<StaffBlog> {
    const row = await requireAny(slug);
    return presentStaffBlog(row, await repository.countComments(row.id), imageUrl);
  }

  /** Checks and renders what the team wrote into the stored columns. */
  async function toColumns(input: BlogFields) {
    const category = await repository.findCategory(toSlug(input.category));
    if (!category) throw fieldError('category', CONTENT_MESSAGES.blogCategoryNotFound);
    if (input.featured_image) await deps.images.requireImage(input.featured_image, ['blog_cover'], 'featured_image', CONTENT_MESSAGES.blogImageRequired);
    const bodyHtml = renderBlogMarkdown(input.body);
    const text = toPlainText(bodyHtml);
    return {
      title: input.title,
      excerpt: input.excerpt || toExcerpt(text),
      body_md: input.body,
      body_html: bodyHtml,
      reading_minutes: toReadingMinutes(text),
      category_id: category.id,
      image_key: input.featured_image,
    };
  }

  /** A team member's change on this module's tables and its audit line, in one transaction. */
  function writeAudited<T>(request: StaffRequest, write: (repo: BlogsRepository) => Promise<T>, describe: (result: T) => AuditInput): Promise<T> {
    return deps.audit.runAudited(authorizeStaff(request), (trx) => write(createBlogsRepository(trx)), describe);
  }


  /** Tells everyone of a post's first publication; a failure is logged, the post stays. */
  async function announceOnce(row: BlogRow): Promise<void> {
    if (row.is_published !== 1 || !(await repository.claimAnnouncement(row.id, nowIso()))) return;
    try {
      await deps.announce({ slug: row.slug, title: row.title, image: row.image_key ? imageUrl(row.image_key) : null });
    } catch (error) {
      deps.logger.error({ err: error, slug: row.slug }, 'blog announcement not made');
    }
  }

  return {
    /** GET blogs: a page of published posts, by category. */
    async listBlogs(query: { category?: string; offset: number; limit: number }): Promise<BlogsPage> {
      const now = nowIso();
      const categories = await repository.listCategories(now);
      let categoryId: number | null = null;
      if (query.category) {
        const found = categories.find((category) => category.slug === query.category);
        if (!found) return { success: true, results: [], count: 0, categories: categories.map(({ id: _id, ...rest }) => rest) };
        categoryId = found.id;
      }
      const { rows, count } = await repository.listPublished({ categoryId, offset: query.offset, limit: query.limit, now });
      return { success: true, results: rows.map((row) => presentBlogSummary(row, imageUrl)), count, categories: categories.map(({ id: _id, ...rest }) => rest) };
    },

    /** GET blog_detail/{slug}: one published post. */
    async readBlog(slug: string): Promise<BlogDetail> {
      const row = await requirePublished(slug);
      return presentBlogDetail(row, await repository.countComments(row.id), imageUrl);
    },

    /** A published post as comments need it (404 otherwise): drafts take no comments. */
    async findCommentable(slug: string): Promise<CommentedItem> {
      const row = await requirePublished(slug);
      return { id: row.id, ownerId: row.user_id, slug: row.slug, title: row.title, image: row.image_key ? imageUrl(row.image_key) : null };
    },

    /** Published posts, newest first (feeds, sitemap). */
    async listRecent(limit = BLOG_FEED_LIMIT) {
      const rows = await repository.listRecent(limit, nowIso());
      return rows.map((row) => ({ ...presentBlogSummary(row, imageUrl), body_html: row.body_html, updated_at: row.updated_at }));
    },

    /** GET staff/blogs. */
    async listForStaff(actor: StaffActor, page: { offset: number; limit: number }) {
      requireStaff(actor);
      const { rows, count } = await repository.listAll(page);
      const categories = await repository.listCategories(nowIso());
      return {
        success: true as const,
        results: rows.map((row) => ({ ...presentBlogSummary(row, imageUrl), is_published: row.is_published === 1, updated_at: row.updated_at })),
        count,
        categories: categories.map(({ id: _id, ...rest }) => rest),
      };
    },

    /** GET staff/blogs/{slug}. */
    async readForStaff(actor: StaffActor, slug: string): Promise<StaffBlog> {
      requireStaff(actor);
      return presentStaff(slug);
    },

    /** POST staff/blogs. */
    async createBlog(request: StaffRequest, input: BlogFields): Promise<StaffBlog> {
      const staff = requireStaff(request.actor);
      const columns = await toColumns(input);
      const now = nowIso();
      const slug = await writeAudited(
        request,
        (repo) =>
          insertWithSlug(
            input.title,
            (slugs) => repo.listTakenSlugs(slugs),
            async (free) => {
              await repo.insertPost({ ...columns, slug: free, user_id: staff.id, is_published: input.is_published ? 1 : 0, published_at: input.is_published ? now : null, announced_at: null, created_at: now, updated_at: now });
              return free;
            },
            'post',
          ),
        (free) => ({ action: 'blog.create', targetType: 'blog', targetKey: free, targetLabel: input.title, after: { title: input.title, category: input.category, is_published: input.is_published } }),
      );
      await announceOnce(await requireAny(slug));
      return presentStaff(slug);
    },

    /** PUT staff/blogs/{slug}: the address stays; the first publication date too. */
    async updateBlog(request: StaffRequest, slug: string, input: BlogFields): Promise<StaffBlog> {
      requireStaff(request.actor);
      const row = await requireAny(slug);
      const columns = await toColumns(input);
      const now = nowIso();
      await writeAudited(
        request,
        (repo) => repo.updatePost(row.id, { ...columns, is_published: input.is_published ? 1 : 0, published_at: input.is_published ? (row.published_at ?? now) : row.published_at, updated_at: now }),
        () => ({
          action: 'blog.update',
          targetType: 'blog',
          targetKey: slug,
          targetLabel: input.title,
          before: { title: row.title, is_published: row.is_published === 1 },
          after: { title: input.title, category: input.category, is_published: input.is_published },
        }),
      );
      await announceOnce(await requireAny(slug));
      return presentStaff(slug);
    },

    /** DELETE staff/blogs/{slug}: the post and its comments. */
    async deleteBlog(request: StaffRequest, slug: string): Promise<void> {
      requireStaff(request.actor);
      const row = await requireAny(slug);
      await writeAudited(
        request,
        (repo) => repo.deletePost(row.id),
        () => ({ action: 'blog.delete', targetType: 'blog', targetKey: slug, targetLabel: row.title, before: { title: row.title, is_published: row.is_published === 1 } }),
      );
    },

    /** POST staff/blog_preview. */
    previewBlog(actor: StaffActor, body: string): { body_html: string } {
      requireStaff(actor);
      return { body_html: renderBlogMarkdown(body) };
    },

    /** POST staff/blog_categories: a new category (or the one of that slug). */
    async createCategory(request: StaffRequest, name: string): Promise<BlogCategory> {
      requireStaff(request.actor);
      const slug = toSlug(name);
      if (!slug) throw fieldError('name', CONTENT_MESSAGES.blogCategoryRequired);
      const existing = await repository.findCategory(slug);
      if (!existing) {
        await writeAudited(
          request,
          (repo) => repo.insertCategory({ slug, name, created_at: nowIso() }),
          () => ({ action: 'blog_category.create', targetType: 'blog_category', targetKey: slug, targetLabel: name, after: { name } }),
        );
      }
      const found = (await repository.listCategories(nowIso())).find((category) => category.slug === slug);
      if (!found) throw AppError.notFound(CONTENT_MESSAGES.blogCategoryNotFound);
      return { slug: found.slug, name: found.name, count: found.count };
    },
  };
}
export type BlogsService = ReturnType<typeof createBlogsService>;
