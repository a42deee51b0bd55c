import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { useMyReleases } from '../api/releases.ts';
import { RejectReasons, ReleaseTimeline, formatDay } from '../components/ReleaseTimeline.tsx';
import { ReleaseTakedowns } from '../components/ReleaseTakedowns.tsx';

// The appeal form checks its text with the contract's schema (zod): it loads only for a takedown that can be appealed.
const TakedownAppealForm = lazy(() => import('../components/TakedownAppealForm.tsx').then((module) => ({ default: module.TakedownAppealForm })));

/** /distribute/my-releases: each release with its status and the date of every step. */
export default function MyReleasesPage() {
  const query = useMyReleases();
  return (
    <div className="mx-auto max-w-content px-4 py-8 md:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold text-fg">My Releases</h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/distribute/agreements" className={getButtonClass('secondary', 'sm')}>
            Agreements
          </Link>
          <Link to="/distribute" className={getButtonClass('primary', 'sm')}>
            Create Release
          </Link>
        </div>
      </div>
      {query.error && <FormAlert message={readErrorMessage(query.error)} />}
      {query.isPending && <div role="status" aria-label="Loading" className="mt-6 h-48 animate-pulse rounded-2xl border border-border bg-surface" />}
      {query.data?.length === 0 && <p className="mt-6 text-fg-muted">No releases yet.</p>}
      <ul className="mt-6 space-y-4">
        {query.data?.map((release) => (
          <li key={release.id} className="rounded-2xl border border-border bg-surface p-5">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-lg font-semibold text-fg">{release.title}</h2>
              <span className="rounded-full bg-surface-raised px-3 py-1 text-sm text-fg">{release.status_label}</span>
            </div>
            <p className="text-sm text-fg-muted">
              {release.kind === 'album' ? 'Album' : 'Single'} · {release.tracks.length} {release.tracks.length === 1 ? 'track' : 'tracks'} · release date {formatDay(release.release_date)}
              {release.upc ? ` · UPC ${release.upc}` : ''}
            </p>
            <RejectReasons release={release} />
            <ReleaseTakedowns release={release} action={(takedown) => (takedown.can_appeal ? (
                <Suspense fallback={null}>
                  <TakedownAppealForm releaseId={release.id} takedownId={takedown.id} />
                </Suspense>
              ) : null)} />
            <ReleaseTimeline release={release} />
            {release.agreement && (
              <Link to={`/distribute/agreements/${release.agreement.id}`} className="mt-3 mr-4 inline-block text-accent-soft underline underline-offset-4">
                Signed agreement
              </Link>
            )}
            {release.is_editable && (
              // A release under a signed agreement is not edited from here: it is opened to submit.
              <Link to={`/distribute/music/${release.kind === 'album' ? 'album' : 'song'}?id=${release.id}`} className="mt-3 inline-block text-accent-soft underline underline-offset-4">
                {release.agreement ? 'Open to submit' : 'Edit'}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
