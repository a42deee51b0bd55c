import { useState } from 'react';
import { CALLER_TUNE_CLIP_S } from '@indiwave/domain/constants';
import type { ReleaseTrack } from '@indiwave/domain/contract/distribution';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useTrackPeaks, useUpdateTrack } from '../api/releases.ts';

function formatSeconds(total: number): string {
  return `${Math.floor(total / 60)}:${String(Math.floor(total % 60)).padStart(2, '0')}`;
}

/**
 * The 30-second caller-tune clip of a track, chosen on its master's waveform: the bars are the
 * master's loudness (from the server's ffmpeg peaks), the highlighted window is the clip, and the
 * slider moves its start by the second; saved with the track (the server checks it fits).
 */
export function CallerTunePicker({ releaseId, track, isEditable }: { releaseId: number; track: ReleaseTrack; isEditable: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const peaks = useTrackPeaks(releaseId, track.id, isOpen);
  const update = useUpdateTrack(releaseId);
  const [start, setStart] = useState(track.caller_tune_start);
  const duration = track.audio?.duration_s ?? 0;
  const latest = Math.max(0, Math.floor(duration - CALLER_TUNE_CLIP_S));
  const bars = peaks.data?.peaks ?? [];
  const save = () =>
    update.mutate(
      { trackId: track.id, body: { title: track.title, version: track.version, artists: track.artists, isrc: track.isrc, is_explicit: track.is_explicit, lyrics: track.lyrics, caller_tune_start: start } },
      { onSuccess: (reply) => showToast(reply.message, 'success') },
    );
  return (
    <details className="mt-2" onToggle={(event) => setIsOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-medium text-fg">
        Caller-tune clip: {formatSeconds(track.caller_tune_start)}–{formatSeconds(track.caller_tune_start + CALLER_TUNE_CLIP_S)}
      </summary>
      {peaks.error && <FormAlert message={readErrorMessage(peaks.error)} />}
      {peaks.isPending && isOpen && <div role="status" aria-label="Loading the waveform" className="mt-2 h-16 animate-pulse rounded-lg bg-surface-raised" />}
      {bars.length > 0 && (
        <div className="mt-2 space-y-2">
          <svg role="img" aria-label={`Waveform of ${track.title}, the clip from ${formatSeconds(start)}`} viewBox={`0 0 ${bars.length} 100`} preserveAspectRatio="none" className="h-16 w-full">
            <rect x={(start / duration) * bars.length} y={0} width={(CALLER_TUNE_CLIP_S / duration) * bars.length} height={100} className="fill-accent/25" />
            {bars.map((peak, index) => (
              <rect key={index} x={index + 0.15} width={0.7} y={50 - peak * 50} height={Math.max(1, peak * 100)} className="fill-fg-muted" />
            ))}
          </svg>
          <label className="block text-sm text-fg">
            Clip starts at {formatSeconds(start)}
            <input
              type="range"
              min={0}
              max={latest}
              step={1}
              value={Math.min(start, latest)}
              disabled={!isEditable}
              onChange={(event) => setStart(Number(event.target.value))}
              className="mt-1 block w-full"
            />
          </label>
          <FormAlert message={update.error ? readErrorMessage(update.error) : null} />
          {isEditable && (
            <button type="button" className={getButtonClass('secondary', 'sm')} disabled={update.isPending || start === track.caller_tune_start} onClick={save}>
              Save the clip
            </button>
          )}
        </div>
      )}
    </details>
  );
}
