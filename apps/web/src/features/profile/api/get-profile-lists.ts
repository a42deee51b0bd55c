import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_LIMIT } from '@indiwave/domain/constants';
import { catalogRoutes } from '@indiwave/domain/contract/catalog';
import { playlistRoutes } from '@indiwave/domain/contract/playlists';
import { profileRoutes } from '@indiwave/domain/contract/profile';
import { videoRoutes } from '@indiwave/domain/contract/videos';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { TileItem } from '../../../ui/widgets/ItemTile.tsx';
import { fromFlatListItem, fromPlaylistCard, fromVideo } from '../../../ui/widgets/widget-mappers.ts';

/** The lists of an e-Press Kit, each its own call (contract/profile.ts). */
export type ProfileListKind = 'songs' | 'albums' | 'videos' | 'playlists';

type TilePage = { items: TileItem[]; count: number };

/** One page of a profile's list as tiles, 20 at a time (spec 2 §9). */
export async function getProfileListPage(kind: ProfileListKind, slug: string, offset: number, signal?: AbortSignal): Promise<TilePage> {
  const query = { slug, offset, limit: DEFAULT_LIMIT };
  if (kind === 'songs') {
    // The artist's releases as flat list items: songs, and albums as one tile each.
    const reply = await callApi(catalogRoutes.artistSongs, { query, signal });
    return { items: reply.results.map(fromFlatListItem), count: reply.count };
  }
  if (kind === 'albums') {
    const reply = await callApi(profileRoutes.albums, { query, signal });
    return { items: reply.results.map(fromFlatListItem), count: reply.count };
  }
  if (kind === 'videos') {
    const reply = await callApi(videoRoutes.artistVideos, { query, signal });
    return { items: reply.results.map(fromVideo), count: reply.count };
  }
  const reply = await callApi(playlistRoutes.userPlaylists, { query, signal });
  return { items: reply.results.map(fromPlaylistCard), count: reply.count };
}

/** Infinite query options of one of a profile's lists. */
export function getProfileListQueryOptions(kind: ProfileListKind, slug: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.profile.list(kind, slug),
    queryFn: ({ pageParam, signal }) => getProfileListPage(kind, slug, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.count && last.items.length > 0 ? loaded : undefined;
    },
  });
}

/** A profile's songs, albums, videos or playlists, paged. */
export function useProfileList(kind: ProfileListKind, slug: string, isEnabled = true) {
  return useInfiniteQuery({ ...getProfileListQueryOptions(kind, slug), enabled: isEnabled });
}
