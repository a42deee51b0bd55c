import { YOUTUBE_ID_LENGTH, YOUTUBE_THUMBNAILS } from '../constants.ts';

/** A YouTube video id: exactly 11 of letters, digits, '-' and '_' (spec 2 §5.5). */
const VIDEO_ID = new RegExp(`^[A-Za-z0-9_-]{${YOUTUBE_ID_LENGTH}}$`);
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
/** Path forms that carry the id as their second segment: /embed/ID, /shorts/ID, /live/ID, /v/ID, /e/ID. */
const ID_PATH_PREFIXES = new Set(['embed', 'shorts', 'live', 'v', 'e']);

/** True for a string that is a YouTube video id by its form. */
export function isYoutubeId(value: string): boolean {
  return VIDEO_ID.test(value);
}

/**
 * The 11-character video id of any usual YouTube address: watch?v=, youtu.be/, embed/, shorts/,
 * live/, v/, on www., m., music. or youtube-nocookie.com, with or without the scheme and with
 * any extra parameters (t=, list=, si= …). A bare id is accepted too. Null for anything else.
 */
export function extractYoutubeId(input: string): string | null {
  const text = input.trim();
  if (isYoutubeId(text)) return text;
  const address = parseAddress(text);
  if (!address) return null;
  const segments = address.path.split('/').filter(Boolean);
  let candidate: string | undefined;
  if (address.host === 'youtu.be' || address.host === 'www.youtu.be') {
    candidate = segments[0];
  } else if (YOUTUBE_HOSTS.has(address.host)) {
    if (segments[0] === 'watch' || segments.length === 0) candidate = address.query.get('v');
    else if (ID_PATH_PREFIXES.has(segments[0])) candidate = segments[1];
    else if (segments[0] === 'attribution_link') {
      // /attribution_link?u=/watch%3Fv%3DID… carries a watch address inside.
      const inner = address.query.get('u');
      return inner ? extractYoutubeId(`https://www.youtube.com${inner}`) : null;
    }
  }
  return candidate && isYoutubeId(candidate) ? candidate : null;
}

/**
 * Host, path and query of an http(s) address, with or without its scheme. Written out rather
 * than with URL: the domain package runs in the browser and on the server without either's types.
 */
function parseAddress(text: string): { host: string; path: string; query: Map<string, string> } | null {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text);
  if (scheme && !/^https?$/i.test(scheme[1])) return null;
  const rest = text.replace(/^https?:\/\//i, '');
  if (/^[a-z][a-z0-9+.-]*:/i.test(rest) && !/^[^/?#]+:\d+/.test(rest)) return null;
  const match = /^([^/?#\s]+)([^?#\s]*)(?:\?([^#\s]*))?/.exec(rest);
  if (!match) return null;
  const host = match[1].toLowerCase().replace(/:\d+$/, '');
  const query = new Map<string, string>();
  for (const pair of (match[3] ?? '').split('&')) {
    const [name, value = ''] = pair.split('=');
    if (!name || query.has(name)) continue;
    try {
      query.set(decodeURIComponent(name), decodeURIComponent(value.replace(/\+/g, ' ')));
    } catch {
      return null;
    }
  }
  return { host, path: match[2], query };
}

/** The canonical watch address of a video id. */
export function toYoutubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}

/** The thumbnail addresses YouTube serves for a video (referenced, never fetched). */
export function toYoutubeThumbnails(videoId: string): { img_480x360: string; img_640x480: string } {
  return {
    img_480x360: `https://i.ytimg.com/vi/${videoId}/${YOUTUBE_THUMBNAILS.img_480x360}`,
    img_640x480: `https://i.ytimg.com/vi/${videoId}/${YOUTUBE_THUMBNAILS.img_640x480}`,
  };
}
