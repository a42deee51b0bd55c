import { queryOptions, useQuery } from '@tanstack/react-query';
import { shareRoutes, type ShareType } from '@indiwave/domain/contract/share';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET share_data: an item's share and embed addresses, image and hashtags. */
export function getShareData(type: ShareType, slug: string, signal?: AbortSignal) {
  return callApi(shareRoutes.shareData, { query: { type, slug }, signal });
}

/** Query options of an item's share data. */
export function getShareDataQueryOptions(type: ShareType, slug: string) {
  return queryOptions({ queryKey: queryKeys.share.data(type, slug), queryFn: ({ signal }) => getShareData(type, slug, signal) });
}

/** The Share dialog's data of an item. */
export function useShareData(type: ShareType, slug: string) {
  return useQuery(getShareDataQueryOptions(type, slug));
}

/** GET share_review/{id}: a review card's data and its two card images. */
export function getReviewShare(id: number, signal?: AbortSignal) {
  return callApi(shareRoutes.reviewShare, { params: { id }, signal });
}

/** The 'Share Review' dialog's data. */
export function useReviewShare(id: number) {
  return useQuery({ queryKey: queryKeys.share.review(id), queryFn: ({ signal }) => getReviewShare(id, signal) });
}
