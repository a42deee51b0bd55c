/** The part of the YouTube IFrame API the video pop-up uses. */
export type YouTubePlayer = { destroy: () => void; pauseVideo: () => void; playVideo: () => void };
export type YouTubeNamespace = {
  Player: new (
    element: HTMLElement,
    options: {
      width: number;
      height: number;
      videoId: string;
      host?: string;
      playerVars?: Record<string, string | number>;
      events?: { onReady?: () => void; onError?: (event: { data: number }) => void };
    },
  ) => YouTubePlayer;
};

declare global {
  // Only an interface merges with the DOM's Window.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    YT?: YouTubeNamespace & { loaded?: number };
    onYouTubeIframeAPIReady?: () => void;
  }
}

/** Where YouTube serves its IFrame API (allowed by the server's script-src). */
export const YOUTUBE_IFRAME_API_URL = 'https://www.youtube.com/iframe_api';

let loading: Promise<YouTubeNamespace> | null = null;

/**
 * Loads the YouTube IFrame API once (spec 2 §7: 'A YouTube iframe API script is loaded for
 * video'). Rejects when the script cannot load, so callers can fall back to a plain embed
 * (spec 2 §8: a failed helper script load is ignored); a later call tries again.
 */
export function loadYouTubeIframeApi(): Promise<YouTubeNamespace> {
  if (window.YT?.Player) return Promise.resolve(window.YT);
  loading ??= new Promise<YouTubeNamespace>((resolve, reject) => {
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      if (window.YT?.Player) resolve(window.YT);
      else reject(new Error('The YouTube API loaded without a player'));
    };
    const script = document.createElement('script');
    script.src = YOUTUBE_IFRAME_API_URL;
    script.async = true;
    script.onerror = () => {
      script.remove();
      reject(new Error('The YouTube API could not load'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
