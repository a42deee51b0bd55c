import type { Database, Dialect } from '../../db/database.ts';
import { createSocialRepository, type ClapItemType } from './social.repository.ts';

/** What a viewer's replies show of follows and claps: their own claps and each artist's followers. */
export type ViewerSocial = {
  /** The viewer's claps on an item (0 for visitors and for items they never clapped). */
  clapsOf(type: ClapItemType, itemId: number): number;
  /** An artist's followers and whether the viewer follows them. */
  artistOf(userId: number): { followers_count: number; is_following: boolean };
};

/**
 * The read side of follows and claps that other modules present in their replies (the
 * catalogue's is_like, user_claps, followers_count, is_following). It needs nothing but the
 * database, so the catalogue can use it while the social service uses the catalogue.
 */
export function createSocialReads(db: Database, dialect: Dialect) {
  const repository = createSocialRepository(db, dialect);
  return {
    /**
     * Loads, in a few queries, what `ViewerSocial` answers for these items and artists.
     * `knownFollowers`: the artists' followers already read (a column of the page's statement,
     * `db/followers-sql.ts`), so they are not counted again.
     */
    async loadViewerSocial(viewerId: number | null, items: { [K in ClapItemType]?: number[] }, artistIds: number[] = [], knownFollowers?: ReadonlyMap<number, number>): Promise<ViewerSocial> {
      const uniqueArtists = [...new Set(artistIds)];
      // Followers' counts for everyone; the viewer's own claps and follows in one batched query.
      const [followers, marks] = await Promise.all([
        knownFollowers ?? repository.countFollowers(uniqueArtists),
        viewerId === null ? Promise.resolve({ claps: new Map<ClapItemType, Map<number, number>>(), followed: new Set<number>() }) : repository.listViewerMarks(viewerId, items, uniqueArtists),
      ]);
      const { claps, followed } = marks;
      return {
        clapsOf: (type, itemId) => claps.get(type)?.get(itemId) ?? 0,
        artistOf: (userId) => ({ followers_count: followers.get(userId) ?? 0, is_following: followed.has(userId) }),
      };
    },
  };
}
export type SocialReads = ReturnType<typeof createSocialReads>;
