import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { BLOGS_LIMIT } from '@indiwave/domain/constants';
import { blogRoutes } from '@indiwave/domain/contract/blogs';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET blogs: a page of published posts of a category ('' for all). */
export function getBlogsPage(category: string, offset: number, signal?: AbortSignal) {
  return callApi(blogRoutes.blogs, { query: { category: category || undefined, offset, limit: BLOGS_LIMIT }, signal });
}

/** The published posts of a category, 20 at a time (spec 2 §9 default limit). */
export function useBlogs(category: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: queryKeys.blogs.list(category),
      queryFn: ({ pageParam, signal }) => getBlogsPage(category, pageParam, signal),
      initialPageParam: 0,
      getNextPageParam: (last, pages) => {
        const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
        return loaded < last.count && last.results.length > 0 ? loaded : undefined;
      },
    }),
  );
}

/** GET blog_detail/{slug}. */
export function getBlog(slug: string, signal?: AbortSignal) {
  return callApi(blogRoutes.blogDetail, { params: { slug }, signal });
}

/** One published post. */
export function useBlog(slug: string) {
  return useQuery({ queryKey: queryKeys.blogs.detail(slug), queryFn: async ({ signal }) => (await getBlog(slug, signal)).result, retry: false });
}
