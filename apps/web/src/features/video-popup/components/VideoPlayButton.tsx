import { Play } from 'lucide-react';
import type { VideoDetail } from '@indiwave/domain/contract/videos';
import { toPopupVideo } from '../popup-video.ts';
import { useVideoPopupStore } from '../store.ts';

/** A video tile's play button (spec 2 §2.2): it opens the video pop-up, as a song tile's plays the song. */
export function VideoPlayButton({ video, className }: { video: VideoDetail; className: string }) {
  const openVideo = useVideoPopupStore((state) => state.openVideo);
  return (
    <button type="button" className={className} aria-label={`Play video ${video.title}`} onClick={() => void openVideo(toPopupVideo(video))}>
      <Play className="size-5 translate-x-px" aria-hidden />
    </button>
  );
}
