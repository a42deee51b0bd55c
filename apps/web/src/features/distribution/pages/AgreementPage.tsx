import { useParams } from 'react-router';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { useAgreement } from '../api/releases.ts';
import './agreement-print.css';

const CHANNEL_WORDS = { email: 'a code e-mailed to', mobile: 'a code texted to' } as const;

function formatMoment(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'long', timeZone: 'Asia/Kolkata' }).format(new Date(iso));
}

/** /distribute/agreements/:id: one signed agreement as it was signed, with its time, address and code channel; printable. */
export default function AgreementPage() {
  const id = Number(useParams().id);
  const query = useAgreement(id);
  const agreement = query.data;
  return (
    <div className="mx-auto max-w-content px-4 py-8 md:px-8">
      {query.error && <FormAlert message={readErrorMessage(query.error)} />}
      {query.isPending && <div role="status" aria-label="Loading" className="h-64 animate-pulse rounded-2xl border border-border bg-surface" />}
      {agreement && (
        <article data-print-agreement className="space-y-4">
          <header className="flex flex-wrap items-end justify-between gap-3">
            <h1 className="text-2xl font-bold text-fg">Agreement for “{agreement.release_title}”</h1>
            <button type="button" className={getButtonClass('secondary', 'sm', 'print:hidden')} onClick={() => window.print()}>
              Print
            </button>
          </header>
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="font-medium text-fg">Signed</dt>
            <dd className="text-fg-muted">{formatMoment(agreement.signed_at)}</dd>
            <dt className="font-medium text-fg">From the address</dt>
            <dd className="text-fg-muted">{agreement.signed_from}</dd>
            <dt className="font-medium text-fg">With</dt>
            <dd className="text-fg-muted">
              {CHANNEL_WORDS[agreement.channel]} {agreement.sent_to}
            </dd>
          </dl>
          <pre aria-label="Signed text" className="whitespace-pre-wrap rounded-xl border border-border bg-surface p-4 font-sans text-sm text-fg">
            {agreement.text}
          </pre>
        </article>
      )}
    </div>
  );
}
