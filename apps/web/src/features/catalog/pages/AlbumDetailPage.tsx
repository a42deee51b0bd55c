import { MESSAGES } from '@indiwave/domain/messages';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { confirm } from '../../../ui/confirm.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useDeleteAlbum } from '../api/delete-album.ts';
import { useAlbum } from '../api/get-album.ts';
import { useFreeDownload } from '../api/record-free-download.ts';
import { canViewerEdit, toAlbumEditPath } from '../catalog-links.ts';
import { BuyLink, DescriptionBlock, DetailHeader, DetailSkeleton, DownloadButton, OwnerActions, StatusBadge } from '../components/DetailParts.tsx';
import { formatDuration } from '../file-checks.ts';
import { useNotFoundRedirect } from '../use-not-found-redirect.ts';

/** /albums/:slug (?trackSlug highlights a track, spec 2 §2.2): the album with its tracks and a player. */
export default function AlbumDetailPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const trackSlug = params.get('trackSlug');
  const navigate = useNavigate();
  const user = useSessionUser();
  const album = useAlbum(slug);
  const deleteAlbum = useDeleteAlbum();
  const download = useFreeDownload();
  const audioRef = useRef<HTMLAudioElement>(null);
  const [currentSlug, setCurrentSlug] = useState<string | null>(trackSlug);
  const [isPlaying, setIsPlaying] = useState(false);
  useNotFoundRedirect(album.error);

  useEffect(() => {
    if (!trackSlug || !album.data) return;
    document.getElementById(`track-${trackSlug}`)?.scrollIntoView?.({ block: 'center' });
  }, [trackSlug, album.data]);

  if (album.isPending) return <DetailSkeleton />;
  if (album.error || !album.data) {
    return (
      <div className="mx-auto max-w-content px-4 py-8 md:px-8">
        <FormAlert message={readErrorMessage(album.error)} />
      </div>
    );
  }
  const item = album.data;
  const canEdit = canViewerEdit(user, { isOwner: item.is_owner, isVariousArtists: item.various_art, hasAgreement: item.agreement });
  const current = item.music_tracks.find((track) => track.slug_usersong === currentSlug) ?? item.music_tracks[0] ?? null;

  const handleDelete = async () => {
    if (!(await confirm())) return;
    try {
      await deleteAlbum.mutateAsync(item.slug_album);
      showToast(MESSAGES.albumDeleted, 'success', 3000);
      void navigate('/mydashboard/songs', { replace: true });
    } catch (error) {
      showToast(readErrorMessage(error), 'error', 4000);
    }
  };

  const handleTrack = (slugUsersong: string) => {
    const audio = audioRef.current;
    if (current?.slug_usersong === slugUsersong && audio) {
      if (audio.paused) void audio.play().catch(() => undefined);
      else audio.pause();
      return;
    }
    setCurrentSlug(slugUsersong);
    // The new source loads on render; play once it is set.
    window.setTimeout(() => void audioRef.current?.play().catch(() => undefined), 0);
  };

  return (
    <div className="mx-auto grid max-w-content gap-6 px-4 py-8 md:px-8">
      <DetailHeader
        kind={item.version ? `Album · ${item.version}` : 'Album'}
        title={item.title}
        image={item.cover_pic}
        artists={item.artists.map((artist) => ({ slug: artist.slug_username, name: artist.full_name }))}
        duration={item.total_duration}
        plays={item.play_count}
        createdDate={item.created_date}
        genres={item.genre_id}
        languages={item.language_id}
        badges={
          <>
            {!item.is_published && <StatusBadge>Draft</StatusBadge>}
            {item.is_published && item.privacy === 'private' && <StatusBadge>Private</StatusBadge>}
            {item.is_scheduled && <StatusBadge>Scheduled</StatusBadge>}
          </>
        }
        actions={
          <>
            <BuyLink href={item.buy_link} pricePaise={item.album_price} />
            {item.can_download && <DownloadButton onDownload={() => download.mutate({ type: 'album', slug: item.slug_album })} isPending={download.isPending} error={download.error} />}
            {canEdit && <OwnerActions editPath={toAlbumEditPath(item.slug_album)} onDelete={() => void handleDelete()} isDeleting={deleteAlbum.isPending} />}
          </>
        }
      />
      <section aria-labelledby="album-tracks-title" className="rounded-2xl border border-border bg-surface p-4 md:p-5">
        <h2 id="album-tracks-title" className="text-lg font-bold text-fg">
          Tracks
        </h2>
        {current?.file ? (
          <audio
            ref={audioRef}
            controls
            preload="metadata"
            src={current.file}
            className="mt-3 w-full"
            aria-label={`Play ${current.title}`}
            onPlay={() => setIsPlaying(true)}
            onPause={() => setIsPlaying(false)}
            onEnded={() => {
              const index = item.music_tracks.findIndex((track) => track.slug_usersong === current.slug_usersong);
              const next = item.music_tracks[index + 1];
              if (next) handleTrack(next.slug_usersong);
            }}
          >
            <track kind="captions" />
          </audio>
        ) : (
          <p className="mt-2 text-sm text-fg-muted">{item.music_tracks.length === 0 ? 'No tracks yet.' : 'The audio is not available yet.'}</p>
        )}
        <ol className="mt-3 divide-y divide-border">
          {item.music_tracks.map((track) => {
            const isCurrent = track.slug_usersong === current?.slug_usersong;
            const isHighlighted = track.slug_usersong === trackSlug;
            return (
              <li
                key={track.slug_usersong}
                id={`track-${track.slug_usersong}`}
                aria-current={isHighlighted ? 'true' : undefined}
                className={`flex items-center gap-3 rounded-xl px-2 py-2.5 ${isHighlighted ? 'bg-accent/20 ring-1 ring-accent' : ''}`}
              >
                <span className="w-6 text-right text-sm text-fg-muted">{track.position}</span>
                <button
                  type="button"
                  className="grid size-9 shrink-0 place-items-center rounded-full bg-accent text-accent-fg hover:bg-accent-strong disabled:opacity-50"
                  aria-label={`${isCurrent && isPlaying ? 'Pause' : 'Play'} ${track.title}`}
                  disabled={!track.file}
                  onClick={() => handleTrack(track.slug_usersong)}
                >
                  {isCurrent && isPlaying ? <Pause aria-hidden size={16} /> : <Play aria-hidden size={16} />}
                </button>
                <div className="min-w-0 flex-1">
                  <Link to={`/songs/${track.slug_usersong}`} className={`block truncate font-medium hover:underline ${isCurrent ? 'text-accent-soft' : 'text-fg'}`}>
                    {track.title}
                  </Link>
                  <span className="block truncate text-xs text-fg-muted">{track.artist}</span>
                </div>
                <span className="text-sm text-fg-muted">{formatDuration(track.duration)}</span>
              </li>
            );
          })}
        </ol>
      </section>
      <DescriptionBlock text={item.about_band} />
      {item.label && <p className="text-sm text-fg-muted">{item.label}</p>}
    </div>
  );
}
