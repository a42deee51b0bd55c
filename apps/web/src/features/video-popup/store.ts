import { create } from 'zustand';
import { PLAY_COUNT_LISTEN_MS, VIDEO_DIALOG_REOPEN_MS } from '@indiwave/domain/constants';
import { wait } from '../../lib/wait.ts';

/** What the pop-up plays and shows (spec 2 §2.2 video pop-up, §3 Video). */
export type PopupVideo = {
  slug: string;
  title: string;
  artist: string;
  artistSlug: string;
  youtubeId: string;
  /** The footer's clap button: the viewer's claps and everyone's (spec 2 §3 Video is_like, video_likes). */
  claps?: { mine: number; total: number };
};

type VideoPopupState = {
  video: PopupVideo | null;
  isMinimised: boolean;
  /** Opens (or switches) the pop-up and logs a video play; waits 500 ms after a close. */
  openVideo: (video: PopupVideo) => Promise<void>;
  /** Closes the pop-up and logs the close. */
  closeVideo: () => void;
  toggleMinimised: () => void;
};

let closedAt = Number.NEGATIVE_INFINITY;
// The view being watched: confirmed once the pop-up stayed open PLAY_COUNT_LISTEN_MS (and a
// margin for the start's trip to the server), which is when it counts (issue 14).
const VIEW_CONFIRM_MS = PLAY_COUNT_LISTEN_MS + 1_500;
let viewTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Logs a pop-up event and answers its id (null when lost). The logger brings the API client and
 * its contracts; the layout imports this store on every page, so they load only once a video is opened.
 */
function logEvent(slug: string, event: 'play' | 'listened' | 'video_close', id?: number): Promise<number | null> {
  return import('./api/log-video-activity.ts')
    .then(({ logVideoActivity }) => logVideoActivity(slug, event, id))
    .catch(() => {
      // A lost log never keeps anyone from watching.
      return null;
    });
}

/** Logs the view's start, and its confirmation if the same video is still open VIEW_CONFIRM_MS later. */
function logView(slug: string, isStillOpen: () => boolean): void {
  clearTimeout(viewTimer);
  const started = logEvent(slug, 'play');
  viewTimer = setTimeout(() => {
    void started.then((id) => {
      if (id !== null && isStillOpen()) void logEvent(slug, 'listened', id);
    });
  }, VIEW_CONFIRM_MS);
}

/**
 * The video pop-up (spec 2 §2.2, §4): one at a time, over every page, minimisable. Opening
 * logs a play (and pauses the music: app/provider.tsx connects the player); closing logs a
 * close; reopening waits 500 ms.
 */
export const useVideoPopupStore = create<VideoPopupState>((set, get) => ({
  video: null,
  isMinimised: false,
  openVideo: async (video) => {
    if (get().video) get().closeVideo();
    const sinceClose = Date.now() - closedAt;
    if (sinceClose < VIDEO_DIALOG_REOPEN_MS) await wait(VIDEO_DIALOG_REOPEN_MS - sinceClose);
    set({ video, isMinimised: false });
    logView(video.slug, () => get().video === video);
  },
  closeVideo: () => {
    const { video } = get();
    if (!video) return;
    closedAt = Date.now();
    clearTimeout(viewTimer);
    set({ video: null, isMinimised: false });
    void logEvent(video.slug, 'video_close');
  },
  toggleMinimised: () => set((state) => ({ isMinimised: !state.isMinimised })),
}));
