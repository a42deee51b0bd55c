import { QUEUE_KEEP } from '@indiwave/domain/constants';
import type { TrafficSource } from '@indiwave/domain/contract/workstation';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../accounts/session-token.service.ts';
import { NOTHING_AFTER_COMMIT, type AfterCommit } from '../achievements/achievements.service.ts';
import type { AnalyticsService } from '../analytics/analytics.service.ts';
import type { CatalogServices } from '../catalog/catalog-services.ts';
import type { PlaylistsService } from '../playlists/playlists.service.ts';
import { presentQueueItem } from './player.presenter.ts';
import type { PlayerRepository, PlayItemType } from './player.repository.ts';

export type PlayerServiceDeps = { repository: PlayerRepository; catalog: CatalogServices; playlists: PlaylistsService; analytics: AnalyticsService; now: () => Date };

/** Plays (activity_logger) and the server copy of a person's queue (spec 1 §4 Player). */
export function createPlayerService({ repository, catalog, playlists, analytics, now }: PlayerServiceDeps) {
  return {
    /** POST activity_logger: a play counts on the item the viewer may see (404 otherwise); anonymous plays count. */
    async logActivity(viewerUser: AuthUser | null, body: { slug: string; type: PlayItemType; event: 'play' | 'video_close'; source?: TrafficSource }) {
      const item = body.type === 'playlist' ? { ...(await playlists.findVisiblePlaylistRef(body.slug, viewerUser)), albumId: null } : await catalog.items.findVisibleItem(body.type, body.slug, catalog.items.viewerOf(viewerUser));
      const source = body.source ?? 'page';
      // The analytics' daily counts move in the play's transaction; achievements are announced after it commits.
      let afterCommit: AfterCommit = NOTHING_AFTER_COMMIT;
      const onPlay = async (trx: Database) => {
        afterCommit = await analytics.recordPlay(trx, { itemType: body.type, itemId: item.id, ownerId: item.ownerId, listenerId: viewerUser?.id ?? null, source });
      };
      const id = await repository.logPlay({ userId: viewerUser?.id ?? null, type: body.type, itemId: item.id, albumId: item.albumId, event: body.event, now: now().toISOString(), source, onPlay });
      await afterCommit();
      return { success: true as const, id };
    },

    /** GET queue: the songs in order, without those the person can no longer play. */
    async readQueue(user: AuthUser) {
      const viewer = catalog.items.viewerOf(user);
      const songs = await catalog.items.listVisibleSongs(await repository.listQueue(user.id), viewer);
      const items = await catalog.items.presentPlayerSongs(songs, viewer);
      return { success: true as const, results: items.filter((song) => song.song_file !== null).map(presentQueueItem) };
    },

    /** PUT queue: keeps the last QUEUE_KEEP songs sent that the person may see, in order. */
    async saveQueue(user: AuthUser, slugs: string[]) {
      const songs = await catalog.items.listVisibleSongsBySlugs(slugs.slice(-QUEUE_KEEP), catalog.items.viewerOf(user));
      await repository.replaceQueue(user.id, songs.map((song) => song.id));
      return { success: true as const };
    },
  };
}
export type PlayerService = ReturnType<typeof createPlayerService>;
