import { useMutation, useQueryClient } from '@tanstack/react-query';
import { videoRoutes, type VideoCreateFields, type VideoEditFields } from '@indiwave/domain/contract/videos';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** What the video form saves: a new video, or the changes of an existing one. */
export type SaveVideoInput = { mode: 'create'; fields: VideoCreateFields } | { mode: 'edit'; slug: string; fields: VideoEditFields };

/** POST uploadvideov2 (new) or PUT video/:slug (edit); resolves with the saved video. */
export function saveVideo(input: SaveVideoInput) {
  if (input.mode === 'create') return callApi(videoRoutes.uploadVideoV2, { body: input.fields }).then((reply) => reply.result);
  return callApi(videoRoutes.editVideo, { params: { slug: input.slug }, body: input.fields }).then((reply) => reply.result);
}

/** Saves a video and refreshes its page and the artist's lists. */
export function useSaveVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVideo,
    onSuccess: async (video) => {
      queryClient.setQueryData(queryKeys.catalog.video(video.slug_uservideo), video);
      await queryClient.invalidateQueries({ queryKey: queryKeys.account.all() });
    },
  });
}
