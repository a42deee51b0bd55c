import { BRAND } from '../lib/config';
import { EmbedUnavailableError, loadEmbed, recordEmbedPlay } from './embed-data';
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
    else renderAudioEmbed(root, item, BRAND.name, (track) => void recordEmbedPlay(track));
  } catch (error) {
    if (!(error instanceof EmbedUnavailableError)) console.error(error);
    renderUnavailable(root, BRAND.name);
  } finally {
    root.removeAttribute('aria-busy');
  }
}

void start();
