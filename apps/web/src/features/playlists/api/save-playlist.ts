import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { playlistRoutes, type PlaylistDetail } from '@indiwave/domain/contract/playlists';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

type Body<T extends { body: z.ZodType }> = z.input<T['body']>;

/** After any playlist write: the lists and the changed detail are fetched again. */
function refreshPlaylists(queryClient: QueryClient, detail?: PlaylistDetail) {
  if (detail) queryClient.setQueryData(queryKeys.playlists.detail(detail.slug_playlist), detail);
  void queryClient.invalidateQueries({ queryKey: queryKeys.account.ownPlaylists() });
  void queryClient.invalidateQueries({ queryKey: queryKeys.playlists.all() });
}

/** POST playlist/create: a new playlist, with the tracks it was made for. */
export async function createPlaylist(body: Body<typeof playlistRoutes.create>) {
  return (await callApi(playlistRoutes.create, { body })).result;
}

/** POST playlist/add_track: appends songs to one's playlist; answers 'Added to playlist!'. */
export async function addToPlaylist(body: Body<typeof playlistRoutes.addTrack>) {
  return callApi(playlistRoutes.addTrack, { body });
}

/** POST playlist/edit_playlist: name, privacy, description or cover. */
export async function editPlaylist(body: Body<typeof playlistRoutes.edit>) {
  return (await callApi(playlistRoutes.edit, { body })).result;
}

/** POST playlist/change_order: every track in the new order. */
export async function changePlaylistOrder(body: Body<typeof playlistRoutes.changeOrder>) {
  return (await callApi(playlistRoutes.changeOrder, { body })).result;
}

/** POST playlist/delete_track: removes one song. */
export async function deletePlaylistTrack(body: Body<typeof playlistRoutes.deleteTrack>) {
  return (await callApi(playlistRoutes.deleteTrack, { body })).result;
}

/** POST playlist/delete_playlist. */
export async function deletePlaylist(slug: string) {
  return callApi(playlistRoutes.deletePlaylist, { body: { slug } });
}

/** Creates a playlist. */
export function useCreatePlaylist() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPlaylist, onSuccess: (detail) => refreshPlaylists(queryClient, detail) });
}

/** Adds songs to a playlist. */
export function useAddToPlaylist() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addToPlaylist, onSuccess: () => refreshPlaylists(queryClient) });
}

/** Renames a playlist, changes its privacy, description or cover. */
export function useEditPlaylist() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editPlaylist, onSuccess: (detail) => refreshPlaylists(queryClient, detail) });
}

/** Saves a new order of the tracks. */
export function useChangePlaylistOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changePlaylistOrder, onSuccess: (detail) => refreshPlaylists(queryClient, detail) });
}

/** Removes a song from a playlist. */
export function useDeletePlaylistTrack() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePlaylistTrack, onSuccess: (detail) => refreshPlaylists(queryClient, detail) });
}

/** Deletes a playlist. */
export function useDeletePlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlaylist,
    // The lists only: the page that deleted it is still open on its detail, and a refetch there
    // would answer 404 and send the owner to /404.html before they leave for the library.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.account.ownPlaylists() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.playlists.listings() });
    },
  });
}
