import { Rss } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { CONTENT_MESSAGES } from '@indiwave/domain/messages';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { useBlogs } from '../api/blogs.ts';
import { BlogCard } from '../components/BlogCard.tsx';

/** /blogs (spec 1 §2.1; spec 2 §7 GET blogs): published posts newest first, by category (in the URL), 20 at a time. */
export default function BlogsPage() {
  const [params] = useSearchParams();
  const category = params.get('category') ?? '';
  const blogs = useBlogs(category);
  const first = blogs.data?.pages[0];
  const posts = blogs.data?.pages.flatMap((page) => page.results) ?? [];
  const categories = first?.categories.filter((item) => item.count > 0) ?? [];

  return (
    <div className="mx-auto grid max-w-content gap-6 px-4 py-8 md:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold text-fg">Blogs</h1>
        <a href="/blogs/rss.xml" className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent-soft hover:underline">
          <Rss aria-hidden="true" size={16} />
          RSS feed
        </a>
      </div>
      <nav aria-label="Blog categories" className="flex flex-wrap gap-2">
        <Link to="/blogs" aria-current={category === '' ? 'page' : undefined} className={getButtonClass(category === '' ? 'primary' : 'secondary', 'sm')}>
          All
        </Link>
        {categories.map((item) => (
          <Link key={item.slug} to={`/blogs?category=${encodeURIComponent(item.slug)}`} aria-current={category === item.slug ? 'page' : undefined} className={getButtonClass(category === item.slug ? 'primary' : 'secondary', 'sm')}>
            {item.name} <span className="opacity-70">({item.count})</span>
          </Link>
        ))}
      </nav>
      {blogs.isPending ? (
        <ul role="status" aria-label="Loading" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index} className="h-80 animate-pulse rounded-2xl bg-surface-raised" />
          ))}
        </ul>
      ) : blogs.isError ? (
        <FormAlert message={readErrorMessage(blogs.error)} />
      ) : posts.length === 0 ? (
        <p className="text-fg-muted">{CONTENT_MESSAGES.blogsEmpty}</p>
      ) : (
        <ul aria-label="Blog posts" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug} className="min-w-0">
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
      )}
      {blogs.hasNextPage && (
        <button type="button" className={getButtonClass('secondary', 'md', 'justify-self-center')} disabled={blogs.isFetchingNextPage} onClick={() => void blogs.fetchNextPage()}>
          {blogs.isFetchingNextPage ? 'Loading…' : 'More posts'}
        </button>
      )}
    </div>
  );
}
