import { FEATURED_ARTISTS_LIMIT, SPOTLIGHT_LIMIT } from '@indiwave/domain/constants';
import { toListingOrder, type ArtistListingQuery, type SongsListingQuery, type SongsListingType } from '@indiwave/domain/contract/discovery';
import type { NamedRef } from '@indiwave/domain/contract/catalog';
import { toSearchTerms } from '@indiwave/domain/rules/search-text';
import type { AuthUser } from '../../http/auth-user.ts';
import type { CatalogServices } from '../catalog/catalog-services.ts';
import type { SearchIndex } from '../search/search-index.service.ts';
import type { SocialReads } from '../social/social-reads.service.ts';
import { presentArtistCards, presentFeed, presentSpotlightItem } from './discovery.presenter.ts';
import type { DiscoveryRepository, ListingOrder, ReleaseRef } from './discovery.repository.ts';

type Page = { offset: number; limit: number };

export type DiscoveryServiceDeps = {
  repository: DiscoveryRepository;
  catalog: CatalogServices;
  social: SocialReads;
  search: SearchIndex;
  /** The team account's slug: never listed (READING: the admin slug). */
  teamSlug: string;
  now: () => Date;
};

/** How many keyword matches the directory considers: enough for any page a person pages to. */
const KEYWORD_MATCHES_MAX = 1_000;
/** Plays within this many days count for featured artists. */
const FEATURED_PLAYS_DAYS = 30;

/**
 * The landing pages and directories (spec 1 §2.1; spec 2 §7 Discovery, §9): listings of songs,
 * albums, releases and videos, the artist directory, the spotlight, featured artists and the
 * feed. The repository picks and orders ids; the catalogue presents them with its own
 * visibility rules, so what a listing shows is what the detail pages allow.
 */
export function createDiscoveryService({ repository, catalog, social, search, teamSlug, now }: DiscoveryServiceDeps) {
  const { urls } = catalog;

  /** Releases (songs and albums, with videos in the feed) presented in their order. */
  async function presentReleases(viewerUser: AuthUser | null, refs: ReleaseRef[]) {
    const ids = (kind: ReleaseRef['kind']) => refs.filter((ref) => ref.kind === kind).map((ref) => Number(ref.id));
    const [songs, albums, videos] = await Promise.all([catalog.items.presentFlatSongs(viewerUser, ids('song')), catalog.items.presentFlatAlbums(viewerUser, ids('album')), catalog.items.presentVideos(viewerUser, ids('video'))]);
    return presentFeed(refs, songs, albums, videos);
  }

  /** Artist cards of these people, in this order, with the viewer's follow flags. */
  async function presentArtists(viewerUser: AuthUser | null, ids: number[]) {
    const [rows, genres, viewerSocial] = await Promise.all([repository.listArtistRows(ids, now().toISOString()), repository.listUserGenres(ids), social.loadViewerSocial(viewerUser?.id ?? null, {}, ids)]);
    const genresOf = new Map<number, NamedRef[]>();
    for (const row of genres) genresOf.set(row.user_id, [...(genresOf.get(row.user_id) ?? []), { id: row.id, name: row.name }]);
    return presentArtistCards(ids, rows, genresOf, viewerSocial, viewerUser?.id ?? null, urls);
  }

  /** The album listing: published albums in the query's order. */
  async function listAlbums(viewerUser: AuthUser | null, query: SongsListingQuery) {
    const order = toListingOrder(query.type ?? 'fresh');
    const { rows, count } = await repository.listAlbumIds({ ...toFilters(query), order, now: now().toISOString(), offset: query.offset, limit: query.limit });
    return { success: true as const, results: await catalog.items.presentFlatAlbums(viewerUser, rows.map((row) => Number(row.id))), count, order };
  }

  /** The artist directory, plain or searched. */
  async function listArtists(viewerUser: AuthUser | null, query: ArtistListingQuery, isSearch: boolean) {
    const terms = toSearchTerms(query.keyword ?? '');
    const hasKeyword = (query.keyword ?? '').trim() !== '';
    // A keyword too short to search matches nobody in the search, and is ignored by the plain directory.
    const ids = hasKeyword && (isSearch || terms.length) ? await search.repository.matchArtistIds(terms, now().toISOString(), KEYWORD_MATCHES_MAX) : undefined;
    const { rows, count } = await repository.listArtistIds({
      teamSlug,
      genres: query.genre,
      languages: query.language,
      purposes: query.purpose,
      city: query.city || undefined,
      ids,
      isRankedByIds: isSearch,
      offset: query.offset,
      limit: query.limit,
    });
    return { success: true as const, results: await presentArtists(viewerUser, rows.map((row) => Number(row.id))), count };
  }

  return {
    presentArtists,

    /** GET songs-listing/{type}: songs (album tracks too), or albums for type 'album'. */
    async listSongs(viewerUser: AuthUser | null, type: SongsListingType, query: SongsListingQuery) {
      if (type === 'album') return listAlbums(viewerUser, query);
      const order: ListingOrder = toListingOrder(type);
      const { rows, count } = await repository.listSongIds({ ...toFilters(query), more: query.more, order, now: now().toISOString(), offset: query.offset, limit: query.limit });
      return { success: true as const, results: await catalog.items.presentFlatSongs(viewerUser, rows.map((row) => Number(row.id))), count, order };
    },

    /** GET v2/songs-listing/{type}: releases, standalone songs and albums together. */
    async listReleases(viewerUser: AuthUser | null, type: SongsListingType, query: SongsListingQuery) {
      if (type === 'album') return listAlbums(viewerUser, query);
      const order: ListingOrder = toListingOrder(type);
      const { rows, count } = await repository.listReleases({ ...toFilters(query), order, now: now().toISOString(), offset: query.offset, limit: query.limit });
      const items = await presentReleases(viewerUser, rows);
      return { success: true as const, results: items.flatMap((item) => (item.music ? [item.music] : [])), count, order };
    },

    /** GET {product}videos and v2/{product}videos/{type}. */
    async listVideos(viewerUser: AuthUser | null, type: 'new' | 'fresh' | 'best' | 'recommended' | 'select', query: { genre?: string[]; language?: string[]; from?: string } & Page) {
      const order = toListingOrder(type);
      const { rows, count } = await repository.listVideoIds({ ...toFilters(query), order, now: now().toISOString(), offset: query.offset, limit: query.limit });
      return { success: true as const, results: await catalog.items.presentVideos(viewerUser, rows.map((row) => Number(row.id))), count, order };
    },

    /** GET artist_listing. */
    listArtists: (viewerUser: AuthUser | null, query: ArtistListingQuery) => listArtists(viewerUser, query, false),
    /** GET artist_listing_search. */
    searchArtists: (viewerUser: AuthUser | null, query: ArtistListingQuery) => listArtists(viewerUser, query, true),

    /** GET spotlight: the best recommended releases, with 350 art. */
    async listSpotlight(viewerUser: AuthUser | null) {
      const { rows } = await repository.listReleases({ order: 'recommended', now: now().toISOString(), offset: 0, limit: SPOTLIGHT_LIMIT });
      const items = await presentReleases(viewerUser, rows);
      return { success: true as const, results: items.flatMap((item) => (item.music ? [presentSpotlightItem(item.music)] : [])) };
    },

    /** GET featured_artist: four artists by followers and recent plays. */
    async listFeaturedArtists(viewerUser: AuthUser | null) {
      const at = now();
      const since = new Date(at.getTime() - FEATURED_PLAYS_DAYS * 86_400_000).toISOString();
      const ids = await repository.listFeaturedArtistIds({ teamSlug, now: at.toISOString(), since, limit: FEATURED_ARTISTS_LIMIT });
      return { success: true as const, results: await presentArtists(viewerUser, ids) };
    },

    /**
     * GET feeds: new releases of the people the user follows. Follows are the social module's
     * table (issue 5); the repository reads them in the same query (listReleases' followerId).
     */
    async listFeed(user: AuthUser, page: Page) {
      const { rows, count } = await repository.listReleases({ order: 'fresh', now: now().toISOString(), followerId: user.id, withVideos: true, ...page });
      return { success: true as const, results: await presentReleases(user, rows), count };
    },
  };
}
export type DiscoveryService = ReturnType<typeof createDiscoveryService>;

/** The contract's filters as the repository takes them. */
function toFilters(query: { genre?: string[]; language?: string[]; from?: string }) {
  return { genres: query.genre, languages: query.language, from: query.from };
}
