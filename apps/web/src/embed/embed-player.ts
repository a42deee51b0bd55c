import { PREVIOUS_TRACK_THRESHOLD_S } from '@indiwave/domain/constants';
import { formatPlaybackTime } from '@indiwave/domain/rules/playback-time';
import type { EmbedAudio, EmbedTrack, EmbedVideo } from './embed-data';

const ICONS = {
  play: 'M8 5v14l11-7z',
  pause: 'M6 5h4v14H6zm8 0h4v14h-4z',
  previous: 'M6 6h2v12H6zm3.5 6 8.5 6V6z',
  next: 'M16 6h2v12h-2zM6 18l8.5-6L6 6z',
} as const;

type Child = Node | string;

/** A DOM element with attributes and children; text is always inserted as text, never HTML. */
export function h(tag: string, attributes: Record<string, string> = {}, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

function icon(name: keyof typeof ICONS): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', ICONS[name]);
  svg.append(path);
  return svg;
}

/** A link to the site that leaves the frame: embeds live on other people's pages. */
function siteLink(path: string, text: string, className: string): HTMLElement {
  return h(
    'a',
    { href: new URL(path, location.origin).href, target: '_blank', rel: 'noopener', class: className },
    text,
  );
}

/**
 * Which track "previous" goes to (spec 1 §4 Player): within the first 3 seconds the previous
 * one, wrapping from the first to the last; later it restarts the current track.
 */
export function previousIndex(current: number, count: number, elapsedSeconds: number): number {
  if (elapsedSeconds >= PREVIOUS_TRACK_THRESHOLD_S) return current;
  return (current - 1 + count) % count;
}

/** Which track "next" goes to: the following one, wrapping from the last to the first. */
export function nextIndex(current: number, count: number): number {
  return (current + 1) % count;
}

/**
 * The audio embed: artwork, title, byline, play/pause, previous/next for several tracks, a seek
 * bar and the track list (shown when the frame is tall enough). `onFirstPlay` is told once per
 * track when its playback first starts.
 */
export function renderAudioEmbed(
  root: HTMLElement,
  item: EmbedAudio,
  brandName: string,
  onFirstPlay: (track: EmbedTrack) => void,
  /** Every time update: the playing track, playhead and length in seconds, and whether it plays (to confirm a play once listened to). */
  onTime?: (track: EmbedTrack, playheadSeconds: number, durationSeconds: number, isPlaying: boolean) => void,
): void {
  const audio = new Audio();
  audio.preload = 'none';
  const isMulti = item.tracks.length > 1;
  let index = 0;
  const played = new Set<string>();

  const playButton = h('button', { type: 'button', class: 'embed__play', 'aria-label': 'Play' }, icon('play'));
  const previousButton = h(
    'button',
    { type: 'button', class: 'embed__skip', 'aria-label': 'Previous track' },
    icon('previous'),
  );
  const nextButton = h('button', { type: 'button', class: 'embed__skip', 'aria-label': 'Next track' }, icon('next'));
  const seek = h('input', {
    type: 'range',
    min: '0',
    max: '100',
    step: '1',
    value: '0',
    class: 'embed__seek',
    'aria-label': 'Seek',
  }) as HTMLInputElement;
  const elapsed = h('span', { class: 'embed__time' }, formatPlaybackTime(0));
  const total = h('span', { class: 'embed__time' }, formatPlaybackTime(item.tracks[0]?.duration ?? 0));
  const nowPlaying = h('p', { class: 'embed__now', 'aria-live': 'polite' });
  const status = h('p', { class: 'embed__status', role: 'status' });
  const trackButtons = item.tracks.map((track, position) =>
    h(
      'button',
      { type: 'button', class: 'embed__track', 'data-slug': track.slug },
      h('span', { class: 'embed__track-no' }, String(position + 1)),
      h('span', { class: 'embed__track-title' }, track.title),
      h('span', { class: 'embed__time' }, formatPlaybackTime(track.duration)),
    ),
  );

  const controls = h(
    'div',
    { class: 'embed__controls' },
    ...(isMulti ? [previousButton, playButton, nextButton] : [playButton]),
    elapsed,
    seek,
    total,
  );
  const body = h(
    'div',
    { class: 'embed__body' },
    h(
      'div',
      { class: 'embed__top' },
      siteLink('/', brandName, 'embed__brand'),
      siteLink(item.pagePath, `Open on ${brandName}`, 'embed__open'),
    ),
    h('h1', { class: 'embed__title' }, siteLink(item.pagePath, item.title, '')),
    h(
      'p',
      { class: 'embed__byline' },
      item.bylineSlug ? siteLink(`/${item.bylineSlug}`, item.byline, '') : item.byline,
    ),
    controls,
    isMulti ? nowPlaying : '',
    status,
  );
  const art = h(
    'a',
    { href: new URL(item.pagePath, location.origin).href, target: '_blank', rel: 'noopener', class: 'embed__art' },
    h('img', { src: item.artwork, alt: `${item.title} artwork`, width: '150', height: '150' }),
  );
  root.className = 'embed embed--audio';
  root.replaceChildren(
    h('div', { class: 'embed__card' }, art, body),
    isMulti
      ? h(
          'ol',
          { class: 'embed__tracks', 'aria-label': 'Tracks' },
          ...trackButtons.map((button) => h('li', {}, button)),
        )
      : '',
  );

  function showTrack(next: number) {
    index = next;
    const track = item.tracks[index];
    status.textContent = '';
    elapsed.textContent = formatPlaybackTime(0);
    total.textContent = formatPlaybackTime(track.duration);
    seek.value = '0';
    nowPlaying.textContent = `Track ${index + 1} of ${item.tracks.length}: ${track.title}`;
    trackButtons.forEach((button, position) =>
      position === index ? button.setAttribute('aria-current', 'true') : button.removeAttribute('aria-current'),
    );
    if (track.src) audio.src = track.src;
    else audio.removeAttribute('src');
  }

  async function play() {
    const track = item.tracks[index];
    if (!track.src) {
      status.textContent = 'This track cannot be played yet.';
      return;
    }
    try {
      await audio.play();
    } catch {
      status.textContent = 'This track cannot be played here.';
    }
  }

  function jumpTo(next: number) {
    showTrack(next);
    void play();
  }

  playButton.addEventListener('click', () => (audio.paused ? void play() : audio.pause()));
  previousButton.addEventListener('click', () => {
    const target = previousIndex(index, item.tracks.length, audio.currentTime);
    if (target === index) audio.currentTime = 0;
    else jumpTo(target);
  });
  nextButton.addEventListener('click', () => jumpTo(nextIndex(index, item.tracks.length)));
  trackButtons.forEach((button, position) =>
    button.addEventListener('click', () =>
      position === index && !audio.paused ? audio.pause() : position === index ? void play() : jumpTo(position),
    ),
  );
  seek.addEventListener('input', () => {
    if (Number.isFinite(audio.duration) && audio.duration > 0)
      audio.currentTime = (Number(seek.value) / 100) * audio.duration;
  });

  audio.addEventListener('playing', () => {
    playButton.replaceChildren(icon('pause'));
    playButton.setAttribute('aria-label', 'Pause');
    root.dataset.state = 'playing';
    const track = item.tracks[index];
    if (!played.has(track.slug)) {
      played.add(track.slug);
      onFirstPlay(track);
    }
  });
  audio.addEventListener('pause', () => {
    playButton.replaceChildren(icon('play'));
    playButton.setAttribute('aria-label', 'Play');
    root.dataset.state = 'paused';
  });
  audio.addEventListener('timeupdate', () => {
    onTime?.(item.tracks[index], audio.currentTime, audio.duration, !audio.paused);
    elapsed.textContent = formatPlaybackTime(audio.currentTime);
    if (Number.isFinite(audio.duration) && audio.duration > 0) {
      seek.value = String(Math.round((audio.currentTime / audio.duration) * 100));
      total.textContent = formatPlaybackTime(audio.duration);
    }
  });
  audio.addEventListener('ended', () => {
    if (index < item.tracks.length - 1) jumpTo(index + 1);
  });
  audio.addEventListener('error', () => {
    if (audio.getAttribute('src')) status.textContent = 'This track cannot be played here.';
  });

  showTrack(0);
}

/** The video embed: the YouTube player under a title and byline. */
export function renderVideoEmbed(root: HTMLElement, item: EmbedVideo, brandName: string): void {
  const player = h('iframe', {
    class: 'embed__video',
    src: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(item.youtubeId)}?rel=0&playsinline=1`,
    title: `${item.title} video`,
    allow: 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture',
    allowfullscreen: '',
    referrerpolicy: 'strict-origin-when-cross-origin',
  });
  root.className = 'embed embed--video';
  root.replaceChildren(
    h(
      'div',
      { class: 'embed__top' },
      h(
        'div',
        {},
        h('h1', { class: 'embed__title' }, siteLink(item.pagePath, item.title, '')),
        h('p', { class: 'embed__byline' }, siteLink(`/${item.bylineSlug}`, item.byline, '')),
      ),
      siteLink(item.pagePath, `Open on ${brandName}`, 'embed__open'),
    ),
    player,
  );
}

/** What an embed shows when its item is missing, private or cannot load. */
export function renderUnavailable(root: HTMLElement, brandName: string): void {
  root.className = 'embed embed--unavailable';
  root.replaceChildren(
    h('p', {}, 'This is not available for embedding.'),
    siteLink('/', `Discover music on ${brandName}`, 'embed__open'),
  );
}
