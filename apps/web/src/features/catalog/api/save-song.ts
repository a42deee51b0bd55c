import { useMutation, useQueryClient } from '@tanstack/react-query';
import { songRoutes, type SongCreateFields, type SongEditFields } from '@indiwave/domain/contract/songs';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** What the song form saves: a new song from a pending upload, or the changes of an existing one. */
export type SaveSongInput =
  | { mode: 'create'; uploadId: string; fields: SongCreateFields }
  | { mode: 'edit'; slug: string; fields: SongEditFields };

/** POST uploadsongdetails (new) or PUT song/:slug (edit); resolves with the saved song. */
export function saveSong(input: SaveSongInput) {
  if (input.mode === 'create') {
    return callApi(songRoutes.uploadSongDetails, { body: { ...input.fields, upload_id: input.uploadId } }).then((reply) => reply.result);
  }
  return callApi(songRoutes.editSong, { params: { slug: input.slug }, body: input.fields }).then((reply) => reply.result);
}

/** Saves a song and refreshes its page and the artist's lists. */
export function useSaveSong() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSong,
    onSuccess: async (song) => {
      queryClient.setQueryData(queryKeys.catalog.song(song.slug_usersong), song);
      await queryClient.invalidateQueries({ queryKey: queryKeys.account.all() });
    },
  });
}
