import { MESSAGES } from '@indiwave/domain/messages';
import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { ICON_BUTTON } from '../components/icon-button.ts';
import { confirm } from '../../../ui/confirm.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useDeleteVideo } from '../api/delete-video.ts';
import { useVideosList } from '../api/get-videos-list.ts';
import { useSetPrivacy } from '../api/set-privacy.ts';
import { toVideoEditPath } from '../catalog-links.ts';
import { DashboardFrame, EmptyList } from '../components/DashboardFrame.tsx';
import { PrivacySwitch } from '../components/PrivacySwitch.tsx';

/** /mydashboard/videos: the artist's own videos with privacy toggles, edit and delete. */
export default function MyVideosPage() {
  const list = useVideosList();
  const setPrivacy = useSetPrivacy();
  const deleteVideo = useDeleteVideo();

  const handleDelete = async (slug: string) => {
    if (!(await confirm())) return;
    try {
      await deleteVideo.mutateAsync(slug);
      showToast(MESSAGES.videoDeleted, 'success', 3000);
    } catch (error) {
      showToast(readErrorMessage(error), 'error', 4000);
    }
  };

  return (
    <DashboardFrame title="My videos" addPath="/upload/video" addLabel="Add video">
      {list.isPending && <div role="status" aria-label="Loading" className="h-48 animate-pulse rounded-2xl border border-border bg-surface" />}
      {list.error && <FormAlert message={readErrorMessage(list.error)} />}
      {list.data && list.data.results.length === 0 && <EmptyList text="You have not added any videos yet." actionPath="/upload/video" actionLabel="Add your first video" />}
      {list.data && list.data.results.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Your videos">
          {list.data.results.map((video) => {
            const isPending = setPrivacy.isPending && setPrivacy.variables?.slug === video.slug_uservideo;
            return (
              <li key={video.slug_uservideo} className="overflow-hidden rounded-2xl border border-border bg-surface">
                <img src={video.img_480x360} alt="" width={480} height={360} loading="lazy" decoding="async" className="aspect-video w-full bg-surface-raised object-cover" />
                <div className="p-3">
                  <Link to={`/video-songs/${video.slug_uservideo}`} className="block truncate font-semibold text-fg hover:underline">
                    {video.title}
                  </Link>
                  <p className="text-xs text-fg-muted">{video.video_views} views</p>
                  <div className="mt-2 flex items-center justify-between gap-2">
                    <PrivacySwitch
                      isPublic={isPending ? (setPrivacy.variables?.isPublic ?? video.is_public) : video.is_public}
                      title={video.title}
                      isDisabled={!video.can_edit || isPending}
                      onToggle={(isPublic) => setPrivacy.mutate({ type: 'video', slug: video.slug_uservideo, isPublic }, { onError: (error) => showToast(readErrorMessage(error), 'error', 4000) })}
                    />
                    {video.can_edit && (
                      <div className="flex gap-1">
                        <Link to={toVideoEditPath(video.slug_uservideo)} className={ICON_BUTTON} aria-label={`Edit ${video.title}`}>
                          <Pencil aria-hidden size={16} />
                        </Link>
                        <button type="button" className={ICON_BUTTON} aria-label={`Delete ${video.title}`} onClick={() => void handleDelete(video.slug_uservideo)}>
                          <Trash2 aria-hidden size={16} />
                        </button>
                      </div>
                    )}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </DashboardFrame>
  );
}
