import { useState, type FormEvent } from 'react';
import { PROMO_CLIP_SECONDS, type PromoFormat, type PromoRender, type PromoSong } from '@indiwave/domain/contract/promo';
import { ApiError } from '../../../lib/api-client.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { INPUT_CLASS } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { isRenderActive, useAnimationActions, useAnimations } from '../api/animations.ts';
import { SongPicker } from './SongPicker.tsx';
import { LABEL_CLASS } from './ToolSection.tsx';

const FORMAT_LABELS: Record<PromoFormat, string> = { '9:16': 'Story 9:16', '1:1': 'Square 1:1' };
const STATUS_LABELS: Record<PromoRender['status'], string> = { queued: 'Waiting', rendering: 'Rendering', done: 'Ready', failed: 'Failed', cancelled: 'Cancelled' };

function showError(error: unknown) {
  showToast(error instanceof ApiError ? error.message : 'Something went wrong.', 'error');
}

/** One render: its state, progress, and what can be done with it. */
function RenderRow({ render }: { render: PromoRender }) {
  const { cancel, restart } = useAnimationActions();
  const label = `${render.song.title}, ${FORMAT_LABELS[render.format]}`;
  return (
    <li className="flex flex-col gap-2 py-3" data-testid="promo-render" data-status={render.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-fg">
          {label} <span className="text-sm text-fg-muted">· from {render.clip_start}s, {render.clip_seconds}s</span>
        </span>
        <span className="text-sm font-semibold text-fg-muted">{STATUS_LABELS[render.status]}</span>
      </div>
      {isRenderActive(render) && (
        <div role="progressbar" aria-label={`Rendering ${label}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={render.progress} className="h-2 overflow-hidden rounded-full bg-surface-raised">
          <div className="h-full bg-accent transition-[width]" style={{ width: `${render.progress}%` }} />
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {isRenderActive(render) && (
          <button type="button" className={getButtonClass('secondary', 'sm')} disabled={cancel.isPending} onClick={() => cancel.mutate(render.id, { onError: showError })}>
            Cancel
          </button>
        )}
        {(render.status === 'cancelled' || render.status === 'failed') && (
          <button type="button" className={getButtonClass('secondary', 'sm')} disabled={restart.isPending} onClick={() => restart.mutate(render.id, { onError: showError })}>
            Restart
          </button>
        )}
        {render.download_url && (
          <a href={render.download_url} download={render.file_name} className={getButtonClass('primary', 'sm')}>
            Download mp4
          </a>
        )}
      </div>
    </li>
  );
}

/** The promo animation: a clip of a song over its artwork with a moving waveform, rendered in the background. */
export function AnimationTool({ songs }: { songs: PromoSong[] }) {
  const playable = songs.filter((song) => song.has_audio);
  const [songSlug, setSongSlug] = useState(playable[0]?.slug ?? '');
  const [format, setFormat] = useState<PromoFormat>('9:16');
  const [clipStart, setClipStart] = useState(0);
  const renders = useAnimations();
  const { create } = useAnimationActions();
  const song = playable.find((item) => item.slug === songSlug) ?? playable[0];

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!song) return;
    create.mutate({ song: song.slug, format, clip_start: clipStart }, { onError: showError });
  }

  return (
    <>
      <form onSubmit={handleSubmit} className="grid gap-4 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end">
        <SongPicker id="animation-song" songs={playable} value={song?.slug ?? ''} onChange={setSongSlug} />
        <fieldset>
          <legend className={LABEL_CLASS}>Shape</legend>
          <div className="flex gap-3">
            {(Object.keys(FORMAT_LABELS) as PromoFormat[]).map((value) => (
              <label key={value} className="flex items-center gap-1.5 text-sm text-fg">
                <input type="radio" name="animation-format" value={value} checked={format === value} onChange={() => setFormat(value)} />
                {FORMAT_LABELS[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor="animation-start" className={LABEL_CLASS}>
            Clip starts at (seconds)
          </label>
          <input
            id="animation-start"
            type="number"
            min={0}
            max={Math.max(0, (song?.duration ?? 1) - 1)}
            className={INPUT_CLASS}
            value={clipStart}
            onChange={(event) => setClipStart(Math.max(0, Math.floor(Number(event.target.value) || 0)))}
          />
        </div>
        <button type="submit" className={getButtonClass('primary', 'md')} disabled={!song || create.isPending}>
          Render animation
        </button>
      </form>
      <p className="mt-2 text-xs text-fg-muted">Up to {PROMO_CLIP_SECONDS} seconds of the song, with its artwork, title and a moving waveform, as an mp4.</p>
      {(renders.data ?? []).length > 0 && (
        <ul aria-label="Your animations" className="mt-4 divide-y divide-border">
          {(renders.data ?? []).map((render) => (
            <RenderRow key={render.id} render={render} />
          ))}
        </ul>
      )}
    </>
  );
}
