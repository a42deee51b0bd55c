import { RELEASE_SWEEP_MS } from '@indiwave/domain/constants';
import type { CatalogDeps } from './catalog-deps.ts';
import { ensureDefaultArtwork } from './default-artwork.ts';
import type { PendingUploadsService } from './pending-uploads.service.ts';

/**
 * The catalogue's own background work. Scheduled releases are public at their time on every read
 * already; the sweep writes it down (so lists and counts index it) and clears pending uploads
 * nobody used. `start` also makes sure the default artwork exists.
 */
export function createReleaseSweep(deps: CatalogDeps, uploads: PendingUploadsService) {
  let timer: NodeJS.Timeout | undefined;

  async function runOnce(): Promise<void> {
    const now = deps.clock.now().toISOString();
    try {
      await deps.store.songs.releaseDueSongs(now);
      await deps.store.albums.releaseDueAlbums(now);
      await uploads.sweepStalePending();
    } catch (error) {
      deps.logger.error({ err: error }, 'catalogue sweep failed');
    }
  }

  return {
    runOnce,
    async start(): Promise<void> {
      await ensureDefaultArtwork(deps.storage);
      timer = setInterval(() => void runOnce(), RELEASE_SWEEP_MS);
      timer.unref();
    },
    stop(): void {
      clearInterval(timer);
    },
  };
}
export type ReleaseSweep = ReturnType<typeof createReleaseSweep>;
