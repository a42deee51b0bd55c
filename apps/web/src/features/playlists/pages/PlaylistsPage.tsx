import { useState } from 'react';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { ItemTile } from '../../../ui/widgets/ItemTile.tsx';
import { TileGridSkeleton } from '../../../ui/widgets/WidgetSkeletons.tsx';
import { fromPlaylistCard } from '../../../ui/widgets/widget-mappers.ts';
import { usePlaylistListing, type PlaylistListingType } from '../api/get-playlist-listing.ts';
import { TILE_GRID_CLASS } from '../../../ui/widgets/tile-grid.ts';

const ORDERS: { value: PlaylistListingType; label: string }[] = [
  { value: 'playlist', label: 'Latest' },
  { value: 'popular', label: 'Popular' },
];

/** /playlists (spec 1 §2.1 'Playlist listing (type playlist)'): public playlists as cards, 20 at a time. */
export default function PlaylistsPage() {
  const [type, setType] = useState<PlaylistListingType>('playlist');
  const listing = usePlaylistListing(type);
  const cards = listing.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <div className="mx-auto grid max-w-content gap-6 px-4 py-8 md:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold text-fg">Playlists</h1>
        <div role="group" aria-label="Order" className="flex gap-2">
          {ORDERS.map((order) => (
            <button key={order.value} type="button" aria-pressed={type === order.value} className={getButtonClass(type === order.value ? 'primary' : 'secondary', 'sm')} onClick={() => setType(order.value)}>
              {order.label}
            </button>
          ))}
        </div>
      </div>
      {listing.isPending ? (
        <TileGridSkeleton />
      ) : listing.isError ? (
        <FormAlert message={readErrorMessage(listing.error)} />
      ) : cards.length === 0 ? (
        <p className="text-fg-muted">No playlists yet.</p>
      ) : (
        <ul aria-label="Playlists" className={TILE_GRID_CLASS}>
          {cards.map((card) => (
            <li key={card.slug_playlist} className="min-w-0">
              <ItemTile item={fromPlaylistCard(card)} />
            </li>
          ))}
        </ul>
      )}
      {listing.hasNextPage && (
        <button type="button" className={getButtonClass('secondary', 'md', 'justify-self-center')} disabled={listing.isFetchingNextPage} onClick={() => void listing.fetchNextPage()}>
          {listing.isFetchingNextPage ? 'Loading…' : 'Show more'}
        </button>
      )}
    </div>
  );
}
