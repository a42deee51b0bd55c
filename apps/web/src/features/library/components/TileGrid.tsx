import type { ReactNode } from 'react';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { ItemTile, type TileItem } from '../../../ui/widgets/ItemTile.tsx';
import { TileGridSkeleton } from '../../../ui/widgets/WidgetSkeletons.tsx';
import { TILE_GRID_CLASS } from '../../../ui/widgets/tile-grid.ts';

type TileGridProps = {
  label: string;
  items: TileItem[];
  isPending: boolean;
  error: unknown;
  empty: ReactNode;
  hasMore?: boolean;
  isLoadingMore?: boolean;
  onLoadMore?: () => void;
};

/** A grid of tiles with its loading skeleton, its empty state and 'Show more'. */
export function TileGrid({ label, items, isPending, error, empty, hasMore, isLoadingMore, onLoadMore }: TileGridProps) {
  if (isPending) return <TileGridSkeleton />;
  if (error) return <FormAlert message={readErrorMessage(error)} />;
  if (items.length === 0) return <p className="text-fg-muted">{empty}</p>;
  return (
    <div className="grid gap-4">
      <ul aria-label={label} className={TILE_GRID_CLASS}>
        {items.map((item) => (
          <li key={`${item.kind}-${item.slug}`} className="min-w-0">
            <ItemTile item={item} />
          </li>
        ))}
      </ul>
      {hasMore && (
        <button type="button" className={getButtonClass('secondary', 'sm', 'justify-self-center')} disabled={isLoadingMore} onClick={onLoadMore}>
          {isLoadingMore ? 'Loading…' : 'Show more'}
        </button>
      )}
    </div>
  );
}
