import { Link, useSearchParams } from 'react-router';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { useGenres } from '../../../lib/reference/get-genres.ts';
import { useLanguages } from '../../../lib/reference/get-languages.ts';
import { ItemTile } from '../../../ui/widgets/ItemTile.tsx';
import { TileGridSkeleton } from '../../../ui/widgets/WidgetSkeletons.tsx';
import { useMusicListing, type MusicListingKind } from '../api/listings.ts';
import { readMusicFilters, toFilterSearch, type MusicFilters } from '../listing-filters.ts';
import { FilterSelect } from './FilterSelect.tsx';
import { ScrollPager } from './ScrollPager.tsx';
import { TILE_GRID_CLASS } from '../../../ui/widgets/tile-grid.ts';

// The first row of tiles shows before any scrolling on a phone and a laptop: fetched at once, not lazily.
const ABOVE_FOLD_TILES = 4;

const ORDERS = [
  { value: 'new', label: 'New' },
  { value: 'best', label: 'Best' },
] as const;

type MusicListingProps = {
  kind: MusicListingKind;
  title: string;
  /** Parameters the URL keeps whatever the filters (the album listing's type=album). */
  keep?: Record<string, string>;
};

/**
 * A music listing (/songs, /albums?type=album, /video-songs): order tabs New and Best, language
 * and genre filters, tiles 20 at a time as the page scrolls with skeletons while loading. Every
 * choice lands in the URL, so the listing can be shared as filtered.
 */
export function MusicListing({ kind, title, keep = {} }: MusicListingProps) {
  const [params, setParams] = useSearchParams();
  const orderParam = kind === 'albums' ? 'order' : 'type';
  const filters = readMusicFilters(params, orderParam);
  const listing = useMusicListing(kind, filters);
  const genres = useGenres();
  const languages = useLanguages();

  const change = (patch: Partial<MusicFilters>) => {
    const next = { ...filters, ...patch };
    setParams(new URLSearchParams(toFilterSearch({ [orderParam]: next.type, language: next.language, genre: next.genre }, keep)), { replace: true });
  };
  const linkTo = (type: MusicFilters['type']) => toFilterSearch({ [orderParam]: type, language: filters.language, genre: filters.genre }, keep) || '?';
  const items = listing.data?.pages.flatMap((page) => page.items) ?? [];
  const count = listing.data?.pages[0]?.count;

  return (
    <div className="mx-auto grid max-w-content gap-5 px-4 py-6 md:px-8">
      <h1 className="text-2xl font-bold text-fg md:text-3xl">{title}</h1>
      <div className="flex flex-wrap items-end gap-4">
        <nav aria-label="Order" className="flex gap-1 rounded-full border border-border p-1">
          {ORDERS.map((order) => (
            <Link
              key={order.value}
              to={linkTo(order.value)}
              replace
              aria-current={filters.type === order.value ? 'page' : undefined}
              className={`rounded-full px-4 py-1.5 text-sm font-semibold ${filters.type === order.value ? 'bg-accent text-accent-fg' : 'text-fg-muted hover:text-fg'}`}
            >
              {order.label}
            </Link>
          ))}
        </nav>
        <FilterSelect label="Language" anyLabel="All languages" value={filters.language} options={(languages.data ?? []).map((item) => ({ value: item.slug, label: item.name }))} onChange={(language) => change({ language })} />
        <FilterSelect label="Genre" anyLabel="All genres" value={filters.genre} options={(genres.data ?? []).map((item) => ({ value: item.slug, label: item.name }))} onChange={(genre) => change({ genre })} />
      </div>
      {count !== undefined && (
        <p role="status" className="text-sm text-fg-muted">
          {count} {count === 1 ? 'result' : 'results'}
        </p>
      )}
      {listing.isPending ? (
        <TileGridSkeleton count={10} />
      ) : listing.isError ? (
        <FormAlert message={readErrorMessage(listing.error)} />
      ) : items.length === 0 ? (
        <p className="py-8 text-center text-fg-muted">Nothing here yet with these filters.</p>
      ) : (
        <>
          <ul className={TILE_GRID_CLASS}>
            {items.map((item, index) => (
              <li key={`${item.kind}-${item.slug}`}>
                <ItemTile item={item} isAboveFold={index < ABOVE_FOLD_TILES} />
              </li>
            ))}
          </ul>
          {listing.isFetchingNextPage && <TileGridSkeleton count={5} />}
          <ScrollPager hasMore={listing.hasNextPage} isLoading={listing.isFetchingNextPage} onMore={() => void listing.fetchNextPage()} />
        </>
      )}
    </div>
  );
}
