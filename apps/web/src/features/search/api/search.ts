import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_BY_TYPE_LIMIT } from '@indiwave/domain/constants';
import { searchRoutes, type SearchType } from '@indiwave/domain/contract/search';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET sdsearch: the header dropdown, the best few of each type. */
export function getSearchDropdown(keywords: string, signal?: AbortSignal) {
  return callApi(searchRoutes.sdsearch, { query: { keywords }, signal }).then((reply) => reply.results);
}

/** The dropdown's results for a text; null keeps the query off (fewer than 2 characters, or still typing). */
export function useSearchDropdown(keywords: string | null) {
  return useQuery({
    ...queryOptions({ queryKey: queryKeys.search.dropdown(keywords ?? ''), queryFn: ({ signal }) => getSearchDropdown(keywords ?? '', signal) }),
    enabled: keywords !== null,
    staleTime: 30_000,
  });
}

/** GET sdsearch-listing: the /search page's first view, each type's best with its total. */
export function getSearchListing(keywords: string, signal?: AbortSignal) {
  return callApi(searchRoutes.sdsearchListing, { query: { keywords }, signal });
}

/** The /search page's overview of every type. */
export function useSearchListing(keywords: string, isEnabled: boolean) {
  return useQuery({ queryKey: queryKeys.search.listing(keywords), queryFn: ({ signal }) => getSearchListing(keywords, signal), enabled: isEnabled });
}

/** GET sdsearch-by-type: one type's results, 10 a page (spec 2 §9). */
export function getSearchByType(keywords: string, type: SearchType, offset: number, signal?: AbortSignal) {
  return callApi(searchRoutes.sdsearchByType, { query: { keywords, type, offset, limit: SEARCH_BY_TYPE_LIMIT }, signal });
}

/** One page of one type's results; the previous page stays on screen while the next loads. */
export function useSearchByType(keywords: string, type: SearchType | null, offset: number) {
  return useQuery({
    queryKey: queryKeys.search.byType(keywords, type ?? '', offset),
    queryFn: ({ signal }) => getSearchByType(keywords, type ?? 'artist', offset, signal),
    enabled: type !== null && keywords !== '',
    placeholderData: keepPreviousData,
  });
}
