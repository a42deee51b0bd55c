/**
 * Blogs (spec 1 §2.1 /blogs, /blog; spec 2 §7 Discovery 'GET blogs, blog_detail/{slug}', Social
 * 'blog_comments'; spec 1 §9 'blog 900x450'). The team writes posts in Markdown; the server
 * renders and sanitises them when they are saved, so no script ever reaches a reader.
 *
 * - `GET /api/blogs?category=&offset=&limit=`: published posts, newest first, 20 a page, with
 *   the categories (each with its count of published posts).
 * - `GET /api/blog_detail/:slug`: one published post with its sanitised HTML body.
 * - `GET/POST /api/blog_comments`: comments with replies, as song comments (contract/comments.ts).
 * - Staff (the team's role, 401/403 otherwise): `GET /api/staff/blogs` (drafts too),
 *   `GET /api/staff/blogs/:slug` (with its Markdown), `POST /api/staff/blogs`,
 *   `PUT /api/staff/blogs/:slug`, `DELETE /api/staff/blogs/:slug`, `POST /api/staff/blog_preview`
 *   (Markdown → the HTML readers would get), `POST /api/staff/blog_categories`.
 * - Images: `POST /api/staff/images` (contract/ads.ts) stores a picture; a post names its cover
 *   by the returned key, and its body shows pictures by their /media URL.
 */
import { z } from 'zod';
import { BLOG_BODY_MAX, BLOG_CATEGORY_MAX, BLOG_EXCERPT_MAX, BLOG_TITLE_MAX, BLOGS_LIMIT } from '../constants.ts';
import { CONTENT_MESSAGES, MESSAGES } from '../messages.ts';
import { slugSchema } from './catalog.ts';
import { defineRoute } from './route.ts';

/** A category of posts (News, Guides …). */
export const blogCategorySchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** Published posts in it. */
  count: z.number().int(),
});
export type BlogCategory = z.infer<typeof blogCategorySchema>;

/** A post as the listing shows it. */
export const blogSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** Plain text. */
  excerpt: z.string(),
  category: z.object({ slug: z.string(), name: z.string() }),
  /** The featured image, 900x450 (spec 1 §9), or the default social picture. */
  featured_image: z.string(),
  author: z.object({ name: z.string(), slug_username: z.string() }),
  /** ISO-8601 UTC; null for a draft. */
  published_at: z.string().nullable(),
  /** Minutes a reader needs, at 200 words a minute. */
  reading_minutes: z.number().int(),
});
export type BlogSummary = z.infer<typeof blogSummarySchema>;

/** A post as its page shows it: the summary, its sanitised HTML and when it last changed. */
export const blogDetailSchema = blogSummarySchema.extend({
  /** Sanitised HTML: headings, paragraphs, lists, quotes, code, links and pictures from /media. */
  body_html: z.string(),
  updated_at: z.string(),
  comments_count: z.number().int(),
});
export type BlogDetail = z.infer<typeof blogDetailSchema>;

export const blogsQuerySchema = z.object({
  /** A category's slug; none lists every category. */
  category: z.string().trim().max(BLOG_CATEGORY_MAX * 2).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(BLOGS_LIMIT),
});

const blogsListResponse = z.object({
  success: z.literal(true),
  results: z.array(blogSummarySchema),
  /** Posts in all (of the category). */
  count: z.number().int(),
  categories: z.array(blogCategorySchema),
});
export type BlogsPage = z.infer<typeof blogsListResponse>;

/** A post as the team writes it. */
export const blogInputSchema = z.object({
  title: z.string({ error: CONTENT_MESSAGES.blogTitleRequired }).trim().min(1, CONTENT_MESSAGES.blogTitleRequired).max(BLOG_TITLE_MAX, CONTENT_MESSAGES.blogTitleMax),
  /** Plain text for listings and link previews; made from the body when empty. */
  excerpt: z.string().trim().max(BLOG_EXCERPT_MAX, CONTENT_MESSAGES.blogExcerptMax).default(''),
  /** Markdown; raw HTML in it is shown as text. */
  body: z.string({ error: CONTENT_MESSAGES.blogBodyRequired }).refine((v) => v.trim() !== '', CONTENT_MESSAGES.blogBodyRequired).refine((v) => v.length <= BLOG_BODY_MAX, CONTENT_MESSAGES.blogBodyMax),
  category: z.string({ error: CONTENT_MESSAGES.blogCategoryRequired }).trim().min(1, CONTENT_MESSAGES.blogCategoryRequired),
  /** The key `POST staff/images` answered for a 'blog_cover' picture; null for the default picture. */
  featured_image: z.string().trim().max(200).nullish().transform((v) => v || null),
  /** Published posts are public from their publishing time on; drafts are the team's. */
  is_published: z.boolean().default(false),
});
export type BlogInput = z.input<typeof blogInputSchema>;

/** A post as the staff screen lists and edits it. */
export const staffBlogSchema = blogDetailSchema.extend({
  body: z.string(),
  is_published: z.boolean(),
  /** The cover's stored key, to keep it when saving again. */
  featured_image_key: z.string().nullable(),
});
export type StaffBlog = z.infer<typeof staffBlogSchema>;

const staffListItem = blogSummarySchema.extend({ is_published: z.boolean(), updated_at: z.string() });

export const blogRoutes = {
  blogs: defineRoute({ method: 'GET', path: '/blogs', summary: 'Published blog posts, newest first, 20 a page, by category', isAuthRequired: false, query: blogsQuerySchema, response: blogsListResponse }),
  blogDetail: defineRoute({
    method: 'GET',
    path: '/blog_detail/:slug',
    summary: 'One published blog post with its sanitised HTML',
    isAuthRequired: false,
    params: z.object({ slug: z.string().trim().toLowerCase().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, CONTENT_MESSAGES.blogNotFound).max(200, CONTENT_MESSAGES.blogNotFound) }),
    response: z.object({ success: z.literal(true), result: blogDetailSchema }),
  }),
  staffBlogs: defineRoute({
    method: 'GET',
    path: '/staff/blogs',
    staffRole: 'staff',
    summary: 'Staff: every blog post, drafts included, newest change first',
    isAuthRequired: true,
    query: z.object({ offset: z.coerce.number().int().min(0).default(0), limit: z.coerce.number().int().min(1).max(100).default(50) }),
    response: z.object({ success: z.literal(true), results: z.array(staffListItem), count: z.number().int(), categories: z.array(blogCategorySchema) }),
  }),
  staffBlog: defineRoute({
    method: 'GET',
    path: '/staff/blogs/:slug',
    staffRole: 'staff',
    summary: 'Staff: one blog post with its Markdown',
    isAuthRequired: true,
    params: z.object({ slug: slugSchema }),
    response: z.object({ success: z.literal(true), result: staffBlogSchema }),
  }),
  createBlog: defineRoute({
    method: 'POST',
    path: '/staff/blogs',
    staffRole: 'staff',
    summary: 'Staff: write a blog post (Markdown, rendered and sanitised on save)',
    isAuthRequired: true,
    isIdempotent: true,
    body: blogInputSchema,
    response: z.object({ success: z.literal(true), result: staffBlogSchema, message: z.string() }),
  }),
  updateBlog: defineRoute({
    method: 'PUT',
    path: '/staff/blogs/:slug',
    staffRole: 'staff',
    summary: 'Staff: change a blog post; its address stays',
    isAuthRequired: true,
    params: z.object({ slug: slugSchema }),
    body: blogInputSchema,
    response: z.object({ success: z.literal(true), result: staffBlogSchema, message: z.string() }),
  }),
  deleteBlog: defineRoute({
    method: 'DELETE',
    path: '/staff/blogs/:slug',
    staffRole: 'staff',
    summary: 'Staff: delete a blog post and its comments',
    isAuthRequired: true,
    params: z.object({ slug: slugSchema }),
    response: z.object({ success: z.literal(true), message: z.string() }),
  }),
  previewBlog: defineRoute({
    method: 'POST',
    path: '/staff/blog_preview',
    staffRole: 'staff',
    summary: 'Staff: the sanitised HTML a Markdown body becomes',
    isAuthRequired: true,
    body: z.object({ body: z.string().max(BLOG_BODY_MAX, CONTENT_MESSAGES.blogBodyMax) }),
    response: z.object({ success: z.literal(true), result: z.object({ body_html: z.string() }) }),
  }),
  createBlogCategory: defineRoute({
    method: 'POST',
    path: '/staff/blog_categories',
    staffRole: 'staff',
    summary: 'Staff: add a blog category (its slug is made from the name)',
    isAuthRequired: true,
    body: z.object({ name: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(BLOG_CATEGORY_MAX) }),
    response: z.object({ success: z.literal(true), result: blogCategorySchema }),
  }),
} as const;
