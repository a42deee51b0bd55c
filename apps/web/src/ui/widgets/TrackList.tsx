import type { ReactNode } from 'react';
import type { WidgetTrack } from './widget-types.ts';
import { TrackRow } from './TrackRow.tsx';

type TrackListProps = {
  tracks: WidgetTrack[];
  /** The accessible name of the list ('Tracks of …'). */
  label: string;
  /** A track to highlight (?trackSlug, spec 2 §2.2). */
  highlightedSlug?: string | null;
  /** Per-row controls of the page (remove from playlist …). */
  renderExtra?: (track: WidgetTrack) => ReactNode;
};

/** Numbered track rows; play on a row plays the list from there (spec 2 §2.2). */
export function TrackList({ tracks, label, highlightedSlug, renderExtra }: TrackListProps) {
  const queueSlugs = tracks.filter((track) => track.isPlayable ?? true).map((track) => track.slug);
  return (
    <ol aria-label={label} className="divide-y divide-border">
      {tracks.map((track, index) => (
        <TrackRow
          key={track.slug}
          track={track}
          position={index + 1}
          queueSlugs={queueSlugs}
          isHighlighted={track.slug === highlightedSlug}
          extra={renderExtra?.(track)}
        />
      ))}
    </ol>
  );
}
