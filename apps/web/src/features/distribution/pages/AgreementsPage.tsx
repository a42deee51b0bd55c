import { useState } from 'react';
import { Link } from 'react-router';
import { AGREEMENTS_PAGE_SIZE } from '@indiwave/domain/constants';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { useAgreements } from '../api/releases.ts';
import { formatDay } from '../components/ReleaseTimeline.tsx';

/** /distribute/agreements: the artist's signed agreements, 10 at a time (spec 2: offset 0, size 10), each printable. */
export default function AgreementsPage() {
  const [offset, setOffset] = useState(0);
  const query = useAgreements(offset);
  const count = query.data?.count ?? 0;
  return (
    <div className="mx-auto max-w-content px-4 py-8 md:px-8">
      <h1 className="text-3xl font-bold text-fg">Agreements</h1>
      {query.error && <FormAlert message={readErrorMessage(query.error)} />}
      {query.data?.results.length === 0 && <p className="mt-6 text-fg-muted">No signed agreements yet.</p>}
      <ul className="mt-6 space-y-3">
        {query.data?.results.map((agreement) => (
          <li key={agreement.id} className="rounded-2xl border border-border bg-surface p-4">
            <Link to={`/distribute/agreements/${agreement.id}`} className="font-semibold text-accent-soft underline underline-offset-4">
              {agreement.release_title}
            </Link>
            <p className="text-sm text-fg-muted">
              Signed {formatDay(agreement.signed_at)} with a code by {agreement.channel === 'mobile' ? 'SMS' : 'e-mail'}
            </p>
          </li>
        ))}
      </ul>
      {count > AGREEMENTS_PAGE_SIZE && (
        <div className="mt-4 flex gap-2">
          <button type="button" className={getButtonClass('secondary', 'sm')} disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - AGREEMENTS_PAGE_SIZE))}>
            Newer
          </button>
          <button type="button" className={getButtonClass('secondary', 'sm')} disabled={offset + AGREEMENTS_PAGE_SIZE >= count} onClick={() => setOffset(offset + AGREEMENTS_PAGE_SIZE)}>
            Older
          </button>
        </div>
      )}
    </div>
  );
}
