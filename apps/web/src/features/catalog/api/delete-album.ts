import { useMutation, useQueryClient } from '@tanstack/react-query';
import { albumRoutes } from '@indiwave/domain/contract/albums';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** DELETE album-delete/:slug: deletes an album with its tracks and files. */
export function deleteAlbum(slug: string) {
  return callApi(albumRoutes.deleteAlbum, { params: { slug } });
}

/** Deletes an album and forgets it in the caches. */
export function useDeleteAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAlbum,
    onSuccess: async (_reply, slug) => {
      queryClient.removeQueries({ queryKey: queryKeys.catalog.album(slug) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.account.all() });
    },
  });
}
