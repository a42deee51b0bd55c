import { MESSAGES } from '@indiwave/domain/messages';
import { Link, useNavigate, useParams } from 'react-router';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { confirm } from '../../../ui/confirm.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useDeleteVideo } from '../api/delete-video.ts';
import { useVideo } from '../api/get-video.ts';
import { canViewerEdit, toVideoEditPath } from '../catalog-links.ts';
import { DetailSkeleton, OwnerActions } from '../components/DetailParts.tsx';
import { RelativeTime } from '../../../ui/RelativeTime.tsx';
import { useNotFoundRedirect } from '../../../lib/use-not-found-redirect.ts';
import { openReportDialog } from '../../../lib/report-dialog.ts';
import { openShareDialog } from '../../../lib/share-dialog.ts';
import { ItemActions } from '../../../ui/widgets/ItemActions.tsx';
import { useSlots } from '../../../lib/slots.ts';

/** /video-songs/:slug: the video's details; its poster opens the video pop-up (spec 2 §2.2). */
export default function VideoDetailPage() {
  const { CommentsSection, VideoPoster } = useSlots();
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const user = useSessionUser();
  const video = useVideo(slug);
  const deleteVideo = useDeleteVideo();
  useNotFoundRedirect(video.error);

  if (video.isPending) return <DetailSkeleton />;
  if (video.error || !video.data) {
    return (
      <div className="mx-auto max-w-content px-4 py-8 md:px-8">
        <FormAlert message={readErrorMessage(video.error)} />
      </div>
    );
  }
  const item = video.data;
  const canEdit = item.can_edit && canViewerEdit(user, { isOwner: item.is_owner, isVariousArtists: false, hasAgreement: false });

  const handleDelete = async () => {
    if (!(await confirm())) return;
    try {
      await deleteVideo.mutateAsync(item.slug_uservideo);
      showToast(MESSAGES.videoDeleted, 'success', 3000);
      void navigate('/mydashboard/videos', { replace: true });
    } catch (error) {
      showToast(readErrorMessage(error), 'error', 4000);
    }
  };

  return (
    <div className="mx-auto grid max-w-content gap-6 px-4 py-8 md:px-8">
      <VideoPoster video={item} thumbnail={item.img_640x480} />
      <header>
        <p className="text-xs font-semibold tracking-widest text-accent-soft uppercase">Video</p>
        <h1 className="mt-1 text-3xl font-bold break-words text-fg">{item.title}</h1>
        <p className="mt-2 text-lg">
          <Link to={`/${item.slug_username}`} className="font-semibold text-fg hover:underline">
            {item.user.full_name}
          </Link>
        </p>
        <ul className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-fg-muted">
          <li>{item.video_views} views</li>
          <li>
            Added <RelativeTime value={item.created_date} />
          </li>
          {!item.is_public && <li className="rounded-full bg-highlight/20 px-3 py-0.5 text-xs font-semibold text-highlight">Private</li>}
        </ul>
        {(item.genre.length > 0 || item.language.length > 0) && (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Genres and languages">
            {[...item.genre, ...item.language].map((ref, index) => (
              <li key={`${index}-${ref.id}`} className="rounded-full border border-border-strong px-3 py-0.5 text-xs text-fg">
                {ref.name}
              </li>
            ))}
          </ul>
        )}
        {item.song && (
          <p className="mt-3 text-sm text-fg-muted">
            The video of{' '}
            <Link to={`/songs/${item.song.slug_usersong}`} className="font-semibold text-accent-soft hover:underline">
              {item.song.title}
            </Link>
          </p>
        )}
        <div className="mt-4">
          <ItemActions
            kind="video"
            extraActions={{ onShare: () => openShareDialog({ type: 'video', slug: item.slug_uservideo }), onReport: () => openReportDialog() }}
            slug={item.slug_uservideo}
            title={item.title}
            mine={item.is_like}
            total={item.video_likes}
            songSlugs={[]}
            artists={[{ slug: item.slug_username, name: item.user.full_name, isSelf: item.is_owner }]}
          />
        </div>
        {canEdit && (
          <div className="mt-4 flex flex-wrap gap-2">
            <OwnerActions editPath={toVideoEditPath(item.slug_uservideo)} onDelete={() => void handleDelete()} isDeleting={deleteVideo.isPending} />
          </div>
        )}
      </header>
      <CommentsSection type="video" slug={item.slug_uservideo} />
    </div>
  );
}
