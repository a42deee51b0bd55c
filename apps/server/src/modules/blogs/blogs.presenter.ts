import type { BlogDetail, BlogSummary, StaffBlog } from '@indiwave/domain/contract/blogs';
import type { BlogRow } from './blogs.repository.ts';

/** Where the default social picture (600x450) is served from (apps/web/public). */
const DEFAULT_IMAGE_PATH = '/social-default.png';

type ImageUrl = (key: string) => string;

function toAuthorName(row: BlogRow): string {
  return row.author_band_name?.trim() || [row.author_first_name, row.author_last_name].filter(Boolean).join(' ').trim() || row.author_slug;
}

/** A post as listings show it. */
export function presentBlogSummary(row: BlogRow, imageUrl: ImageUrl): BlogSummary {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: { slug: row.category_slug, name: row.category_name },
    featured_image: row.image_key ? imageUrl(row.image_key) : DEFAULT_IMAGE_PATH,
    author: { name: toAuthorName(row), slug_username: row.author_slug },
    published_at: row.is_published === 1 ? row.published_at : null,
    reading_minutes: row.reading_minutes,
  };
}

/** A post as its page shows it. */
export function presentBlogDetail(row: BlogRow, commentsCount: number, imageUrl: ImageUrl): BlogDetail {
  return { ...presentBlogSummary(row, imageUrl), body_html: row.body_html, updated_at: row.updated_at, comments_count: commentsCount };
}

/** A post as the staff screen edits it. */
export function presentStaffBlog(row: BlogRow, commentsCount: number, imageUrl: ImageUrl): StaffBlog {
  return { ...presentBlogDetail(row, commentsCount, imageUrl), body: row.body_md, is_published: row.is_published === 1, featured_image_key: row.image_key };
}
