import { MESSAGES } from '@indiwave/domain/messages';
import { ListMusic, Lock, X } from 'lucide-react';
import { Dialog, Tabs } from 'radix-ui';
import { useEffect, useState, type FormEvent } from 'react';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useOwnPlaylists } from '../../../lib/playlists/get-own-playlists.ts';
import { useAddToPlaylist, useCreatePlaylist } from '../api/save-playlist.ts';
import { checkPlaylistName, cutPlaylistName } from '../playlist-rules.ts';
import { PlaylistNameField, PlaylistPrivacyField } from './PlaylistFields.tsx';
import { toArtworkSizes } from '@indiwave/domain/rules/artwork-sizes';

type PlaylistTab = 'add' | 'create';

type PlaylistDialogProps = {
  /** The songs to add (slug_usersong), in order. */
  trackSlugs: string[];
  onClose: () => void;
};

const TAB_CLASS =
  '-mb-px flex-1 border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-fg-muted data-[state=active]:border-accent data-[state=active]:text-fg';

function AddTab({ trackSlugs, onDone, onNone }: { trackSlugs: string[]; onDone: () => void; onNone: () => void }) {
  const playlists = useOwnPlaylists();
  const add = useAddToPlaylist();
  const items = playlists.data?.pages.flatMap((page) => page.results) ?? [];
  const isEmpty = playlists.isSuccess && items.length === 0;

  useEffect(() => {
    if (isEmpty) onNone();
  }, [isEmpty, onNone]);

  if (playlists.isPending) {
    return (
      <p role="status" className="py-6 text-center text-fg-muted">
        Loading…
      </p>
    );
  }
  if (playlists.isError) return <FormAlert message={readErrorMessage(playlists.error)} />;
  if (isEmpty) return <p className="py-6 text-center text-fg-muted">{MESSAGES.noPlaylists}</p>;

  const handleAdd = (slug: string) => {
    add.mutate(
      { playlist_slug: slug, track_slugs: trackSlugs },
      {
        onSuccess: (reply) => {
          showToast(reply.message || MESSAGES.addedToPlaylist, 'success');
          onDone();
        },
      },
    );
  };

  return (
    <div>
      {add.isError && <FormAlert message={readErrorMessage(add.error)} />}
      <ul aria-label="Your playlists" className="max-h-72 divide-y divide-border overflow-y-auto">
        {items.map((playlist) => (
          <li key={playlist.slug_playlist}>
            <button
              type="button"
              className="flex w-full items-center gap-3 rounded-lg px-2 py-2 text-left hover:bg-surface-raised disabled:opacity-60"
              disabled={add.isPending}
              aria-label={`Add to ${playlist.title}`}
              title={playlist.title}
              onClick={() => handleAdd(playlist.slug_playlist)}
            >
              <img loading="lazy" decoding="async" {...toArtworkSizes(playlist.cover_pic, '40px')} src={playlist.cover_pic} alt="" className="size-10 rounded-md object-cover" width={40} height={40} />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-fg">{cutPlaylistName(playlist.title)}</span>
                <span className="text-xs text-fg-muted">
                  {playlist.tracks_count} {playlist.tracks_count === 1 ? 'track' : 'tracks'}
                </span>
              </span>
              {!playlist.is_public && <Lock aria-label="Private" size={14} className="text-fg-muted" />}
            </button>
          </li>
        ))}
      </ul>
      {playlists.hasNextPage && (
        <button type="button" className={getButtonClass('ghost', 'sm', 'mt-2 w-full')} disabled={playlists.isFetchingNextPage} onClick={() => void playlists.fetchNextPage()}>
          {playlists.isFetchingNextPage ? 'Loading…' : 'Show more'}
        </button>
      )}
    </div>
  );
}

function CreateTab({ trackSlugs, onDone }: { trackSlugs: string[]; onDone: () => void }) {
  const create = useCreatePlaylist();
  const [name, setName] = useState('');
  const [isPublic, setIsPublic] = useState(true);
  const [isTouched, setIsTouched] = useState(false);
  const nameError = checkPlaylistName(name);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsTouched(true);
    if (nameError || create.isPending) return;
    create.mutate(
      { name, privacy: isPublic ? 'public' : 'private', track_slugs: trackSlugs },
      {
        onSuccess: () => {
          showToast(MESSAGES.addedToPlaylist, 'success');
          onDone();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <PlaylistNameField
        value={name}
        error={isTouched ? nameError : null}
        onChange={(value) => {
          setName(value);
          setIsTouched(true);
        }}
        onBlur={() => setIsTouched(true)}
      />
      <PlaylistPrivacyField isPublic={isPublic} onChange={setIsPublic} />
      {create.isError && <FormAlert message={readErrorMessage(create.error)} />}
      <button type="submit" className={getButtonClass('primary')} disabled={Boolean(nameError) || create.isPending}>
        {create.isPending ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}

/**
 * The playlist dialog (spec 2 §2.1, §5.2, §9): 'Add to Playlist' lists one's playlists 50 at a
 * time, names cut at 10 characters; 'Create Playlist' makes a new one with the songs. It starts
 * on 'add' and switches to 'create' when there are none.
 */
export function PlaylistDialog({ trackSlugs, onClose }: PlaylistDialogProps) {
  const [tab, setTab] = useState<PlaylistTab>('add');
  const [hasNone, setHasNone] = useState(false);
  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-black/70" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-[81] max-h-[90vh] w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-surface p-5 text-fg shadow-2xl"
        >
          <div className="flex items-center justify-between gap-3">
            <Dialog.Title className="flex items-center gap-2 text-lg font-bold">
              <ListMusic aria-hidden size={20} /> Playlist
            </Dialog.Title>
            <Dialog.Close className="grid size-9 place-items-center rounded-full hover:bg-surface-raised" aria-label="Close">
              <X aria-hidden size={18} />
            </Dialog.Close>
          </div>
          <Tabs.Root value={tab} onValueChange={(value) => setTab(value as PlaylistTab)} className="mt-3">
            <Tabs.List aria-label="Playlist" className="flex border-b border-border">
              <Tabs.Trigger value="add" className={TAB_CLASS}>
                Add to Playlist
              </Tabs.Trigger>
              <Tabs.Trigger value="create" className={TAB_CLASS}>
                Create Playlist
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="add" className="mt-3">
              {hasNone ? (
                <p className="py-6 text-center text-fg-muted">{MESSAGES.noPlaylists}</p>
              ) : (
                <AddTab
                  trackSlugs={trackSlugs}
                  onDone={onClose}
                  onNone={() => {
                    setHasNone(true);
                    setTab('create');
                  }}
                />
              )}
            </Tabs.Content>
            <Tabs.Content value="create" className="mt-3">
              {hasNone && <p className="mb-3 text-sm text-fg-muted">{MESSAGES.noPlaylists}</p>}
              <CreateTab trackSlugs={trackSlugs} onDone={onClose} />
            </Tabs.Content>
          </Tabs.Root>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
