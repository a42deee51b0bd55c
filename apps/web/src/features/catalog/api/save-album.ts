import { useMutation, useQueryClient } from '@tanstack/react-query';
import { albumRoutes, type AlbumCreateFields, type AlbumTrackInput } from '@indiwave/domain/contract/albums';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** What the album form saves: its details, its whole track list in order, and whether to publish. */
export type SaveAlbumInput = {
  /** Absent for a new album. */
  slug?: string;
  fields: AlbumCreateFields;
  tracks: AlbumTrackInput[];
  isPublishing: boolean;
};

/**
 * The album wizard in one go (POST upload_albums): step 1 the details (creates the draft or
 * updates it), step 2 the track list in order, step 3 publish when asked. Resolves with the
 * album as the last step answered.
 */
export async function saveAlbum({ slug, fields, tracks, isPublishing }: SaveAlbumInput) {
  const details = await callApi(albumRoutes.uploadAlbumsStep, { body: { step: 1, ...fields, ...(slug ? { slug_album: slug } : {}) } });
  const albumSlug = details.result.slug_album;
  const withTracks = await callApi(albumRoutes.uploadAlbumsStep, { body: { step: 2, slug_album: albumSlug, tracks } });
  if (!isPublishing) return withTracks.result;
  const privacy = fields.privacy === 'scheduled' ? 'scheduled' : 'public';
  const published = await callApi(albumRoutes.uploadAlbumsStep, {
    body: { step: 3, slug_album: albumSlug, privacy, ...(privacy === 'scheduled' && fields.release_date ? { release_date: fields.release_date } : {}) },
  });
  // Publishing makes it public or scheduled; an album published as private is hidden again after.
  if (fields.privacy !== 'private') return published.result;
  return (await callApi(albumRoutes.editAlbum, { params: { slug: albumSlug }, body: { privacy: 'private' } })).result;
}

/** Saves (and maybe publishes) an album, then refreshes its page and the artist's lists. */
export function useSaveAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAlbum,
    onSuccess: async (album) => {
      queryClient.setQueryData(queryKeys.catalog.album(album.slug_album), album);
      await queryClient.invalidateQueries({ queryKey: queryKeys.account.all() });
    },
  });
}
