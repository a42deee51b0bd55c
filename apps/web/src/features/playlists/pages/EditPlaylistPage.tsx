import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { PlaylistDetail, PlaylistTrack } from '@indiwave/domain/contract/playlists';
import { GripVertical, Trash2, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { confirm } from '../../../ui/confirm.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { ArtworkField } from '../../../ui/ArtworkField.tsx';
import { useNotFoundRedirect } from '../../../lib/use-not-found-redirect.ts';
import { usePlaylist } from '../api/get-playlist.ts';
import { PlaylistQueryState } from '../components/PlaylistQueryState.tsx';
import { useChangePlaylistOrder, useDeletePlaylist, useDeletePlaylistTrack, useEditPlaylist } from '../api/save-playlist.ts';
import { checkPlaylistName } from '../playlist-rules.ts';
import { PlaylistNameField, PlaylistPrivacyField } from '../components/PlaylistFields.tsx';
import { describeReorder, useSortableSensors } from '../../../ui/sortable-list.ts';
import { toArtworkSizes } from '@indiwave/domain/rules/artwork-sizes';

function SortableTrack({ track, onRemove, isBusy }: { track: PlaylistTrack; onRemove: () => void; isBusy: boolean }) {
  const sortable = useSortable({ id: track.slug_usersong });
  const style = { transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition };
  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      data-track={track.slug_usersong}
      className={`flex items-center gap-3 rounded-xl bg-surface px-2 py-2 ${sortable.isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <button
        type="button"
        {...sortable.attributes}
        {...sortable.listeners}
        aria-label={`Move ${track.title}`}
        className="flex h-9 w-7 shrink-0 cursor-grab touch-none items-center justify-center text-fg-muted hover:text-fg"
      >
        <GripVertical aria-hidden size={18} />
      </button>
      <img loading="lazy" decoding="async" {...toArtworkSizes(track.image, '40px')} src={track.image} alt="" width={40} height={40} className="size-10 rounded-md object-cover" />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-fg">{track.title}</span>
        <span className="block truncate text-xs text-fg-muted">{track.artist}</span>
      </span>
      <button type="button" className="grid size-9 place-items-center rounded-full text-fg-muted hover:bg-surface-raised hover:text-fg" aria-label={`Remove ${track.title}`} disabled={isBusy} onClick={onRemove}>
        <X aria-hidden size={18} />
      </button>
    </li>
  );
}

/** The tracks in order: drag (pointer, touch) or keyboard (space, arrows, space) to reorder; each saved at once. */
function TrackOrder({ playlist }: { playlist: PlaylistDetail }) {
  const changeOrder = useChangePlaylistOrder();
  const deleteTrack = useDeletePlaylistTrack();
  const [order, setOrder] = useState<string[] | null>(null);
  const bySlug = new Map(playlist.track.map((track) => [track.slug_usersong, track]));
  const slugs = (order ?? playlist.track.map((track) => track.slug_usersong)).filter((slug) => bySlug.has(slug));
  const sensors = useSortableSensors();

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = arrayMove(slugs, slugs.indexOf(String(active.id)), slugs.indexOf(String(over.id)));
    setOrder(next);
    changeOrder.mutate(
      { slug: playlist.slug_playlist, track_slugs: next },
      { onSuccess: () => setOrder(null), onError: () => setOrder(null) },
    );
  };

  const handleRemove = (slug: string) => {
    deleteTrack.mutate({ slug: playlist.slug_playlist, track_slug: slug });
  };

  if (slugs.length === 0) return <p className="text-sm text-fg-muted">No tracks yet. Add songs with 'Add to Playlist' on any song.</p>;
  return (
    <>
      {(changeOrder.isError || deleteTrack.isError) && <FormAlert message={readErrorMessage(changeOrder.error ?? deleteTrack.error)} />}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd} accessibility={describeReorder(slugs, (id) => bySlug.get(String(id))?.title ?? String(id))}>
        <SortableContext items={slugs} strategy={verticalListSortingStrategy}>
          <ol aria-label="Tracks in order" className="grid gap-1">
            {slugs.map((slug) => {
              const track = bySlug.get(slug) as PlaylistTrack;
              return <SortableTrack key={slug} track={track} isBusy={deleteTrack.isPending} onRemove={() => handleRemove(slug)} />;
            })}
          </ol>
        </SortableContext>
      </DndContext>
    </>
  );
}

/** Name, privacy, description and cover, saved together. */
function DetailsForm({ playlist }: { playlist: PlaylistDetail }) {
  const id = useId();
  const edit = useEditPlaylist();
  const [name, setName] = useState(playlist.title);
  const [isPublic, setIsPublic] = useState(playlist.is_public);
  const [description, setDescription] = useState(playlist.description);
  const [imageId, setImageId] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const nameError = checkPlaylistName(name);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (nameError || edit.isPending) return;
    edit.mutate(
      { slug: playlist.slug_playlist, name, privacy: isPublic ? 'public' : 'private', description, ...(imageId ? { image: imageId } : {}) },
      { onSuccess: () => showToast('Playlist saved', 'success', 2000) },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4 md:grid-cols-[16rem_1fr]">
      <ArtworkField label="Cover" currentImage={playlist.cover_pic} onUploaded={setImageId} onBusyChange={setIsUploading} />
      <div className="grid content-start gap-4">
        <PlaylistNameField value={name} onChange={setName} error={nameError} />
        <div>
          <label htmlFor={`${id}-description`} className="block text-sm font-semibold text-fg">
            Description
          </label>
          <textarea id={`${id}-description`} value={description} onChange={(event) => setDescription(event.target.value)} rows={3} className="mt-1 w-full rounded-xl border border-border-strong bg-bg px-3 py-2 text-fg" />
        </div>
        <PlaylistPrivacyField isPublic={isPublic} onChange={setIsPublic} />
        {edit.isError && <FormAlert message={readErrorMessage(edit.error)} />}
        <div>
          <button type="submit" className={getButtonClass('primary')} disabled={Boolean(nameError) || edit.isPending || isUploading}>
            {edit.isPending ? 'Saving…' : 'Save'}
          </button>
        </div>
      </div>
    </form>
  );
}

/**
 * /edit-playlist?slug (spec 2 §2.2 edit links; spec 1 §2.1): the owner renames the playlist,
 * changes its cover and privacy, reorders (drag and drop or keyboard) and removes tracks, and
 * deletes it after 'Are you sure?'. Someone else's playlist is not theirs to edit.
 */
export default function EditPlaylistPage() {
  const [params] = useSearchParams();
  const slug = params.get('slug');
  const navigate = useNavigate();
  const playlist = usePlaylist(slug);
  const deletePlaylist = useDeletePlaylist();
  useNotFoundRedirect(playlist.error);

  if (!slug) return <Navigate to="/404.html" replace />;
  if (playlist.isPending || playlist.isError) return <PlaylistQueryState isPending={playlist.isPending} error={playlist.error} />;
  const item = playlist.data;
  if (!item.is_owner) return <Navigate to={`/playlists/${item.slug_playlist}`} replace />;

  const handleDelete = async () => {
    if (!(await confirm())) return;
    deletePlaylist.mutate(item.slug_playlist, {
      onSuccess: () => {
        showToast('Playlist deleted', 'success', 2000);
        void navigate('/library', { replace: true });
      },
    });
  };

  return (
    <div className="mx-auto grid max-w-content gap-8 px-4 py-8 md:px-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-fg">Edit playlist</h1>
        <div className="flex gap-2">
          <Link to={`/playlists/${item.slug_playlist}`} className={getButtonClass('secondary', 'sm')}>
            View playlist
          </Link>
          <button type="button" className={getButtonClass('secondary', 'sm')} disabled={deletePlaylist.isPending} onClick={() => void handleDelete()}>
            <Trash2 aria-hidden size={16} /> Delete playlist
          </button>
        </div>
      </div>
      {deletePlaylist.isError && <FormAlert message={readErrorMessage(deletePlaylist.error)} />}
      <section aria-label="Details" className="rounded-2xl border border-border bg-surface p-5">
        <DetailsForm key={item.slug_playlist} playlist={item} />
      </section>
      <section aria-labelledby="edit-tracks-title" className="rounded-2xl border border-border bg-surface p-5">
        <h2 id="edit-tracks-title" className="mb-3 text-lg font-bold text-fg">
          Tracks
        </h2>
        <TrackOrder playlist={item} />
      </section>
    </div>
  );
}
