import type { ApplicationEntry, OpportunityDetail } from '@indiwave/domain/contract/opportunities';
import { OPPORTUNITY_NOTE_MAX } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { Music2, Plus, Upload, Video, X } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { openAccountDialog } from '../../../lib/account-dialogs.ts';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { useNotFoundRedirect } from '../../../lib/use-not-found-redirect.ts';
import { confirm } from '../../../ui/confirm.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { Field, FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useSubmitApplication, useWithdrawApplication } from '../api/apply.ts';
import { useOpportunity } from '../api/get-opportunities.ts';
import { useRemainingEntries } from '../api/my-opportunities.ts';
import { openApplyGate, selectApplyStep } from '../apply-gate.ts';
import { describeDeadline, formatDayTime } from '../opportunity-time.ts';
import { toArtworkSizes } from '@indiwave/domain/rules/artwork-sizes';

const STEP_TEXT = {
  login: 'Sign in or join to apply.',
  upgrade: 'Opportunities are for artists and bands. Upgrade to an artist profile to apply.',
  'verify-email': MESSAGES.oppVerifyEmail,
  subscription: MESSAGES.oppProOnly,
} as const;

/** /opportunities/{slug}/apply (READING): choose songs and videos, add a note, send or edit the application. */
export default function ApplyPage() {
  const { slug = '' } = useParams();
  const user = useSessionUser();
  const query = useOpportunity(slug);
  useNotFoundRedirect(query.error);
  const opportunity = query.data;
  const step = opportunity ? selectApplyStep(user, opportunity) : null;

  // A visitor who opens the apply page gets the sign-in popup on a white backdrop (spec 2 §2.1).
  useEffect(() => {
    if (opportunity && !user) openAccountDialog({ kind: 'login', tab: 1, isWhiteBackdrop: true }, { target: `/opportunities/${opportunity.slug}/apply`, type: 'opp', from: 'apply' });
  }, [opportunity, user]);

  if (query.isPending) return <div role="status" aria-label="Loading" className="mx-auto my-8 h-96 max-w-3xl animate-pulse rounded-2xl border border-border bg-surface" />;
  if (!opportunity) return <div className="mx-auto max-w-3xl px-4 py-8"><FormAlert message={readErrorMessage(query.error)} /></div>;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 md:px-8">
      <p className="text-sm font-semibold tracking-wide text-fg-muted uppercase">{opportunity.brand_name}</p>
      <h1 className="mt-1 text-3xl font-bold text-fg">Apply: {opportunity.title}</h1>
      <p className="mt-2 text-fg-muted">
        Deadline {formatDayTime(opportunity.closes_at)} ({describeDeadline(opportunity)}). You hear back by {formatDayTime(opportunity.results_at)}.
      </p>
      {step ? (
        <div className="mt-6 rounded-2xl border border-border bg-surface p-6">
          <p className="text-fg">{STEP_TEXT[step]}</p>
          <button type="button" className={`${getButtonClass('primary')} mt-4`} onClick={() => openApplyGate(user, opportunity)}>
            {step === 'login' ? 'Sign in' : step === 'upgrade' ? 'Upgrade to an artist profile' : step === 'verify-email' ? 'Verify your email' : 'Go Pro'}
          </button>
        </div>
      ) : opportunity.state !== 'open' ? (
        <p className="mt-6 rounded-2xl border border-border bg-surface p-6 text-fg">{opportunity.state === 'upcoming' ? MESSAGES.oppNotOpenYet : MESSAGES.oppClosed}</p>
      ) : opportunity.viewer.application && !opportunity.viewer.application.is_editable ? (
        <div className="mt-6 rounded-2xl border border-border bg-surface p-6">
          <p className="text-fg">{MESSAGES.oppNotEditable}</p>
          <Link to={`/opportunities/${opportunity.slug}`} className={`${getButtonClass('secondary', 'sm')} mt-4`}>
            See your application
          </Link>
        </div>
      ) : (
        <ApplyForm key={opportunity.viewer.application?.updated_at ?? 'new'} opportunity={opportunity} />
      )}
    </div>
  );
}

function ApplyForm({ opportunity }: { opportunity: OpportunityDetail }) {
  const navigate = useNavigate();
  const noteId = useId();
  const application = opportunity.viewer.application;
  const isEdit = application?.status === 'applied';
  const [chosen, setChosen] = useState<ApplicationEntry[]>(isEdit ? (application?.entries ?? []) : []);
  const [note, setNote] = useState(isEdit ? (application?.note ?? '') : '');
  const [error, setError] = useState<string | null>(null);
  const submit = useSubmitApplication();
  const withdraw = useWithdrawApplication();
  const isFull = chosen.length >= opportunity.max_entries;
  const wantsSongs = opportunity.accepts !== 'videos';
  const wantsVideos = opportunity.accepts !== 'songs';

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await submit.mutateAsync({
        isEdit,
        body: { slug: opportunity.slug, songs: chosen.filter((entry) => entry.type === 'song').map((entry) => entry.slug), videos: chosen.filter((entry) => entry.type === 'video').map((entry) => entry.slug), note },
      });
      if (isEdit) {
        showToast(MESSAGES.oppApplicationUpdated, 'success', 3000);
        void navigate(`/opportunities/${opportunity.slug}`);
      } else void navigate(`/opportunities/${opportunity.slug}/success`);
    } catch (failure) {
      const message = readErrorMessage(failure);
      setError(message);
      if (message === MESSAGES.oppVerifyEmail) openAccountDialog({ kind: 'verify-email', mode: 'account' });
      if (message === MESSAGES.oppListenerUpgrade) openAccountDialog({ kind: 'upgrade', from: 'opp' });
    }
  };

  const handleWithdraw = async () => {
    if (!(await confirm('Withdraw your application? You can apply again until the deadline.'))) return;
    try {
      await withdraw.mutateAsync(opportunity.slug);
      showToast(MESSAGES.oppWithdrawn, 'success', 3000);
      void navigate(`/opportunities/${opportunity.slug}`);
    } catch (failure) {
      setError(readErrorMessage(failure));
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="mt-6 grid gap-6" noValidate>
      <section aria-labelledby="chosen-title" className="rounded-2xl border border-border bg-surface p-5">
        <h2 id="chosen-title" className="text-lg font-bold text-fg">
          Your entries ({chosen.length} of {opportunity.max_entries})
        </h2>
        {chosen.length === 0 ? (
          <p className="mt-2 text-sm text-fg-muted">Add {wantsSongs && wantsVideos ? 'songs or videos' : wantsSongs ? 'songs' : 'videos'} from the list below.</p>
        ) : (
          <ul aria-label="Chosen entries" className="mt-3 grid gap-2">
            {chosen.map((entry) => (
              <li key={`${entry.type}-${entry.slug}`} className="flex items-center gap-3 rounded-xl border border-border bg-bg p-2">
                {entry.type === 'song' ? <Music2 aria-hidden size={16} className="text-fg-muted" /> : <Video aria-hidden size={16} className="text-fg-muted" />}
                <span className="flex-1 truncate font-medium text-fg">{entry.title}</span>
                <button type="button" className={getButtonClass('ghost', 'sm')} aria-label={`Remove ${entry.title}`} onClick={() => setChosen(chosen.filter((item) => item !== entry))}>
                  <X aria-hidden size={16} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      {wantsSongs && <RemainingList slug={opportunity.slug} type="song" chosen={chosen} isFull={isFull} onAdd={(entry) => setChosen([...chosen, entry])} />}
      {wantsVideos && <RemainingList slug={opportunity.slug} type="video" chosen={chosen} isFull={isFull} onAdd={(entry) => setChosen([...chosen, entry])} />}

      <Field id={noteId} label="A note to the brand" labelNote="optional" hint={`Up to ${OPPORTUNITY_NOTE_MAX} characters.`}>
        <textarea id={noteId} className={INPUT_CLASS} rows={4} maxLength={OPPORTUNITY_NOTE_MAX} value={note} onChange={(event) => setNote(event.target.value)} />
      </Field>

      <FormAlert message={error} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={getButtonClass('primary')} disabled={submit.isPending || chosen.length === 0}>
          {submit.isPending ? 'Sending…' : isEdit ? 'Save changes' : 'Send application'}
        </button>
        {isEdit && (
          <button type="button" className={getButtonClass('secondary')} disabled={withdraw.isPending} onClick={() => void handleWithdraw()}>
            Withdraw application
          </button>
        )}
      </div>
    </form>
  );
}

/** The artist's songs or videos not chosen yet, 3 at a time (spec 2 §9), with 'Show more'. */
function RemainingList({ slug, type, chosen, isFull, onAdd }: { slug: string; type: 'song' | 'video'; chosen: ApplicationEntry[]; isFull: boolean; onAdd: (entry: ApplicationEntry) => void }) {
  const query = useRemainingEntries(slug, type, true);
  const items = (query.data?.pages.flatMap((page) => page.results) ?? []).filter((item) => !chosen.some((entry) => entry.type === item.type && entry.slug === item.slug));
  const noun = type === 'song' ? 'songs' : 'videos';
  return (
    <section aria-labelledby={`${type}-remaining-title`} className="rounded-2xl border border-border bg-surface p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${type}-remaining-title`} className="text-lg font-bold text-fg">
          Your {noun}
        </h2>
        <Link to={type === 'song' ? `/upload/song?for_opp=${encodeURIComponent(slug)}` : '/upload/video'} className={getButtonClass('ghost', 'sm')}>
          <Upload aria-hidden size={16} /> {type === 'song' ? 'Upload a new song' : 'Add a new video'}
        </Link>
      </div>
      {query.isPending && <p role="status" className="mt-2 text-sm text-fg-muted">Loading your {noun}…</p>}
      {query.error && <FormAlert message={readErrorMessage(query.error)} />}
      {query.data && items.length === 0 && !query.hasNextPage && <p className="mt-2 text-sm text-fg-muted">No more public {noun} to add.</p>}
      <ul className="mt-3 grid gap-2">
        {items.map((item) => (
          <li key={item.slug} className="flex items-center gap-3 rounded-xl border border-border bg-bg p-2">
            {item.image ? <img loading="lazy" decoding="async" {...toArtworkSizes(item.image, '40px')} src={item.image} alt="" width={40} height={40} className="size-10 rounded-lg object-cover" /> : <span className="size-10 rounded-lg bg-surface-raised" />}
            <span className="flex-1 truncate font-medium text-fg">{item.title}</span>
            <button type="button" className={getButtonClass('secondary', 'sm')} disabled={isFull} aria-label={`Add ${item.title}`} onClick={() => onAdd(item)}>
              <Plus aria-hidden size={16} /> Add
            </button>
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <button type="button" className={`${getButtonClass('ghost', 'sm')} mt-2`} disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          Show more {noun}
        </button>
      )}
    </section>
  );
}
