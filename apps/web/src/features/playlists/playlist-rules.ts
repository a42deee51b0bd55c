import { PLAYLIST_NAME_CUT } from '@indiwave/domain/constants';
import { playlistNameSchema } from '@indiwave/domain/contract/playlists';

/** Playlist names in the dialog's list are cut at 10 characters plus an ellipsis (spec 2 §9). */
export function cutPlaylistName(name: string): string {
  return name.length > PLAYLIST_NAME_CUT ? `${name.slice(0, PLAYLIST_NAME_CUT)}...` : name;
}

/** The first message a playlist name fails with (spec 2 §5.2), or null when it is valid. */
export function checkPlaylistName(name: string): string | null {
  const result = playlistNameSchema.safeParse(name);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
