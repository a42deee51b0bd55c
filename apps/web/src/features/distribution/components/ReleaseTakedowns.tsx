import type { ReactNode } from 'react';
import type { Release } from '@indiwave/domain/contract/distribution';
import { formatDay } from './ReleaseTimeline.tsx';

export type Takedown = Release['takedowns'][number];

/**
 * A release's takedowns from stores: which stores, when and why, the artist's appeal and the
 * restore. `action` adds what the viewer may do with one (the artist's appeal, staff's restore).
 */
export function ReleaseTakedowns({ release, action }: { release: Release; action?: (takedown: Takedown) => ReactNode }) {
  if (release.takedowns.length === 0) return null;
  return (
    <ul aria-label={`Takedowns of ${release.title}`} className="mt-3 space-y-3">
      {release.takedowns.map((takedown) => (
        <li key={takedown.id} className="rounded-xl border border-border p-3 text-sm">
          <p className="font-medium text-fg">
            {takedown.restored_at ? 'Restored to' : 'Taken down from'} {takedown.stores.map((store) => store.name).join(', ')}
            <span className="font-normal text-fg-muted"> · {formatDay(takedown.at)}</span>
          </p>
          <p className="text-fg-muted">Reason: {takedown.reason}</p>
          {takedown.appeal && (
            <p className="mt-1 text-fg">
              <span className="font-medium">Appeal ({formatDay(takedown.appeal.at)}):</span> {takedown.appeal.text}
            </p>
          )}
          {takedown.restored_at && <p className="mt-1 text-fg-muted">Restored {formatDay(takedown.restored_at)}</p>}
          {action?.(takedown)}
        </li>
      ))}
    </ul>
  );
}
