import { Play } from 'lucide-react';
import { useVideoPopupStore, type PopupVideo } from '../store.ts';

/** A video's thumbnail with a play button that opens the video pop-up (spec 2 §2.2). */
export function VideoPoster({ video, thumbnail }: { video: PopupVideo; thumbnail: string }) {
  const openVideo = useVideoPopupStore((state) => state.openVideo);
  const isOpen = useVideoPopupStore((state) => state.video?.slug === video.slug);
  return (
    <button
      type="button"
      onClick={() => void openVideo(video)}
      className="group relative aspect-video w-full overflow-hidden rounded-2xl border border-border bg-black"
      aria-label={`Play video ${video.title}`}
    >
      {/* The video page's picture above the fold: fetched first, in a 16:9 box reserved by the button. */}
      <img
        src={thumbnail}
        alt=""
        width={640}
        height={480}
        fetchPriority="high"
        className="size-full object-cover opacity-80 transition-opacity group-hover:opacity-100"
      />
      <span className="absolute inset-0 grid place-items-center">
        <span className="grid size-16 place-items-center rounded-full bg-accent text-accent-fg shadow-lg transition-transform group-hover:scale-105">
          <Play className="size-8 translate-x-0.5" aria-hidden />
        </span>
      </span>
      {isOpen && (
        <span className="absolute bottom-3 left-3 rounded-full bg-black/70 px-3 py-1 text-xs font-semibold text-fg">
          Playing in the pop-up
        </span>
      )}
    </button>
  );
}
