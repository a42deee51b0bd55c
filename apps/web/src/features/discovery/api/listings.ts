import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { DEFAULT_LIMIT } from '@indiwave/domain/constants';
import { discoveryRoutes } from '@indiwave/domain/contract/discovery';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { TileItem } from '../../../ui/widgets/ItemTile.tsx';
import { fromFlatListItem, fromVideo } from '../../../ui/widgets/widget-mappers.ts';
import { toListingQuery, type ArtistFilters, type MusicFilters } from '../listing-filters.ts';

/** What a music listing lists: songs, albums or videos. */
export type MusicListingKind = 'songs' | 'albums' | 'videos';

type Page<T> = { items: T[]; count: number };

function nextOffset<T>(last: Page<T>, pages: Page<T>[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  return loaded < last.count && last.items.length > 0 ? loaded : undefined;
}

/** One page (20) of a music listing as tiles: songs-listing/{type}, songs-listing/album or v2/{product}videos/{type}. */
export async function getMusicListingPage(kind: MusicListingKind, filters: MusicFilters, offset: number, signal?: AbortSignal): Promise<Page<TileItem>> {
  const query = { ...toListingQuery(filters), offset, limit: DEFAULT_LIMIT };
  if (kind === 'videos') {
    const reply = await callApi(discoveryRoutes.videosListingV2, { params: { type: filters.type }, query, signal });
    return { items: reply.results.map(fromVideo), count: reply.count };
  }
  const params = { type: kind === 'albums' ? 'album' : filters.type };
  const reply = await callApi(discoveryRoutes.songsListing, { params, query: kind === 'albums' ? { ...query, type: filters.type } : query, signal });
  return { items: reply.results.map(fromFlatListItem), count: reply.count };
}

/** A music listing with its filters, 20 at a time as the page scrolls. */
export function useMusicListing(kind: MusicListingKind, filters: MusicFilters) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: queryKeys.discovery.listing(kind, JSON.stringify(filters)),
      queryFn: ({ pageParam, signal }) => getMusicListingPage(kind, filters, pageParam, signal),
      initialPageParam: 0,
      getNextPageParam: nextOffset,
    }),
  );
}

/** One page of the artist directory: artist_listing, or artist_listing_search (ranked) with a keyword. */
export async function getArtistListingPage(filters: ArtistFilters, offset: number, signal?: AbortSignal) {
  const route = filters.keyword ? discoveryRoutes.artistListingSearch : discoveryRoutes.artistListing;
  const reply = await callApi(route, { query: { ...toListingQuery(filters), offset, limit: DEFAULT_LIMIT }, signal });
  return { items: reply.results, count: reply.count };
}

/** The artist directory with its filters, 20 at a time. */
export function useArtistListing(filters: ArtistFilters) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: queryKeys.discovery.listing('artists', JSON.stringify(filters)),
      queryFn: ({ pageParam, signal }) => getArtistListingPage(filters, pageParam, signal),
      initialPageParam: 0,
      getNextPageParam: nextOffset,
    }),
  );
}

/** GET spotlight: the landing's best releases with their 350 art. */
export function useSpotlight() {
  return useQuery({ queryKey: queryKeys.discovery.spotlight(), queryFn: ({ signal }) => callApi(discoveryRoutes.spotlight, { signal }).then((reply) => reply.results) });
}

/** GET featured_artist: the 4 featured artists and bands. */
export function useFeaturedArtists() {
  return useQuery({ queryKey: queryKeys.discovery.featuredArtists(), queryFn: ({ signal }) => callApi(discoveryRoutes.featuredArtist, { signal }).then((reply) => reply.results) });
}

/** The first page of a music listing, for the landing's sections. */
export function useMusicShelf(kind: MusicListingKind, type: MusicFilters['type']) {
  const filters: MusicFilters = { type, language: '', genre: '' };
  return useQuery({
    queryKey: [...queryKeys.discovery.listing(kind, JSON.stringify(filters)), 'shelf'],
    queryFn: ({ signal }) => getMusicListingPage(kind, filters, 0, signal),
  });
}
