import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdInput } from '@indiwave/domain/contract/ads';
import { adRoutes } from '@indiwave/domain/contract/ads';
import { blogRoutes, type BlogInput } from '@indiwave/domain/contract/blogs';
import { contentImageRoutes, type ContentImagePurpose } from '@indiwave/domain/contract/content-images';
import { siteAnalyticsRoutes } from '@indiwave/domain/contract/site-analytics';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST staff/images: a picture for a post or a campaign. */
export async function uploadContentImage(purpose: ContentImagePurpose, file: File) {
  const formData = new FormData();
  formData.set('purpose', purpose);
  formData.set('image', file);
  return (await callApi(contentImageRoutes.uploadImage, { formData })).result;
}

/** GET staff/blogs. */
export function useStaffBlogs() {
  return useQuery({ queryKey: queryKeys.staffContent.blogs(), queryFn: ({ signal }) => callApi(blogRoutes.staffBlogs, { query: { offset: 0, limit: 100 }, signal }) });
}

/** GET staff/blogs/{slug}, when a post is being edited. */
export function useStaffBlog(slug: string | null) {
  return useQuery({ queryKey: queryKeys.staffContent.blog(slug ?? ''), queryFn: async ({ signal }) => (await callApi(blogRoutes.staffBlog, { params: { slug: slug ?? '' }, signal })).result, enabled: slug !== null });
}

/** Saving, deleting, previewing posts and adding categories; each refreshes the lists. */
export function useBlogMutations() {
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.staffContent.all() });
    await queryClient.invalidateQueries({ queryKey: ['blogs'] });
  };
  return {
    save: useMutation({ mutationFn: ({ slug, body }: { slug: string | null; body: BlogInput }) => (slug ? callApi(blogRoutes.updateBlog, { params: { slug }, body }) : callApi(blogRoutes.createBlog, { body })), onSuccess }),
    remove: useMutation({ mutationFn: (slug: string) => callApi(blogRoutes.deleteBlog, { params: { slug } }), onSuccess }),
    preview: useMutation({ mutationFn: (body: string) => callApi(blogRoutes.previewBlog, { body: { body } }) }),
    addCategory: useMutation({ mutationFn: (name: string) => callApi(blogRoutes.createBlogCategory, { body: { name } }), onSuccess }),
  };
}

/** GET staff/ads. */
export function useStaffAds() {
  return useQuery({ queryKey: queryKeys.staffContent.ads(), queryFn: ({ signal }) => callApi(adRoutes.staffAds, { signal }) });
}

/** Saving and deleting campaigns. */
export function useAdMutations() {
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.staffContent.all() });
    await queryClient.invalidateQueries({ queryKey: ['ads'] });
  };
  return {
    save: useMutation({ mutationFn: ({ id, body }: { id: number | null; body: AdInput }) => (id ? callApi(adRoutes.updateAd, { params: { id }, body }) : callApi(adRoutes.createAd, { body })), onSuccess }),
    remove: useMutation({ mutationFn: (id: number) => callApi(adRoutes.deleteAd, { params: { id } }), onSuccess }),
  };
}

/** GET staff/site_analytics for a range of days. */
export function useSiteAnalytics(from: string, to: string) {
  return useQuery({ queryKey: queryKeys.staffContent.analytics(from, to), queryFn: async ({ signal }) => (await callApi(siteAnalyticsRoutes.staffSiteAnalytics, { query: { from, to }, signal })).result });
}
