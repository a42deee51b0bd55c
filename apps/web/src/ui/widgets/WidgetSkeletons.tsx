import { TILE_GRID_CLASS } from './tile-grid.ts';

const PULSE = 'animate-pulse rounded bg-surface-raised';

/** Placeholder rows while a track list loads (spec 2 §2.2 'Skeleton loading'). */
export function TrackRowsSkeleton({ count = 5 }: { count?: number }) {
  return (
    <ul role="status" aria-label="Loading" className="divide-y divide-border">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="flex items-center gap-3 px-2 py-2.5">
          <span className={`h-4 w-5 ${PULSE}`} />
          <span className={`size-9 rounded-full ${PULSE}`} />
          <span className={`size-11 rounded-lg ${PULSE}`} />
          <span className="flex-1 space-y-2">
            <span className={`block h-4 w-1/2 ${PULSE}`} />
            <span className={`block h-3 w-1/3 ${PULSE}`} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Placeholder tiles or playlist cards while a grid loads. */
export function TileGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul role="status" aria-label="Loading" className={TILE_GRID_CLASS}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="space-y-2">
          <span className={`block aspect-square w-full rounded-xl ${PULSE}`} />
          <span className={`block h-4 w-3/4 ${PULSE}`} />
          <span className={`block h-3 w-1/2 ${PULSE}`} />
        </li>
      ))}
    </ul>
  );
}
