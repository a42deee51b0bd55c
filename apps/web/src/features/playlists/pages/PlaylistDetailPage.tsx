import { formatPlaybackTime } from '@indiwave/domain/rules/playback-time';
import { Clock, Headphones, Lock, Pencil } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { RelativeTime } from '../../../ui/RelativeTime.tsx';
import { useNotFoundRedirect } from '../../../lib/use-not-found-redirect.ts';
import { PlayButton } from '../../../ui/widgets/PlayButton.tsx';
import { openReportDialog } from '../../../lib/report-dialog.ts';
import { openShareDialog } from '../../../lib/share-dialog.ts';
import { ItemActions } from '../../../ui/widgets/ItemActions.tsx';
import { TrackList } from '../../../ui/widgets/TrackList.tsx';
import { fromPlaylistTrack } from '../../../ui/widgets/widget-mappers.ts';
import { toItemEditPath } from '../../../ui/widgets/widget-rules.ts';
import { usePlaylist } from '../api/get-playlist.ts';
import { PlaylistQueryState } from '../components/PlaylistQueryState.tsx';
import { useSlots } from '../../../lib/slots.ts';
import { toArtworkSizes } from '@indiwave/domain/rules/artwork-sizes';

/**
 * /playlists/:slug (spec 1 §2.1, spec 2 §3 Playlist (detail)): cover, title, owner, plays,
 * claps and the tracks with play; the owner gets the edit link (/edit-playlist?slug). A private
 * playlist of someone else answers 404 and sends the viewer to /404.html (spec 2 §4).
 */
export default function PlaylistDetailPage() {
  const { CommentsSection } = useSlots();
  const { slug = '' } = useParams();
  const playlist = usePlaylist(slug);
  useNotFoundRedirect(playlist.error);

  if (playlist.isPending || playlist.isError) return <PlaylistQueryState isPending={playlist.isPending} error={playlist.error} />;
  const item = playlist.data;
  const tracks = item.track.map(fromPlaylistTrack);
  const playable = tracks.filter((track) => track.isPlayable).map((track) => track.slug);

  return (
    <div className="mx-auto grid max-w-content gap-6 px-4 py-8 md:px-8">
      <header className="flex flex-col gap-6 md:flex-row md:items-end">
        <img {...toArtworkSizes(item.cover_pic, '256px')} src={item.cover_pic} alt={`Cover of ${item.title}`} width={256} height={256} fetchPriority="high" className="aspect-square w-full max-w-64 self-center rounded-2xl border border-border object-cover shadow-lg md:self-auto" />
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-2 text-xs font-semibold tracking-widest text-accent-soft uppercase">
            Playlist {!item.is_public && <Lock aria-label="Private" size={12} />}
          </p>
          <h1 className="mt-1 text-3xl font-bold break-words text-fg md:text-4xl">{item.title}</h1>
          <p className="mt-2 text-lg">
            <Link to={`/${item.user.slug_username}`} className="font-semibold text-fg hover:underline">
              {item.user.full_name}
            </Link>
          </p>
          {item.description && <p className="mt-2 whitespace-pre-line text-fg-muted">{item.description}</p>}
          <ul className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-fg-muted">
            <li>
              {item.track.length} {item.track.length === 1 ? 'track' : 'tracks'}
            </li>
            <li className="flex items-center gap-1">
              <Clock aria-hidden size={14} />
              <span className="sr-only">Duration</span> {formatPlaybackTime(item.playlist_duration)}
            </li>
            <li className="flex items-center gap-1">
              <Headphones aria-hidden size={14} /> {item.playlist_plays} plays
            </li>
            <li>
              Updated <RelativeTime value={item.updated_date} />
            </li>
          </ul>
          <div className="mt-4 flex flex-wrap items-center gap-2">
            {playable.length > 0 && <PlayButton slugs={playable} label={item.title} isTextShown />}
            {item.is_owner && (
              <Link to={toItemEditPath('playlist', item.slug_playlist)} className={getButtonClass('secondary', 'sm')}>
                <Pencil aria-hidden size={16} /> Edit
              </Link>
            )}
          </div>
        </div>
      </header>
      <ItemActions
        kind="playlist"
        extraActions={{ onShare: () => openShareDialog({ type: 'playlist', slug: item.slug_playlist }), onReport: () => openReportDialog() }}
        slug={item.slug_playlist}
        title={item.title}
        mine={item.is_like}
        total={item.playlist_likes}
        songSlugs={playable}
        artists={[{ slug: item.user.slug_username, name: item.user.full_name, isFollowing: item.user.is_following, isSelf: item.is_owner }]}
      />
      <section aria-labelledby="playlist-tracks-title" className="rounded-2xl border border-border bg-surface p-4 md:p-5">
        <h2 id="playlist-tracks-title" className="text-lg font-bold text-fg">
          Tracks
        </h2>
        {tracks.length === 0 ? <p className="mt-2 text-sm text-fg-muted">No tracks yet.</p> : <div className="mt-3"><TrackList label={`Tracks of ${item.title}`} tracks={tracks} /></div>}
      </section>
      <CommentsSection type="playlist" slug={item.slug_playlist} />
    </div>
  );
}
