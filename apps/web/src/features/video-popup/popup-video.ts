import type { VideoDetail } from '@indiwave/domain/contract/videos';
import type { PopupVideo } from './store.ts';

/** What the pop-up needs of a video detail (spec 2 §3 Video). */
export function toPopupVideo(video: VideoDetail): PopupVideo {
  return {
    slug: video.slug_uservideo,
    title: video.title,
    artist: video.user.full_name,
    artistSlug: video.slug_username,
    youtubeId: video.youtube_video_id,
    claps: { mine: video.is_like, total: video.video_likes },
  };
}
