import { TOUR_CLAIMS } from '@indiwave/domain/constants';
import { CalendarClock, Clapperboard, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { BRAND } from '../../../lib/config.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { useTvOverview } from '../api/tv.ts';
import { formatWhen } from '../components/PitchTimeline.tsx';

/** /{product}-tv: the channel's programmes, what airs next, what aired, and featured videos. */
export default function IndiwaveTvPage() {
  const query = useTvOverview();
  const data = query.data;
  return (
    <div className="mx-auto max-w-content px-4 py-8 md:px-8">
      <header className="rounded-2xl border border-border bg-gradient-to-br from-accent/30 to-highlight/10 p-6 md:p-10">
        <p className="text-sm font-semibold tracking-wide text-accent-soft uppercase">{BRAND.name} TV</p>
        <h1 className="mt-2 text-3xl font-bold text-fg md:text-4xl">Independent music videos, on television</h1>
        <p className="mt-3 max-w-2xl text-fg-muted">A music channel for independent artists, reaching {TOUR_CLAIMS.households} households. Every video on it was pitched by an artist like you.</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link to="/mydashboard/tv/pitch" className={getButtonClass('primary')}>
            <Clapperboard aria-hidden size={18} /> Pitch your video
          </Link>
          <Link to="/programme-format" className={getButtonClass('secondary')}>
            Programme format
          </Link>
        </div>
      </header>
      {query.error && <FormAlert message={readErrorMessage(query.error)} />}
      {query.isPending && <div role="status" aria-label="Loading" className="mt-8 h-64 animate-pulse rounded-2xl border border-border bg-surface" />}
      {data && (
        <div className="mt-8 grid gap-10">
          <section aria-labelledby="schedule-title">
            <h2 id="schedule-title" className="flex items-center gap-2 text-2xl font-bold text-fg">
              <CalendarClock aria-hidden size={22} className="text-accent-soft" /> Coming up
            </h2>
            {data.schedule.length === 0 ? (
              <p className="mt-3 text-fg-muted">The schedule for the coming days is being made.</p>
            ) : (
              <ul aria-label="Schedule" className="mt-4 grid gap-3">
                {data.schedule.map((slot) => (
                  <li key={`${slot.video.slug}-${slot.at}`} className="flex flex-wrap items-center gap-4 rounded-2xl border border-border bg-surface p-3">
                    <img src={slot.video.image} alt="" width={480} height={360} loading="lazy" decoding="async" className="aspect-video w-36 rounded-lg bg-surface-raised object-cover" />
                    <div className="min-w-0 flex-1">
                      <p className="text-sm font-semibold text-focus">
                        {formatWhen(slot.at)} · {slot.programme.name}
                      </p>
                      <Link to={`/video-songs/${slot.video.slug}`} className="block truncate text-lg font-semibold text-fg hover:underline">
                        {slot.video.title}
                      </Link>
                      <Link to={`/${slot.video.artist.slug}`} className="text-sm text-fg-muted hover:underline">
                        {slot.video.artist.name}
                      </Link>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>

          {data.featured.length > 0 && (
            <section aria-labelledby="featured-title">
              <h2 id="featured-title" className="text-2xl font-bold text-fg">
                Featured videos
              </h2>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {data.featured.map((video) => (
                  <li key={video.slug} className="overflow-hidden rounded-2xl border border-border bg-surface">
                    <Link to={`/video-songs/${video.slug}`} className="group block">
                      <span className="relative block">
                        <img src={video.image} alt="" width={480} height={360} loading="lazy" decoding="async" className="aspect-video w-full bg-surface-raised object-cover" />
                        <PlayCircle aria-hidden size={44} className="absolute inset-0 m-auto text-white/90 drop-shadow" />
                      </span>
                      <span className="block p-3">
                        <span className="block truncate font-semibold text-fg group-hover:underline">{video.title}</span>
                        <span className="block text-sm text-fg-muted">{video.artist.name}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}

          {data.aired.length > 0 && (
            <section aria-labelledby="aired-title">
              <h2 id="aired-title" className="text-2xl font-bold text-fg">
                Recently aired
              </h2>
              <ul className="mt-4 grid gap-2">
                {data.aired.map((slot) => (
                  <li key={`${slot.video.slug}-${slot.at}`} className="text-sm text-fg-muted">
                    <Link to={`/video-songs/${slot.video.slug}`} className="font-semibold text-fg hover:underline">
                      {slot.video.title}
                    </Link>{' '}
                    by {slot.video.artist.name} · {slot.programme.name}, {formatWhen(slot.at)}
                  </li>
                ))}
              </ul>
            </section>
          )}

          <section aria-labelledby="programmes-title">
            <h2 id="programmes-title" className="text-2xl font-bold text-fg">
              Programmes
            </h2>
            <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {data.programmes.map((programme) => (
                <li key={programme.slug} className="rounded-2xl border border-border bg-surface p-5">
                  <h3 className="text-lg font-semibold text-fg">{programme.name}</h3>
                  <p className="mt-1 text-sm font-medium text-accent-soft">{programme.slot}</p>
                  <p className="mt-2 text-sm text-fg-muted">{programme.description}</p>
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </div>
  );
}
