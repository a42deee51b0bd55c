import { CLAP_MAX } from '@indiwave/domain/constants';
import type { ClapResult, ClapType } from '@indiwave/domain/contract/social';
import { MESSAGES } from '@indiwave/domain/messages';
import { AppError } from '../../http/app-error.ts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import { NOTHING_AFTER_COMMIT, type AfterCommit } from '../achievements/achievements.service.ts';
import type { AnalyticsService } from '../analytics/analytics.service.ts';
import type { CatalogServices } from '../catalog/catalog-services.ts';
import type { Notifier, NotifyObject } from '../notifications/notifier.service.ts';
import type { PlaylistsService } from '../playlists/playlists.service.ts';
import { presentFollowPerson } from './social.presenter.ts';
import type { SocialRepository } from './social.repository.ts';
import { isCreator, requireSignedIn } from '../accounts/access.policy.ts';

type Page = { offset: number; limit: number };

export type SocialServiceDeps = {
  repository: SocialRepository;
  catalog: CatalogServices;
  playlists: PlaylistsService;
  notifier: Notifier;
  analytics: AnalyticsService;
  now: () => Date;
};

/** Only artists and bands have an e-Press Kit to follow (docs/decisions.md). */

/**
 * Follows, claps and the library (spec 1 §3.8, §4, §5): the rules the browser shows are checked
 * here again — no following oneself, only artists and bands, 0 to 50 claps per person per item,
 * and nothing about items the person may not see.
 */
export function createSocialService({ repository, catalog, playlists, notifier, analytics, now }: SocialServiceDeps) {
  const { urls } = catalog;

  /** The item of a clap as the viewer may see it (404 otherwise), with what a notification names. */
  async function findClapItem(viewerUser: AuthUser | null, type: ClapType, slug: string): Promise<{ id: number; ownerId: number; object: NotifyObject }> {
    const item = type === 'playlist' ? await playlists.findVisiblePlaylistRef(slug, viewerUser) : await catalog.items.findVisibleItem(type, slug, catalog.items.viewerOf(viewerUser));
    return { id: item.id, ownerId: item.ownerId, object: { type, slug: item.slug, title: item.title, image: item.image } };
  }

  /** The person a follow list is about: the slug's, or the signed-in user's. */
  async function findListOwner(viewerUser: AuthUser | null, slug: string | undefined): Promise<number> {
    if (slug) {
      const person = await repository.findPersonBySlug(slug);
      if (!person) throw AppError.notFound();
      return person.id;
    }
    requireSignedIn(viewerUser);
    return viewerUser.id;
  }

  /** A page of ids the user clapped of one type, presented by `present` (which drops what they may no longer see). */
  async function listLiked<T>(user: AuthUser, type: ClapType, page: Page, present: (ids: number[]) => Promise<T[]>) {
    const all = await present(await repository.listClappedIds(user.id, type));
    return { success: true as const, results: all.slice(page.offset, page.offset + page.limit), count: all.length };
  }

  return {
    /** POST {product}user/followv2: follow or unfollow; a new follow notifies the artist. */
    async follow(user: AuthUser, body: { artist_slug: string; task: 'follow' | 'unfollow' }) {
      const artist = await repository.findPersonBySlug(body.artist_slug);
      if (!artist) throw AppError.notFound();
      if (artist.id === user.id) throw AppError.badRequest(MESSAGES.followSelf);
      if (body.task === 'follow') {
        if (!isCreator(artist.type)) throw AppError.badRequest(MESSAGES.followArtistsOnly);
        // The analytics' counts move in the follow's transaction; achievements are announced after it commits.
        let afterCommit: AfterCommit = NOTHING_AFTER_COMMIT;
        const isNew = await repository.insertFollow(user.id, artist.id, now().toISOString(), async (trx) => {
          afterCommit = await analytics.recordFollow(trx, { artistId: artist.id, change: 'gained' });
        });
        if (isNew) await notifier.follow(user.id, artist.id);
        await afterCommit();
      } else {
        await repository.deleteFollow(user.id, artist.id, async (trx) => {
          await analytics.recordFollow(trx, { artistId: artist.id, change: 'lost' });
        });
      }
      const followers = await repository.countFollowers([artist.id]);
      return { success: true as const, result: { is_following: body.task === 'follow', followers_count: followers.get(artist.id) ?? 0 } };
    },

    /** GET get_follow: a person's followers or following, newest first. */
    async listFollow(viewerUser: AuthUser | null, query: Page & { filter: 'followers' | 'following'; slug?: string }) {
      const ownerId = await findListOwner(viewerUser, query.slug);
      const { rows, count } = await repository.listFollowPage(ownerId, query.filter, query);
      const ids = rows.map((row) => row.id);
      const [followers, followed] = await Promise.all([repository.countFollowers(ids), viewerUser ? repository.listFollowedAmong(viewerUser.id, ids) : Promise.resolve(new Set<number>())]);
      const viewerId = viewerUser?.id ?? null;
      return {
        success: true as const,
        count,
        results: rows.map((row) => presentFollowPerson(row, { followersCount: followers.get(row.id) ?? 0, isFollowing: followed.has(row.id), viewerId }, urls)),
      };
    },

    /** GET follow_state: the viewer's follow flag for each slug (false for visitors). */
    async readFollowState(viewerUser: AuthUser | null, slugs: string[]) {
      const followed = viewerUser ? await repository.listFollowedSlugs(viewerUser.id, slugs) : new Set<string>();
      return { success: true as const, result: Object.fromEntries(slugs.map((slug) => [slug, followed.has(slug)])) };
    },

    /** POST clap: adds claps up to 50 in all; claps that counted notify the owner. */
    async clap(user: AuthUser, body: { type: ClapType; slug: string; count: number }): Promise<{ success: true; result: ClapResult }> {
      const item = await findClapItem(user, body.type, body.slug);
      let afterCommit: AfterCommit = NOTHING_AFTER_COMMIT;
      const onAdded = async (trx: Database, amount: number) => {
        afterCommit = await analytics.recordClaps(trx, { itemType: body.type, itemId: item.id, ownerId: item.ownerId, clapperId: user.id, amount });
      };
      const { mine, added, total } = await repository.addClaps({ userId: user.id, type: body.type, itemId: item.id, count: body.count, max: CLAP_MAX, now: now().toISOString(), onAdded });
      if (added > 0) await notifier.clap(user.id, item.ownerId, item.object);
      await afterCommit();
      return { success: true, result: { total_claps: total, my_claps: mine } };
    },

    /** GET claps: everyone's claps on an item and the viewer's. */
    async readClaps(viewerUser: AuthUser | null, query: { type: ClapType; slug: string }): Promise<{ success: true; result: ClapResult }> {
      const item = await findClapItem(viewerUser, query.type, query.slug);
      const [total, mine] = await Promise.all([repository.findClapTotal(query.type, item.id), viewerUser ? repository.listClaps(viewerUser.id, query.type, [item.id]) : Promise.resolve(new Map<number, number>())]);
      return { success: true, result: { total_claps: total, my_claps: mine.get(item.id) ?? 0 } };
    },

    /** {product}user/liked_songs. */
    listLikedSongs: (user: AuthUser, page: Page) => listLiked(user, 'song', page, (ids) => catalog.items.presentFlatSongs(user, ids)),
    /** {product}user/liked_albums. */
    listLikedAlbums: (user: AuthUser, page: Page) => listLiked(user, 'album', page, (ids) => catalog.items.presentFlatAlbums(user, ids)),
    /** {product}user/liked_playlists. */
    listLikedPlaylists: (user: AuthUser, page: Page) => listLiked(user, 'playlist', page, (ids) => playlists.presentCardsByIds(user, ids)),
    /** {product}user/liked_videos. */
    listLikedVideos: (user: AuthUser, page: Page) => listLiked(user, 'video', page, (ids) => catalog.items.presentVideos(user, ids)),
  };
}
export type SocialService = ReturnType<typeof createSocialService>;
