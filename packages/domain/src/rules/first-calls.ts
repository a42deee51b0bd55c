import { ACHIEVEMENTS_LIST_MAX, DEFAULT_LIMIT } from '../constants.ts';
import { catalogRoutes } from '../contract/catalog.ts';
import { discoveryRoutes } from '../contract/discovery.ts';
import { opportunitiesRoutes } from '../contract/opportunities.ts';
import { profileRoutes } from '../contract/profile.ts';
import { referenceRoutes } from '../contract/reference.ts';
import { songRoutes } from '../contract/songs.ts';
import { workstationRoutes } from '../contract/workstation.ts';
import { withProduct } from './brand.ts';
import { toCallUrl } from './call-url.ts';
import { parseItemPath } from './item-path.ts';

/** The pages whose first view the server answers ahead (issue 16: the four pages Lighthouse audits). */
export type FirstViewPage = { kind: 'home' } | { kind: 'songs' } | { kind: 'song'; slug: string } | { kind: 'artist'; slug: string };

/** Which first-view page a path is, if any: `/`, `/songs`, a song page or an e-Press Kit. */
export function toFirstViewPage(pathname: string, brandSlug: string): FirstViewPage | null {
  if (pathname === '/') return { kind: 'home' };
  if (pathname === '/songs') return { kind: 'songs' };
  const item = parseItemPath(pathname, brandSlug);
  return item?.kind === 'song' || item?.kind === 'artist' ? { kind: item.kind, slug: item.slug } : null;
}

const firstListing = (type: string) => toCallUrl(discoveryRoutes.songsListing.path, { type }, { offset: 0, limit: DEFAULT_LIMIT });

/**
 * The calls a visitor's first view of a page makes, at the addresses the web app requests them
 * (each page's tests check its calls against this list): the server answers them into the page
 * (http/first-view.ts), the first one being the page's main reply.
 */
export function firstCallsOf(page: FirstViewPage, brandSlug: string): string[] {
  switch (page.kind) {
    case 'home':
      return [firstListing('new'), firstListing('best'), toCallUrl(discoveryRoutes.spotlight.path), toCallUrl(discoveryRoutes.featuredArtist.path), toCallUrl(opportunitiesRoutes.homepage.path)];
    case 'songs':
      return [firstListing('new'), toCallUrl(referenceRoutes.genre.path), toCallUrl(referenceRoutes.language.path)];
    case 'song':
      return [toCallUrl(songRoutes.song.path, { slug: page.slug })];
    case 'artist':
      return [
        toCallUrl(withProduct(profileRoutes.profile.path, brandSlug), undefined, { slug: page.slug }),
        toCallUrl(withProduct(catalogRoutes.artistSongs.path, brandSlug), undefined, { slug: page.slug, offset: 0, limit: DEFAULT_LIMIT }),
        toCallUrl(workstationRoutes.achievements.path, undefined, { slug: page.slug, limit: ACHIEVEMENTS_LIST_MAX }),
      ];
  }
}
