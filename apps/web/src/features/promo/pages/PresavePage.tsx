import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { BRAND } from '../../../lib/config.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { INPUT_CLASS } from '../../../ui/Field.tsx';
import { usePresavePage, usePresaveSignup } from '../api/presave.ts';
import { formatReleaseDate, toCountdown } from '../components/release-date.ts';
import { toArtworkSizes } from '@indiwave/domain/rules/artwork-sizes';

/** Days, hours, minutes and seconds to the release, ticking every second. */
function Countdown({ target }: { target: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = toCountdown(target, now);
  const parts = [
    ['days', left.days],
    ['hours', left.hours],
    ['minutes', left.minutes],
    ['seconds', left.seconds],
  ] as const;
  return (
    <div role="timer" aria-label={`${left.days} days, ${left.hours} hours and ${left.minutes} minutes to release`} className="mt-6 flex justify-center gap-3">
      {parts.map(([label, value]) => (
        <div key={label} className="min-w-16 rounded-xl bg-surface-raised px-3 py-2 text-center" aria-hidden>
          <div className="text-2xl font-bold text-fg tabular-nums">{String(value).padStart(2, '0')}</div>
          <div className="text-xs text-fg-muted uppercase">{label}</div>
        </div>
      ))}
    </div>
  );
}

/** The e-mail form: the same thanks for a new address and a known one. */
function SignupForm({ slug }: { slug: string }) {
  const [email, setEmail] = useState('');
  const signup = usePresaveSignup(slug);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    signup.mutate(email);
  }

  if (signup.isSuccess)
    return (
      <p role="status" className="mt-6 rounded-xl bg-surface-raised p-4 text-fg">
        {signup.data}
      </p>
    );
  const error = signup.error instanceof ApiError ? (signup.error.fields?.email ?? signup.error.message) : signup.error ? 'Something went wrong.' : undefined;
  return (
    <form onSubmit={handleSubmit} className="mt-6 grid gap-3 text-left" noValidate>
      <label htmlFor="presave-email" className="text-sm font-medium text-fg">
        Tell me on release day
      </label>
      <input
        id="presave-email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        className={INPUT_CLASS}
        value={email}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'presave-email-error' : undefined}
        onChange={(event) => setEmail(event.target.value)}
      />
      {error && (
        <p id="presave-email-error" className="text-sm text-danger">
          {error}
        </p>
      )}
      <button type="submit" className={getButtonClass('primary', 'md')} disabled={signup.isPending}>
        Notify me
      </button>
      <p className="text-xs text-fg-muted">We mail you once, when it is out. Nothing else.</p>
    </form>
  );
}

/** /sdlink/{slug}: the pre-save page of a scheduled release, without header or footer. */
export default function PresavePage() {
  const { slug = '' } = useParams();
  const page = usePresavePage(slug);

  useEffect(() => {
    if (page.data) document.title = `${page.data.title} by ${page.data.artist.name} | ${BRAND.name}`;
  }, [page.data]);

  return (
    <div className="flex min-h-dvh items-center justify-center bg-linear-to-br from-surface-raised via-surface to-bg px-4 py-10">
      <div className="w-full max-w-md text-center">
        {page.isPending ? (
          <p role="status" className="text-fg-muted">
            Loading…
          </p>
        ) : page.isError || !page.data ? (
          <>
            <h1 className="text-2xl font-bold text-fg">This pre-save link does not exist</h1>
            <Link to="/" className={`${getButtonClass('secondary', 'md')} mt-6`}>
              Go to {BRAND.name}
            </Link>
          </>
        ) : (
          <>
            <img {...toArtworkSizes(page.data.images.w500, '(min-width: 48rem) 20rem, 16rem')} src={page.data.images.w500} alt={`Artwork of ${page.data.title}`} width={320} height={320} fetchPriority="high" className="mx-auto size-64 rounded-2xl object-cover shadow-lg md:size-80" />
            <h1 className="mt-6 text-3xl font-extrabold text-fg">{page.data.title}</h1>
            <p className="mt-1 text-lg text-fg-muted">
              by{' '}
              <Link to={`/${page.data.artist.slug}`} className="text-accent-soft underline">
                {page.data.artist.name}
              </Link>
            </p>
            {page.data.is_released ? (
              <>
                <p className="mt-6 text-fg">Out now.</p>
                <Link to={page.data.item_path} className={`${getButtonClass('primary', 'md')} mt-4`}>
                  Listen now
                </Link>
              </>
            ) : (
              <>
                <p className="mt-4 text-fg">
                  Out <time dateTime={page.data.release_date}>{formatReleaseDate(page.data.release_date)}</time>
                </p>
                <Countdown target={page.data.release_date} />
                <SignupForm slug={page.data.slug} />
              </>
            )}
            <p className="mt-8 text-xs text-fg-muted">
              <Link to="/" className="underline">
                {BRAND.name}
              </Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
