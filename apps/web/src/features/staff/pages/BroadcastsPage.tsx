import { useState, type FormEvent } from 'react';
import { BROADCAST_AUDIENCES, type Broadcast, type BroadcastAudience } from '@indiwave/domain/contract/broadcasts';
import { BROADCAST_TEXT_MAX } from '@indiwave/domain/constants';
import { ApiError } from '../../../lib/api-client.ts';
import { useCountries } from '../../../lib/reference/get-countries.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { confirm } from '../../../ui/confirm.ts';
import { Field, FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useAudienceSize, useBroadcasts, useSendBroadcast } from '../api/broadcasts.ts';
import { ConsolePage, ConsolePanel } from '../components/ConsolePage.tsx';
import { formatDate } from '../components/labels.ts';

const AUDIENCE_LABELS: Record<BroadcastAudience, string> = { everyone: 'Everyone', artists: 'Artists and bands', listeners: 'Listeners', pro: 'Pro members' };
const STATUS_LABELS: Record<Broadcast['status'], string> = { queued: 'Queued', sending: 'Sending', done: 'Sent', failed: 'Failed' };

function ComposeForm() {
  const send = useSendBroadcast();
  const countries = useCountries();
  const [text, setText] = useState('');
  const [link, setLink] = useState('');
  const [audience, setAudience] = useState<BroadcastAudience>('everyone');
  const [countryId, setCountryId] = useState<number | null>(null);
  const [email, setEmail] = useState(false);
  const size = useAudienceSize(audience, countryId);
  const fieldErrors = send.error instanceof ApiError ? send.error.fields : undefined;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const who = size.data === undefined ? 'this audience' : `${size.data} ${size.data === 1 ? 'account' : 'accounts'}`;
    if (!(await confirm(`Send this to ${who}${email ? ', by notification and e-mail' : ''}? It cannot be taken back.`))) return;
    send.mutate(
      { text, link: link || null, audience, country_id: countryId, email },
      {
        onSuccess: (reply) => {
          showToast(reply.message, 'success');
          setText('');
          setLink('');
        },
      },
    );
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="grid gap-4 md:grid-cols-2" noValidate>
      <Field id="broadcast-text" label="Message" hint={`${text.length}/${BROADCAST_TEXT_MAX}`} error={fieldErrors?.text} className="md:col-span-2">
        <textarea id="broadcast-text" className={INPUT_CLASS} rows={3} maxLength={BROADCAST_TEXT_MAX} value={text} onChange={(event) => setText(event.target.value)} aria-invalid={Boolean(fieldErrors?.text)} />
      </Field>
      <Field id="broadcast-link" label="Link" labelNote="optional" hint="A page of the site (/opportunities) or a web address" error={fieldErrors?.link} className="md:col-span-2">
        <input id="broadcast-link" className={INPUT_CLASS} value={link} onChange={(event) => setLink(event.target.value)} aria-invalid={Boolean(fieldErrors?.link)} />
      </Field>
      <Field id="broadcast-audience" label="Audience" error={fieldErrors?.audience}>
        <select id="broadcast-audience" className={INPUT_CLASS} value={audience} onChange={(event) => setAudience(event.target.value as BroadcastAudience)}>
          {BROADCAST_AUDIENCES.map((value) => (
            <option key={value} value={value}>
              {AUDIENCE_LABELS[value]}
            </option>
          ))}
        </select>
      </Field>
      <Field id="broadcast-country" label="Country" labelNote="optional" error={fieldErrors?.country_id}>
        <select id="broadcast-country" className={INPUT_CLASS} value={countryId ?? ''} onChange={(event) => setCountryId(event.target.value ? Number(event.target.value) : null)}>
          <option value="">All countries</option>
          {countries.data?.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </select>
      </Field>
      <label className="flex items-center gap-2 text-sm text-fg md:col-span-2">
        <input type="checkbox" checked={email} onChange={(event) => setEmail(event.target.checked)} />
        Also send it by e-mail (to verified addresses)
      </label>
      <div className="md:col-span-2">
        <p className="text-sm text-fg-muted" aria-live="polite">
          {size.isSuccess ? `Goes to ${size.data} ${size.data === 1 ? 'account' : 'accounts'} now.` : size.isError ? size.error.message : 'Counting the audience…'}
        </p>
        <FormAlert message={send.error && !fieldErrors ? send.error.message : null} />
        <button type="submit" className={getButtonClass('primary', 'sm', 'mt-2')} disabled={send.isPending || text.trim() === ''}>
          Send broadcast
        </button>
      </div>
    </form>
  );
}

function BroadcastLine({ broadcast }: { broadcast: Broadcast }) {
  const percent = broadcast.audience_size > 0 ? Math.min(100, Math.round((broadcast.recipient_count / broadcast.audience_size) * 100)) : 100;
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="min-w-0 text-sm font-semibold text-fg">{broadcast.text}</p>
        <span className="text-xs text-fg-muted tabular-nums">{formatDate(broadcast.created_at)}</span>
      </div>
      <p className="mt-1 text-sm text-fg-muted">
        {AUDIENCE_LABELS[broadcast.audience]}
        {broadcast.country && <> in {broadcast.country.name}</>}
        {broadcast.is_emailed && <> · with e-mail ({broadcast.emailed_count} sent)</>}
        {broadcast.sender && <> · by {broadcast.sender.name}</>}
        {broadcast.link && <> · links to {broadcast.link}</>}
      </p>
      <div className="mt-2 flex items-center gap-3">
        <progress className="h-2 w-48" max={100} value={percent} aria-label={`Progress of broadcast ${broadcast.id}`} />
        <span className="text-sm text-fg">
          {STATUS_LABELS[broadcast.status]}: {broadcast.recipient_count} of {broadcast.audience_size}
        </span>
      </div>
    </li>
  );
}

/** Broadcasts (issue 21): compose one to a segment, and follow it as the job sends it. */
export default function BroadcastsPage() {
  const broadcasts = useBroadcasts();
  return (
    <ConsolePage title="Broadcasts" description="A notification from the team in everyone's bell, or a segment's. Sent in batches; the progress shows below.">
      <div className="grid gap-6">
        <ConsolePanel title="New broadcast">
          <ComposeForm />
        </ConsolePanel>
        <ConsolePanel title="Sent and sending">
          {broadcasts.isPending && <p className="text-sm text-fg-muted">Loading…</p>}
          {broadcasts.isError && (
            <p role="alert" className="text-sm text-danger">
              {broadcasts.error.message}
            </p>
          )}
          {broadcasts.data && broadcasts.data.length === 0 && <p className="text-sm text-fg-muted">No broadcast yet.</p>}
          {broadcasts.data && broadcasts.data.length > 0 && (
            <ul aria-label="Broadcasts" className="divide-y divide-border">
              {broadcasts.data.map((broadcast) => (
                <BroadcastLine key={broadcast.id} broadcast={broadcast} />
              ))}
            </ul>
          )}
        </ConsolePanel>
      </div>
    </ConsolePage>
  );
}
