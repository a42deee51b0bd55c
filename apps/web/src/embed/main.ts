import { BRAND } from '../lib/config';
import { createListenTracker } from '../lib/listen-tracker';
import { confirmEmbedPlay, EmbedUnavailableError, loadEmbed, recordEmbedPlay } from './embed-data';
import { renderAudioEmbed, renderUnavailable, renderVideoEmbed } from './embed-player';
import { parseEmbedPath } from './embed-route';
import './embed.css';

/**
 * The embeddable player (spec 1 §2.1 /embed/{type}/{slug}): its own page and bundle, without
 * the app's shell, router or React, so a page embedding it stays fast.
 */
async function start() {
  const root = document.getElementById('embed');
  if (!root) return;
  const route = parseEmbedPath(location.pathname);
  try {
    if (!route) throw new EmbedUnavailableError('route');
    const item = await loadEmbed(route);
    document.title = `${item.title} | ${BRAND.name}`;
    if (item.kind === 'video') renderVideoEmbed(root, item, BRAND.name);
    else {
      // A play is logged when a track starts and counts once it was really listened to (issue 14).
      const listens = createListenTracker((slug, id) => void confirmEmbedPlay(slug, id));
      renderAudioEmbed(
        root,
        item,
        BRAND.name,
        (track) => {
          listens.start(track.slug, 0);
          void recordEmbedPlay(track).then((id) => id !== null && listens.setId(track.slug, id));
        },
        (track, playhead, duration, isPlaying) => listens.onTime(playhead, duration, isPlaying, track.slug),
      );
    }
  } catch (error) {
    if (!(error instanceof EmbedUnavailableError)) console.error(error);
    renderUnavailable(root, BRAND.name);
  } finally {
    root.removeAttribute('aria-busy');
  }
}

void start();
