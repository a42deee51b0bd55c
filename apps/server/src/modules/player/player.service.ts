import crypto from 'node:crypto';
import { PLAY_COUNT_WINDOW_MS, QUEUE_KEEP, RATE_LIMITS } from '@indiwave/domain/constants';
import { requiredListeningMs } from '@indiwave/domain/rules/play-count';
import { AppError } from '../../http/app-error.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import type { TrafficSource } from '@indiwave/domain/contract/workstation';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import { NOTHING_AFTER_COMMIT, type AfterCommit } from '../achievements/achievements.service.ts';
import type { AnalyticsService } from '../analytics/analytics.service.ts';
import type { CatalogServices } from '../catalog/catalog-services.ts';
import type { PlaylistsService } from '../playlists/playlists.service.ts';
import { presentQueueItem } from './player.presenter.ts';
import type { PlayerRepository, PlayItemType } from './player.repository.ts';

export type PlayerServiceDeps = {
  repository: PlayerRepository;
  catalog: CatalogServices;
  playlists: PlaylistsService;
  analytics: AnalyticsService;
  now: () => Date;
  /** The shared limiter (RATE_LIMITS.playLogPerListener). */
  limits: RateLimiter;
  /** Keys the hash that stands for a visitor (address and device), never stored in clear. */
  secretKey: string;
};

/** Who is calling activity_logger: the address and device stand for a visitor. */
export type PlayClient = { ip: string; userAgent: string };

type ActivityBody = { slug: string; type: PlayItemType; event: 'play' | 'listened' | 'video_close'; id?: number; source?: TrafficSource };

// Ended listening windows are swept now and then rather than on every count.
const SWEEP_EVERY_COUNTS = 500;

/** Plays (activity_logger) and the server copy of a person's queue (spec 1 §4 Player). */
export function createPlayerService({ repository, catalog, playlists, analytics, now, limits, secretKey }: PlayerServiceDeps) {
  let counts = 0;
  /** The listener a play counts for: the user, or a keyed hash of the visitor's address and device. */
  const listenerKeyOf = (viewerUser: AuthUser | null, client: PlayClient) =>
    viewerUser ? `u:${viewerUser.id}` : `a:${crypto.createHmac('sha256', secretKey).update(`${client.ip}\n${client.userAgent}`).digest('base64url').slice(0, 32)}`;

  /** The item, when the caller may play it now (404 otherwise: private, missing, or a release not out yet). */
  async function findPlayableItem(viewerUser: AuthUser | null, type: PlayItemType, slug: string) {
    const item = type === 'playlist'
      ? { ...(await playlists.findVisiblePlaylistRef(slug, viewerUser)), albumId: null, isPlayable: true, durationMs: null }
      : await catalog.items.findVisibleItem(type, slug, catalog.items.viewerOf(viewerUser));
    if (!item.isPlayable) throw AppError.notFound();
    return item;
  }

  return {
    /**
     * POST activity_logger (issue 14: honest play counts). 'play' logs the start of playback and
     * counts nothing; 'listened' with that log's id counts it, when as much real time as the
     * item needs (requiredListeningMs) has passed since the start, by the same listener, and
     * when that listener's last counted play of the item is older than PLAY_COUNT_WINDOW_MS.
     * Only items the caller may play now are logged (404 otherwise), and each listener has a
     * rate limit. Anonymous plays count too.
     */
    async logActivity(viewerUser: AuthUser | null, body: ActivityBody, client: PlayClient) {
      const listenerKey = listenerKeyOf(viewerUser, client);
      await limits.consume(`plays:${listenerKey}`, RATE_LIMITS.playLogPerListener);
      const item = await findPlayableItem(viewerUser, body.type, body.slug);
      const at = now();
      if (body.event !== 'listened') {
        const id = await repository.logEvent({ userId: viewerUser?.id ?? null, type: body.type, itemId: item.id, event: body.event, listenerKey, now: at.toISOString(), source: body.source ?? 'page' });
        return { success: true as const, id, is_counted: false };
      }

      const play = body.id === undefined ? undefined : await repository.findEvent(body.id);
      if (!play || play.event !== 'play' || play.item_type !== body.type || play.item_id !== item.id || play.listener_key !== listenerKey) throw AppError.notFound();
      if (play.counted_at !== null) return { success: true as const, id: play.id, is_counted: true };
      if (at.getTime() - Date.parse(play.created_at) < requiredListeningMs(item.durationMs)) return { success: true as const, id: play.id, is_counted: false };

      // The analytics' daily counts move in the count's transaction; achievements are announced after it commits.
      let afterCommit: AfterCommit = NOTHING_AFTER_COMMIT;
      const onPlay = async (trx: Database) => {
        afterCommit = await analytics.recordPlay(trx, { itemType: body.type, itemId: item.id, ownerId: item.ownerId, listenerId: viewerUser?.id ?? null, source: play.source as TrafficSource });
      };
      const isCounted = await repository.countPlay({
        playId: play.id,
        type: body.type,
        itemId: item.id,
        albumId: item.albumId,
        listenerKey,
        now: at.toISOString(),
        windowEnd: new Date(at.getTime() + PLAY_COUNT_WINDOW_MS).toISOString(),
        onPlay,
      });
      if (isCounted) await afterCommit();
      if (++counts % SWEEP_EVERY_COUNTS === 0) await repository.deleteEndedWindows(at.toISOString());
      return { success: true as const, id: play.id, is_counted: isCounted };
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
