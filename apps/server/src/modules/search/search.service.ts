import { SEARCH_BY_TYPE_LIMIT, SEARCH_DROPDOWN_LIMIT } from '@indiwave/domain/constants';
import { SEARCH_TYPES, type SearchType } from '@indiwave/domain/contract/search';
import { toSearchTerms } from '@indiwave/domain/rules/search-text';
import type { AuthUser } from '../../http/auth-user.ts';
import type { DiscoveryService } from '../discovery/discovery.service.ts';
import type { SearchIndex } from './search-index.service.ts';
import { presentGroups, presentHit } from './search.presenter.ts';
import type { SearchHitRow } from './search.repository.ts';

type Page = { offset: number; limit: number };

/**
 * Search (spec 1 §2.4, §3.4, §5; spec 2 §7): the header dropdown, the /search page and artist
 * search, all on the one index (search-index.service.ts). A text with fewer than 2 letters or
 * digits finds nothing (spec 1 §5).
 */
export function createSearchService(deps: { index: SearchIndex; discovery: DiscoveryService; now: () => Date }) {
  const { repository } = deps.index;
  const now = () => deps.now().toISOString();

  /** The best `limit` of every type, with each type's total when asked. */
  async function searchAllTypes(keywords: string, limit: number, withCount: boolean) {
    const terms = toSearchTerms(keywords);
    const at = now();
    const found = await Promise.all(SEARCH_TYPES.map(async (type) => [type, await repository.match(type, terms, at, { offset: 0, limit }, withCount)] as const));
    const rows = Object.fromEntries(found.map(([type, result]) => [type, result.rows])) as Record<SearchType, SearchHitRow[]>;
    const counts = Object.fromEntries(found.map(([type, result]) => [type, result.count])) as Record<SearchType, number>;
    return { results: presentGroups(rows), counts };
  }

  return {
    /** GET sdsearch: the header dropdown. */
    async searchDropdown(keywords: string) {
      return { success: true as const, results: (await searchAllTypes(keywords, SEARCH_DROPDOWN_LIMIT, false)).results };
    },

    /** GET sdsearch-listing: the /search page's first view with totals. */
    async searchListing(keywords: string) {
      return { success: true as const, ...(await searchAllTypes(keywords, SEARCH_BY_TYPE_LIMIT, true)) };
    },

    /** GET sdsearch-by-type: one type, paged. */
    async searchByType(query: { keywords: string; type: SearchType } & Page) {
      const { rows, count } = await repository.match(query.type, toSearchTerms(query.keywords), now(), query);
      return { success: true as const, results: rows.map(presentHit), count };
    },

    /** GET search_artist: a picker's artists. */
    async searchArtists(query: { keywords: string } & Page) {
      const { rows } = await repository.match('artist', toSearchTerms(query.keywords), now(), query, false);
      return { success: true as const, results: rows.map((row) => ({ slug_username: row.slug, name: row.title, type: row.subtitle === 'Band' ? ('Band' as const) : ('Artist' as const), profile_pic: row.image })) };
    },

    /** GET search_artist_v2: artists as directory cards, best match first. */
    async searchArtistCards(viewerUser: AuthUser | null, query: { keywords: string } & Page) {
      const { rows, count } = await repository.match('artist', toSearchTerms(query.keywords), now(), query);
      return { success: true as const, results: await deps.discovery.presentArtists(viewerUser, rows.map((row) => Number(row.item_id))), count };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
