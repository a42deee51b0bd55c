import { MESSAGES } from '@indiwave/domain/messages';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { confirm } from '../../../ui/confirm.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useDeleteAlbum } from '../api/delete-album.ts';
import { useAlbum } from '../api/get-album.ts';
import { useFreeDownload } from '../api/record-free-download.ts';
import { canViewerEdit, toAlbumEditPath } from '../catalog-links.ts';
import { BuyButtons, DescriptionBlock, DetailHeader, DetailSkeleton, DownloadButton, OwnerActions, StatusBadge } from '../components/DetailParts.tsx';
import { useNotFoundRedirect } from '../../../lib/use-not-found-redirect.ts';
import { openReportDialog } from '../../../lib/report-dialog.ts';
import { openShareDialog } from '../../../lib/share-dialog.ts';
import { ItemActions } from '../../../ui/widgets/ItemActions.tsx';
import { TrackList } from '../../../ui/widgets/TrackList.tsx';
import { fromAlbumTrack } from '../../../ui/widgets/widget-mappers.ts';
import { PlayButton } from '../../../ui/widgets/PlayButton.tsx';
import { useSlots } from '../../../lib/slots.ts';

/** /albums/:slug (?trackSlug highlights a track, spec 2 §2.2): the album with its tracks, played in the player bar. */
export default function AlbumDetailPage() {
  const { CommentsSection } = useSlots();
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const trackSlug = params.get('trackSlug');
  const navigate = useNavigate();
  const user = useSessionUser();
  const album = useAlbum(slug);
  const deleteAlbum = useDeleteAlbum();
  const download = useFreeDownload();
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
  const playableSlugs = item.music_tracks.filter((track) => track.file).map((track) => track.slug_usersong);

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
            <BuyButtons sku={item.sku} pricePaise={item.album_price} isForSale={item.is_digital && item.is_published} isOwner={item.is_owner} href={item.buy_link} />
            {item.can_download && <DownloadButton onDownload={() => download.mutate({ type: 'album', slug: item.slug_album })} isPending={download.isPending} error={download.error} />}
            {canEdit && <OwnerActions editPath={toAlbumEditPath(item.slug_album)} onDelete={() => void handleDelete()} isDeleting={deleteAlbum.isPending} />}
          </>
        }
      />
      <ItemActions
        kind="album"
        extraActions={{ onShare: () => openShareDialog({ type: 'album', slug: item.slug_album }), onReport: () => openReportDialog() }}
        slug={item.slug_album}
        title={item.title}
        mine={item.is_like}
        total={item.likes_count}
        songSlugs={playableSlugs}
        isVariousArtists={item.various_art}
        artists={item.artists.map((artist) => ({
          slug: artist.slug_username,
          name: artist.full_name,
          isFollowing: artist.is_following,
          isSelf: artist.is_same_artist,
          followersCount: artist.followers_count,
        }))}
      />
      <section aria-labelledby="album-tracks-title" className="rounded-2xl border border-border bg-surface p-4 md:p-5">
        <h2 id="album-tracks-title" className="text-lg font-bold text-fg">
          Tracks
        </h2>
        {playableSlugs.length > 0 ? (
          <div className="mt-3">
            <PlayButton slugs={playableSlugs} label={item.title} isTextShown />
          </div>
        ) : (
          <p className="mt-2 text-sm text-fg-muted">{item.music_tracks.length === 0 ? 'No tracks yet.' : 'The audio is not available yet.'}</p>
        )}
        <div className="mt-3">
          <TrackList
            label={`Tracks of ${item.title}`}
            highlightedSlug={trackSlug}
            tracks={item.music_tracks.map((track) =>
              fromAlbumTrack(track, { slug: item.slug_album, isOwner: item.is_owner, isVariousArtists: item.various_art, hasAgreement: item.agreement }),
            )}
          />
        </div>
      </section>
      <DescriptionBlock text={item.about_band} />
      {item.label && <p className="text-sm text-fg-muted">{item.label}</p>}
      <CommentsSection type="album" slug={item.slug_album} />
    </div>
  );
}
