import { useMutation, useQueryClient } from '@tanstack/react-query';
import { albumRoutes } from '@indiwave/domain/contract/albums';
import { songRoutes } from '@indiwave/domain/contract/songs';
import { videoRoutes } from '@indiwave/domain/contract/videos';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A privacy toggle of the dashboard lists: which item, and public or private. */
export type SetPrivacyInput = { type: 'song' | 'album' | 'video'; slug: string; isPublic: boolean };

/** Sends only the privacy: PUT song/:slug, PUT uploadalbums/:slug or PUT video/:slug. */
export async function setPrivacy({ type, slug, isPublic }: SetPrivacyInput): Promise<void> {
  const privacy = isPublic ? 'public' : 'private';
  if (type === 'song') await callApi(songRoutes.editSong, { params: { slug }, body: { privacy } });
  else if (type === 'album') await callApi(albumRoutes.editAlbum, { params: { slug }, body: { privacy } });
  else await callApi(videoRoutes.editVideo, { params: { slug }, body: { is_public: isPublic } });
}

/** Toggles an item's privacy and refreshes the lists and its page. */
export function useSetPrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPrivacy,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.account.all() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.catalog.all() });
    },
  });
}
