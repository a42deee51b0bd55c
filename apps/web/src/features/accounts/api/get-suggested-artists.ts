import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_LIMIT } from '@indiwave/domain/constants';
import { discoveryRoutes } from '@indiwave/domain/contract/discovery';
import { callApi } from '../../../lib/api-client.ts';

/** GET artist_listing filtered by genre ids: the directory's most followed artists of those genres. */
export function getSuggestedArtists(genreIds: readonly number[], signal?: AbortSignal) {
  return callApi(discoveryRoutes.artistListing, { query: { genre: genreIds.join(',') || undefined, offset: 0, limit: DEFAULT_LIMIT }, signal }).then((reply) => reply.results);
}

/** Query options of the onboarding's artists to follow, for the genres picked. */
export function getSuggestedArtistsQueryOptions(genreIds: readonly number[]) {
  return queryOptions({ queryKey: ['onboarding', 'artists', [...genreIds].sort((a, b) => a - b).join(',')] as const, queryFn: ({ signal }) => getSuggestedArtists(genreIds, signal) });
}

/** Artists to follow for the genres picked in onboarding. */
export function useSuggestedArtists(genreIds: readonly number[]) {
  return useQuery(getSuggestedArtistsQueryOptions(genreIds));
}
