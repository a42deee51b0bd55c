import { RADIO_STATIONS } from '@indiwave/domain/constants';
import { PROMO_MESSAGES, PROMO_TOOLS, type PromoAlbum, type PromoOverview, type PromoSong, type PromoTool } from '@indiwave/domain/contract/promo';
import type { ClockPort } from '../../platform/clock/clock.port.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import type { MediaUrls } from '../catalog/media-urls.ts';
import { presentPromoSong } from './promo.presenter.ts';
import type { PromoRepository } from './promo.repository.ts';
import { requireCreator } from '../accounts/access.policy.ts';

/** Promo tools are for artists and bands (spec 1 §1: artists 'use promotional tools'); listeners get 403. */
export function assertArtist(user: AuthUser): void {
  requireCreator(user, PROMO_MESSAGES.artistsOnly);
}

/** The tools page's own reads: the artist's material, and a count of each tool's use. */
export function createPromoService(deps: { repository: PromoRepository; clock: ClockPort; urls: MediaUrls; isAssistantAvailable: boolean }) {
  const { repository } = deps;
  return {
    /** Adds a row for one use of a tool (spec 2 §7 'tool tracking'). */
    async recordUse(userId: number, tool: PromoTool): Promise<void> {
      await repository.insertToolUse(userId, tool, deps.clock.now().toISOString());
    },

    async overview(user: AuthUser): Promise<PromoOverview> {
      const counts = new Map((await repository.countToolUses(user.id)).map((row) => [row.tool, Number(row.uses)]));
      const usage = Object.fromEntries(PROMO_TOOLS.map((tool) => [tool, counts.get(tool) ?? 0])) as Record<PromoTool, number>;
      return { usage, is_assistant_available: deps.isAssistantAvailable, radio_stations: RADIO_STATIONS };
    },

    async listMaterial(user: AuthUser): Promise<{ songs: PromoSong[]; albums: PromoAlbum[] }> {
      const now = deps.clock.now();
      const songs = (await repository.listOwnSongs(user.id)).map((row) => presentPromoSong(row, deps.urls, now));
      const albums = (await repository.listUpcomingAlbums(user.id, now.toISOString())).map((row) => ({ slug: row.slug, title: row.title, images: deps.urls.artwork(row.artwork_prefix), release_date: row.release_date ?? '' }));
      return { songs, albums };
    },
  };
}
export type PromoService = ReturnType<typeof createPromoService>;
