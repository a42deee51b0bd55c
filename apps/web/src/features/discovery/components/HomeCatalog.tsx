import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ItemTile } from '../../../ui/widgets/ItemTile.tsx';
import { TileGridSkeleton } from '../../../ui/widgets/WidgetSkeletons.tsx';
import { fromFlatListItem } from '../../../ui/widgets/widget-mappers.ts';
import { useFeaturedArtists, useMusicShelf, useSpotlight } from '../api/listings.ts';
import { ArtistCard } from './ArtistCard.tsx';
import { TILE_GRID_CLASS } from '../../../ui/widgets/tile-grid.ts';

/** How many tiles a landing shelf shows before its 'See all' link. */
const SHELF_SIZE = 10;

function Shelf({ id, title, seeAll, children }: { id: string; title: string; seeAll?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mx-auto w-full max-w-content px-4 py-8 md:px-8">
      <div className="mb-4 flex items-baseline justify-between gap-3">
        <h2 id={id} className="text-2xl font-bold text-fg">
          {title}
        </h2>
        {seeAll && (
          <Link to={seeAll} className="text-sm font-semibold text-accent-soft hover:underline">
            See all <span className="sr-only">{title}</span>
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

function MusicShelf({ id, title, type }: { id: string; title: string; type: 'new' | 'best' }) {
  const shelf = useMusicShelf('songs', type);
  if (shelf.isError || (shelf.data && shelf.data.items.length === 0)) return null;
  return (
    <Shelf id={id} title={title} seeAll={type === 'best' ? '/songs?type=best' : '/songs'}>
      {shelf.isPending ? (
        <TileGridSkeleton count={5} />
      ) : (
        <ul className={TILE_GRID_CLASS}>
          {shelf.data.items.slice(0, SHELF_SIZE).map((item) => (
            <li key={`${item.kind}-${item.slug}`}>
              <ItemTile item={item} />
            </li>
          ))}
        </ul>
      )}
    </Shelf>
  );
}

/**
 * The visitors' landing catalogue (spec 1 §2.1; spec 2 §7): the spotlight, the 4 featured
 * artists, new and recommended music, each straight from the listings. A shelf with nothing in
 * it stays away.
 */
export function HomeCatalog() {
  const spotlight = useSpotlight();
  const featured = useFeaturedArtists();
  return (
    <>
      {(spotlight.isPending || (spotlight.data?.length ?? 0) > 0) && (
        <Shelf id="home-spotlight" title="Spotlight">
          {spotlight.isPending ? (
            <TileGridSkeleton count={3} />
          ) : (
            <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {(spotlight.data ?? []).map((item, index) => {
                const tile = { ...fromFlatListItem(item), image: item.spotlight_image };
                return (
                  <li key={`${tile.kind}-${tile.slug}`}>
                    <ItemTile item={tile} variant="spotlight" isAboveFold={index === 0} />
                  </li>
                );
              })}
            </ul>
          )}
        </Shelf>
      )}
      {(featured.isPending || (featured.data?.length ?? 0) > 0) && (
        <Shelf id="home-featured" title="Featured artists" seeAll="/artists">
          {featured.isPending ? (
            <TileGridSkeleton count={4} />
          ) : (
            <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
              {(featured.data ?? []).map((artist) => (
                <li key={artist.slug_username}>
                  <ArtistCard artist={artist} />
                </li>
              ))}
            </ul>
          )}
        </Shelf>
      )}
      <MusicShelf id="home-new" title="New music" type="new" />
      <MusicShelf id="home-recommended" title="Recommended" type="best" />
    </>
  );
}
