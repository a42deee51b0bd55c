import type { SearchGroups, SearchHit, SearchType } from '@indiwave/domain/contract/search';
import type { SearchHitRow } from './search.repository.ts';

/** The web page of each type of hit (spec 1 §2.1 detail prefixes; an artist's page is /{slug}). */
const PAGE_PREFIX: Record<SearchType, string> = {
  artist: '',
  album: '/albums',
  music: '/songs',
  video: '/video-songs',
  playlist: '/playlists',
};

/** A document row → a hit. */
export function presentHit(row: SearchHitRow): SearchHit {
  const type = row.item_type as SearchType;
  return {
    type,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    artist_slug: row.artist_slug,
    image: row.image,
    url: `${PAGE_PREFIX[type]}/${row.slug}`,
  };
}

/** Hits grouped by type, every type present. */
export function presentGroups(groups: Partial<Record<SearchType, SearchHitRow[]>>): SearchGroups {
  const list = (type: SearchType) => (groups[type] ?? []).map(presentHit);
  return { artist: list('artist'), album: list('album'), music: list('music'), video: list('video'), playlist: list('playlist') };
}
