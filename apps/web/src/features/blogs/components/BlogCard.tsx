import { SOCIAL_IMAGE_SIZES } from '@indiwave/domain/constants';
import type { BlogSummary } from '@indiwave/domain/contract/blogs';
import { Link } from 'react-router';
import { formatBlogDate } from '../blog-dates.ts';

/** A post in the listing: its 900x450 picture (its box kept while it loads), category, title, summary. */
export function BlogCard({ post }: { post: BlogSummary }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface">
      <Link to={`/blog/${post.slug}`} tabIndex={-1} aria-hidden="true">
        <img src={post.featured_image} alt="" width={SOCIAL_IMAGE_SIZES.blog.width} height={SOCIAL_IMAGE_SIZES.blog.height} loading="lazy" decoding="async" className="aspect-[2/1] h-auto w-full bg-surface-raised object-cover" />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold tracking-wide text-accent-soft uppercase">{post.category.name}</p>
        <h2 className="text-lg leading-snug font-bold text-fg">
          <Link to={`/blog/${post.slug}`} className="hover:underline">
            {post.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm text-fg-muted">{post.excerpt}</p>
        <p className="mt-auto pt-2 text-xs text-fg-muted">
          {formatBlogDate(post.published_at)} · {post.reading_minutes} min read
        </p>
      </div>
    </article>
  );
}
