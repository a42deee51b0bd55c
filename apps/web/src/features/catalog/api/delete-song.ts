import { useMutation, useQueryClient } from '@tanstack/react-query';
import { songRoutes } from '@indiwave/domain/contract/songs';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** DELETE song/:slug: deletes a song with its files. */
export function deleteSong(slug: string) {
  return callApi(songRoutes.deleteSong, { params: { slug } });
}

/** Deletes a song and forgets it in the caches. */
export function useDeleteSong() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSong,
    onSuccess: async (_reply, slug) => {
      queryClient.removeQueries({ queryKey: queryKeys.catalog.song(slug) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.account.all() });
    },
  });
}
