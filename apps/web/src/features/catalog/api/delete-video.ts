import { useMutation, useQueryClient } from '@tanstack/react-query';
import { videoRoutes } from '@indiwave/domain/contract/videos';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** DELETE video/:slug: deletes a video. */
export function deleteVideo(slug: string) {
  return callApi(videoRoutes.deleteVideo, { params: { slug } });
}

/** Deletes a video and forgets it in the caches. */
export function useDeleteVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVideo,
    onSuccess: async (_reply, slug) => {
      queryClient.removeQueries({ queryKey: queryKeys.catalog.video(slug) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.account.all() });
    },
  });
}
