import { redirect, type RouteObject } from 'react-router';
import { lazyPage } from '../lib/lazy-page';
import type { Crumb, RouteHandle } from '../lib/route-handle';

const BLOGS: Crumb = { label: 'Blogs', to: '/blogs' };

/**
 * Blogs (spec 1 §2.1 /blogs, /blog; issue 20). A blog post's page gets its comments from the
 * comments feature here, where features are composed. The team's screens are in the console (admin-routes).
 */
export const contentRoutes: RouteObject[] = [
  { path: 'blogs', lazy: lazyPage(() => import('../features/blogs/pages/BlogsPage.tsx')), handle: { title: 'Blogs', crumbs: [{ label: 'Blogs' }] } satisfies RouteHandle },
  { path: 'blog', loader: () => redirect('/blogs') },
  {
    path: 'blog/:slug',
    lazy: async () => {
      const [{ default: BlogPostPage }, { CommentsSection }] = await Promise.all([import('../features/blogs/pages/BlogPostPage.tsx'), import('../features/comments/components/CommentsSection.tsx')]);
      return { Component: () => <BlogPostPage renderComments={(slug) => <CommentsSection type="blog" slug={slug} />} /> };
    },
    handle: { title: 'Blog', crumbs: [BLOGS, { label: 'Post' }] } satisfies RouteHandle,
  },
];
