import { Link2 } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { SOCIAL_IMAGE_SIZES } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { useNotFoundRedirect } from '../../../lib/use-not-found-redirect.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useBlog } from '../api/blogs.ts';
import { formatBlogDate } from '../blog-dates.ts';

/** Readable spacing for the post's HTML (sanitised on the server: headings, lists, quotes, code, pictures). */
const PROSE =
  'max-w-none text-base leading-relaxed text-fg [&_a]:font-semibold [&_a]:text-accent-soft [&_a]:underline [&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-surface-raised [&_code]:px-1 [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-bold [&_h4]:mt-4 [&_h4]:font-bold [&_hr]:my-8 [&_hr]:border-border [&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-surface-raised [&_pre]:p-4 [&_table]:my-6 [&_td]:border [&_td]:border-border [&_td]:p-2 [&_th]:border [&_th]:border-border [&_th]:p-2 [&_ul]:list-disc [&_ul]:pl-6';

type BlogPostPageProps = {
  /** The comments under the post (the comments feature, composed by the app). */
  renderComments?: (slug: string) => ReactNode;
};

/** /blog/{slug} (spec 1 §2.1; spec 2 §7 GET blog_detail/{slug}): the post, its share link and its comments. */
export default function BlogPostPage({ renderComments }: BlogPostPageProps) {
  const { slug = '' } = useParams();
  const blog = useBlog(slug);
  const post = blog.data;
  useNotFoundRedirect(blog.error);

  useEffect(() => {
    if (post) document.title = `${post.title} | Blogs`;
  }, [post]);

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(`${location.origin}/blog/${slug}`);
      showToast(MESSAGES.copiedSuccessfully);
    } catch {
      // No clipboard (an old browser, a denied permission): the address bar still has the link.
    }
  };

  if (blog.isPending) return <div role="status" aria-label="Loading" className="mx-auto h-96 max-w-3xl animate-pulse px-4 py-8" />;
  if (blog.isError || !post) return <div className="mx-auto max-w-3xl px-4 py-8">{blog.isError && <FormAlert message={readErrorMessage(blog.error)} />}</div>;
  return (
    <article className="mx-auto grid max-w-3xl gap-6 px-4 py-8 md:px-8">
      <header className="grid gap-3">
        <Link to={`/blogs?category=${encodeURIComponent(post.category.slug)}`} className="text-sm font-semibold tracking-wide text-accent-soft uppercase hover:underline">
          {post.category.name}
        </Link>
        <h1 className="text-3xl font-bold text-fg md:text-4xl">{post.title}</h1>
        <p className="text-sm text-fg-muted">
          By <Link to={`/${post.author.slug_username}`} className="font-semibold text-fg hover:underline">{post.author.name}</Link> · {formatBlogDate(post.published_at)} · {post.reading_minutes} min read
        </p>
      </header>
      <img src={post.featured_image} alt="" width={SOCIAL_IMAGE_SIZES.blog.width} height={SOCIAL_IMAGE_SIZES.blog.height} fetchPriority="high" className="aspect-[2/1] h-auto w-full rounded-2xl bg-surface-raised object-cover" />
      {/* The server rendered and sanitised this HTML when the post was saved (no script reaches a reader). */}
      <div className={PROSE} data-testid="blog-body" dangerouslySetInnerHTML={{ __html: post.body_html }} />
      <div className="flex flex-wrap gap-2 border-t border-border pt-4">
        <button type="button" onClick={() => void handleCopy()} className={getButtonClass('secondary', 'sm')}>
          <Link2 aria-hidden="true" size={16} />
          Copy link
        </button>
      </div>
      {renderComments?.(post.slug)}
    </article>
  );
}
