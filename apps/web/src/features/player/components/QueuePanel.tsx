import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, Pause, Play, X } from 'lucide-react';
import { useId, useState } from 'react';
import { LAYOUT } from '@indiwave/domain/constants';
import { useSessionUser } from '../../../lib/session.ts';
import type { PlayerSong } from '../../../lib/player.ts';
import { usePlayer, usePlayerState } from '../../../lib/player.ts';
import { useSlots } from '../../../lib/slots.ts';
import { CoverArt } from './CoverArt.tsx';
import { describeReorder, useSortableSensors } from '../../../ui/sortable-list.ts';

type QueueRowProps = {
  song: PlayerSong;
  index: number;
  isCurrent: boolean;
  isPlaying: boolean;
  artSize: number;
};

function QueueRow({ song, index, isCurrent, isPlaying, artSize }: QueueRowProps) {
  const { store } = usePlayer();
  const sortable = useSortable({ id: song.slug_usersong });
  const style = { transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition };
  const showsPause = isCurrent && isPlaying;

  const handlePlay = () => {
    const state = store.getState();
    if (isCurrent && state.status !== 'idle' && state.status !== 'error') state.togglePlayback();
    else void state.playAt(index);
  };

  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      data-queue-item={song.slug_usersong}
      aria-current={isCurrent ? 'true' : undefined}
      className={`flex items-center gap-2 rounded-lg px-1 py-1 ${isCurrent ? 'bg-surface-raised' : ''} ${sortable.isDragging ? 'relative z-10 opacity-80 shadow-lg' : ''}`}
    >
      <button
        type="button"
        {...sortable.attributes}
        {...sortable.listeners}
        aria-label={`Move ${song.title}`}
        className="flex h-8 w-6 shrink-0 cursor-grab touch-none items-center justify-center text-fg-muted hover:text-fg"
      >
        <GripVertical aria-hidden="true" size={16} />
      </button>
      <button type="button" onClick={handlePlay} aria-label={`${showsPause ? 'Pause' : 'Play'} ${song.title}`} className="flex min-w-0 flex-1 items-center gap-2 text-left">
        <span className="relative shrink-0">
          <CoverArt src={song.image} size={artSize} />
          <span className="absolute inset-0 flex items-center justify-center rounded-md bg-black/40 text-white">
            {showsPause ? <Pause aria-hidden="true" size={14} /> : <Play aria-hidden="true" size={14} />}
          </span>
        </span>
        <span className="min-w-0">
          <span className={`block truncate text-sm ${isCurrent ? 'font-semibold text-accent-soft' : 'text-fg'}`}>{song.title}</span>
          <span className="block truncate text-xs text-fg-muted">{song.full_name}</span>
        </span>
      </button>
      <button
        type="button"
        onClick={() => store.getState().removeAt(index)}
        aria-label={`Remove ${song.title} from the queue`}
        className="flex size-8 shrink-0 items-center justify-center rounded-full text-fg-muted hover:bg-surface hover:text-fg"
      >
        <X aria-hidden="true" size={16} />
      </button>
    </li>
  );
}

type QueuePanelProps = {
  id: string;
  isMobile: boolean;
  onClose: () => void;
};

/**
 * The queue (spec 1 §2.7): 330px wide (270px on small screens), at most 250px high with the
 * list inside 220px; click to play, the current item shows pause, remove, drag (or keyboard)
 * to reorder, Clear, and Save as a playlist for signed-in people (spec 1 §6).
 */
export function QueuePanel({ id, isMobile, onClose }: QueuePanelProps) {
  const { SaveQueueForm } = useSlots();
  const { store } = usePlayer();
  const queue = usePlayerState((state) => state.queue);
  const currentIndex = usePlayerState((state) => state.currentIndex);
  const isPlaying = usePlayerState((state) => state.status === 'playing' || state.status === 'loading');
  const user = useSessionUser();
  const [isSaving, setIsSaving] = useState(false);
  const titleId = useId();
  const sensors = useSortableSensors();
  const slugs = queue.map((song) => song.slug_usersong);
  const titleOf = (id: string | number) => queue.find((song) => song.slug_usersong === id)?.title ?? String(id);

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = queue.findIndex((song) => song.slug_usersong === active.id);
    const to = queue.findIndex((song) => song.slug_usersong === over.id);
    store.getState().moveTrack(from, to);
  };

  return (
    <section
      id={id}
      aria-labelledby={titleId}
      style={{ width: isMobile ? LAYOUT.queueWidthSmall : LAYOUT.queueWidth, maxHeight: LAYOUT.queueMaxHeight }}
      className="fixed right-2 bottom-[calc(var(--player-height)+0.5rem)] z-50 flex flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-2xl"
    >
      <div className="flex items-center gap-2 border-b border-border px-3 py-1.5">
        <h2 id={titleId} className="flex-1 text-sm font-semibold text-fg">
          Queue
        </h2>
        {user && queue.length > 0 && (
          <button type="button" onClick={() => setIsSaving((value) => !value)} aria-expanded={isSaving} className="rounded-full px-2 py-1 text-xs font-semibold text-accent-soft hover:bg-surface-raised">
            Save
          </button>
        )}
        {queue.length > 0 && (
          <button type="button" onClick={() => store.getState().clearQueue()} className="rounded-full px-2 py-1 text-xs font-semibold text-fg-muted hover:bg-surface-raised hover:text-fg">
            Clear
          </button>
        )}
        <button type="button" onClick={onClose} aria-label="Close the queue" className="flex size-7 items-center justify-center rounded-full text-fg-muted hover:bg-surface-raised hover:text-fg">
          <X aria-hidden="true" size={16} />
        </button>
      </div>
      {isSaving && user ? (
        <SaveQueueForm slugs={queue.map((song) => song.slug_usersong)} onDone={() => setIsSaving(false)} />
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd} accessibility={describeReorder(slugs, titleOf)}>
          <SortableContext items={slugs} strategy={verticalListSortingStrategy}>
            <ol aria-label="Songs in the queue" style={{ maxHeight: LAYOUT.queueListMaxHeight }} className="overflow-y-auto overscroll-contain p-1.5">
              {queue.map((song, index) => (
                <QueueRow key={song.slug_usersong} song={song} index={index} isCurrent={index === currentIndex} isPlaying={isPlaying} artSize={isMobile ? LAYOUT.queueArtMobile : LAYOUT.queueArt} />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </section>
  );
}
