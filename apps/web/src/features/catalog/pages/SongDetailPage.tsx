import { MESSAGES } from '@indiwave/domain/messages';
import { Link, useNavigate, useParams } from 'react-router';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { confirm } from '../../../ui/confirm.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useDeleteSong } from '../api/delete-song.ts';
import { useSong } from '../api/get-song.ts';
import { useFreeDownload } from '../api/record-free-download.ts';
import { canViewerEdit, toSongEditPath } from '../catalog-links.ts';
import { BuyButtons, DescriptionBlock, DetailHeader, DetailSkeleton, DownloadButton, OwnerActions, StatusBadge } from '../components/DetailParts.tsx';
import { LyricsBlock } from '../../../ui/widgets/LyricsBlock.tsx';
import { useNotFoundRedirect } from '../../../lib/use-not-found-redirect.ts';
import { openReportDialog } from '../../../lib/report-dialog.ts';
import { openShareDialog } from '../../../lib/share-dialog.ts';
import { ItemActions } from '../../../ui/widgets/ItemActions.tsx';
import { PlayButton } from '../../../ui/widgets/PlayButton.tsx';
import { useSlots } from '../../../lib/slots.ts';

/** /songs/:slug: the song's page (spec 2 §3 Song); its play button plays it in the player bar. */
export default function SongDetailPage() {
  const { CommentsSection } = useSlots();
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const user = useSessionUser();
  const song = useSong(slug);
  const deleteSong = useDeleteSong();
  const download = useFreeDownload();
  useNotFoundRedirect(song.error);

  if (song.isPending) return <DetailSkeleton />;
  if (song.error || !song.data) {
    return (
      <div className="mx-auto max-w-content px-4 py-8 md:px-8">
        <FormAlert message={readErrorMessage(song.error)} />
      </div>
    );
  }
  const item = song.data;
  const canEdit = canViewerEdit(user, { isOwner: item.artist_id.is_same_artist, isVariousArtists: item.various_art, hasAgreement: item.agreement });

  const handleDelete = async () => {
    if (!(await confirm())) return;
    try {
      await deleteSong.mutateAsync(item.slug_usersong);
      showToast(MESSAGES.songDeleted, 'success', 3000);
      void navigate('/mydashboard/songs', { replace: true });
    } catch (error) {
      showToast(readErrorMessage(error), 'error', 4000);
    }
  };

  return (
    <div className="mx-auto grid max-w-content gap-6 px-4 py-8 md:px-8">
      <DetailHeader
        kind="Song"
        title={item.title}
        image={item.image}
        artists={[{ slug: item.artist_id.slug_username, name: item.artist_id.full_name }]}
        duration={item.duration}
        plays={item.song_plays}
        createdDate={item.created_date}
        genres={item.genre}
        languages={item.language}
        badges={
          <>
            {item.privacy === 'private' && <StatusBadge>Private</StatusBadge>}
            {item.is_scheduled && <StatusBadge>Scheduled</StatusBadge>}
            {item.media_status === 'processing' && <StatusBadge>Processing</StatusBadge>}
          </>
        }
        actions={
          <>
            <BuyButtons sku={item.sku} pricePaise={item.price} isForSale={item.is_paid} isOwner={item.artist_id.is_same_artist} href={item.buylink} />
            {item.can_download && <DownloadButton onDownload={() => download.mutate({ type: 'song', slug: item.slug_usersong })} isPending={download.isPending} error={download.error} />}
            {canEdit && <OwnerActions editPath={toSongEditPath(item.slug_usersong)} onDelete={() => void handleDelete()} isDeleting={deleteSong.isPending} />}
          </>
        }
      />
      <ItemActions
        kind="song"
        extraActions={{ onShare: () => openShareDialog({ type: 'song', slug: item.slug_usersong }), onReport: () => openReportDialog() }}
        slug={item.slug_usersong}
        title={item.title}
        mine={item.is_like}
        total={item.song_likes}
        songSlugs={item.song_file ? [item.slug_usersong] : []}
        isVariousArtists={item.various_art}
        artists={[
          {
            slug: item.artist_id.slug_username,
            name: item.artist_id.full_name,
            isFollowing: item.artist_id.is_following,
            isSelf: item.artist_id.is_same_artist,
            followersCount: item.artist_id.followers_count,
          },
        ]}
      />
      <section aria-label="Listen" className="rounded-2xl border border-border bg-surface p-4">
        {item.song_file ? (
          <PlayButton slugs={[item.slug_usersong]} label={item.title} isTextShown isPrefetched />
        ) : (
          <p className="text-sm text-fg-muted">{item.is_scheduled ? 'This song can be played from its release date.' : 'The audio is not available yet.'}</p>
        )}
        {item.album && (
          <p className="mt-3 text-sm text-fg-muted">
            From the album{' '}
            <Link to={`/albums/${item.album.slug_album}?trackSlug=${item.slug_usersong}`} className="font-semibold text-accent-soft hover:underline">
              {item.album.title}
            </Link>
          </p>
        )}
      </section>
      <LyricsBlock lyrics={item.lyrics} />
      <DescriptionBlock text={item.description} />
      <CommentsSection type="song" slug={item.slug_usersong} />
    </div>
  );
}
