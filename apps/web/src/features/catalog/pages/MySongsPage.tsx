import { MESSAGES } from '@indiwave/domain/messages';
import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { ICON_BUTTON } from '../components/icon-button.ts';
import { confirm } from '../../../ui/confirm.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useDeleteAlbum } from '../api/delete-album.ts';
import { useDeleteSong } from '../api/delete-song.ts';
import { useSongsList } from '../api/get-songs-list.ts';
import { useSetPrivacy } from '../api/set-privacy.ts';
import { toAlbumEditPath, toSongEditPath } from '../catalog-links.ts';
import { DashboardFrame, EmptyList } from '../components/DashboardFrame.tsx';
import { PrivacySwitch } from '../components/PrivacySwitch.tsx';
import { formatDuration } from '../../../lib/file-checks.ts';
import { toArtworkSizes } from '@indiwave/domain/rules/artwork-sizes';

const STATUS_LABELS = { processing: 'Processing audio…', ready: 'Ready', failed: 'Processing failed' } as const;

/** /mydashboard/songs: the artist's own songs and albums with privacy toggles, status, edit and delete. */
export default function MySongsPage() {
  const list = useSongsList('all');
  const setPrivacy = useSetPrivacy();
  const deleteSong = useDeleteSong();
  const deleteAlbum = useDeleteAlbum();

  const handleDelete = async (type: 'song' | 'album', slug: string) => {
    if (!(await confirm())) return;
    try {
      if (type === 'song') await deleteSong.mutateAsync(slug);
      else await deleteAlbum.mutateAsync(slug);
      showToast(type === 'song' ? MESSAGES.songDeleted : MESSAGES.albumDeleted, 'success', 3000);
    } catch (error) {
      showToast(readErrorMessage(error), 'error', 4000);
    }
  };

  const handleToggle = (type: 'song' | 'album', slug: string, isPublic: boolean) => {
    setPrivacy.mutate({ type, slug, isPublic }, { onError: (error) => showToast(readErrorMessage(error), 'error', 4000) });
  };

  return (
    <DashboardFrame title="My songs" addPath="/upload/song" addLabel="Upload">
      {list.isPending && <div role="status" aria-label="Loading" className="h-48 animate-pulse rounded-2xl border border-border bg-surface" />}
      {list.error && <FormAlert message={readErrorMessage(list.error)} />}
      {list.data && list.data.results.length === 0 && <EmptyList text="You have not uploaded any songs yet." actionPath="/upload/song" actionLabel="Upload your first song" />}
      {list.data && list.data.results.length > 0 && (
        <ul className="grid gap-3" aria-label="Your songs and albums">
          {list.data.results.map((item) => {
            const detailPath = item.type === 'album' ? `/albums/${item.slug}` : `/songs/${item.slug}`;
            const editPath = item.type === 'album' ? toAlbumEditPath(item.slug) : item.album_slug ? `/albums/${item.album_slug}?trackSlug=${item.slug}` : toSongEditPath(item.slug);
            const isPending = setPrivacy.isPending && setPrivacy.variables?.slug === item.slug;
            const shownPublic = isPending ? (setPrivacy.variables?.isPublic ?? item.is_public) : item.privacy !== 'private';
            return (
              <li key={`${item.type}-${item.slug}`} className="flex flex-wrap items-center gap-4 rounded-2xl border border-border bg-surface p-3">
                <img loading="lazy" decoding="async" {...toArtworkSizes(item.image, '64px')} src={item.image} alt="" className="size-16 shrink-0 rounded-xl object-cover" width={64} height={64} />
                <div className="min-w-[10rem] flex-1 basis-40">
                  <Link to={detailPath} className="block truncate font-semibold text-fg hover:underline">
                    {item.title}
                  </Link>
                  <p className="text-xs text-fg-muted">
                    {item.type === 'album' ? `Album · ${item.tracks_count} tracks` : 'Song'} · {formatDuration(item.duration)} · {item.plays} plays
                    {item.type === 'album' && !item.is_published && ' · Draft'}
                    {item.is_scheduled && ' · Scheduled'}
                    {item.type === 'song' && item.media_status !== 'ready' && ` · ${STATUS_LABELS[item.media_status]}`}
                  </p>
                </div>
                <div className="ml-auto flex items-center gap-2">
                  {item.privacy === 'scheduled' ? (
                    <span className="text-xs font-semibold text-highlight">Scheduled</span>
                  ) : (
                    <PrivacySwitch isPublic={shownPublic} title={item.title} isDisabled={!item.can_edit || isPending || (item.type === 'album' && !item.is_published)} onToggle={(isPublic) => handleToggle(item.type, item.slug, isPublic)} />
                  )}
                  {item.can_edit && (
                    <>
                      <Link to={editPath} className={ICON_BUTTON} aria-label={`Edit ${item.title}`}>
                        <Pencil aria-hidden size={16} />
                      </Link>
                      <button type="button" className={ICON_BUTTON} aria-label={`Delete ${item.title}`} onClick={() => void handleDelete(item.type, item.slug)}>
                        <Trash2 aria-hidden size={16} />
                      </button>
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </DashboardFrame>
  );
}
