import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DISTRIBUTION_AUDIO_MAX_MB } from '@indiwave/domain/constants';
import type { Release } from '@indiwave/domain/contract/distribution';
import { DISTRIBUTION_MESSAGES, MESSAGES } from '@indiwave/domain/messages';
import { ApiError } from '../../../lib/api-client.ts';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { Field, FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import {
  useAddTrack,
  useCreateRelease,
  useDistributionOptions,
  useRelease,
  useRemoveTrack,
  useSendAgreementCode,
  useSignAgreement,
  useSubmitRelease,
  useUploadArtwork,
  useUploadTrackAudio,
  type SigningChannel,
} from '../api/releases.ts';
import { CallerTunePicker } from './CallerTunePicker.tsx';
import { RejectReasons, ReleaseTimeline } from './ReleaseTimeline.tsx';

const splitList = (value: string) => value.split(',').map((item) => item.trim()).filter(Boolean);
const fieldsOf = (error: unknown) => (error instanceof ApiError ? (error.fields ?? {}) : {});
const firstError = (error: unknown) => (error ? Object.values(fieldsOf(error))[0] ?? readErrorMessage(error) : null);

function ReleaseFields({ kind, isTransfer }: { kind: 'single' | 'album'; isTransfer: boolean }) {
  const navigate = useNavigate();
  const options = useDistributionOptions();
  const create = useCreateRelease();
  const errors = fieldsOf(create.error);
  const [stores, setStores] = useState<string[]>(['spotify', 'apple-music', 'jiosaavn']);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    create.mutate(
      {
        kind,
        is_transfer: isTransfer,
        title: text('title'),
        version: text('version'),
        artists: splitList(text('artists')),
        genre: text('genre'),
        language: text('language'),
        label: text('label'),
        release_date: text('release_date'),
        stores,
        territories: splitList(text('territories')),
        upc: text('upc'),
        original_release_date: text('original_release_date'),
        platforms: splitList(text('platforms')),
        gaana_url: text('gaana_url'),
      },
      { onSuccess: (reply) => navigate(`?id=${reply.result.id}`, { replace: true }) },
    );
  };

  const input = (name: string, label: string, props: Record<string, string> = {}) => (
    <Field id={`release-${name}`} label={label} error={errors[name] ?? errors[`${name}.0`]}>
      <input id={`release-${name}`} name={name} className={INPUT_CLASS} aria-invalid={Boolean(errors[name])} {...props} />
    </Field>
  );

  return (
    <form onSubmit={handleSubmit} noValidate className="mt-6 grid gap-4 md:grid-cols-2">
      {input('title', kind === 'album' ? 'Album title' : 'Song title')}
      {input('version', 'Version (optional)')}
      {input('artists', 'Artists (comma-separated, up to 5)')}
      {input('genre', 'Genre')}
      {input('language', 'Language')}
      {input('label', 'Label (optional)')}
      {input('release_date', 'Release date', { type: 'date' })}
      {input('territories', 'Territories (Worldwide, or country codes)', { defaultValue: 'Worldwide' })}
      {isTransfer && (
        <>
          {input('upc', 'UPC/EAN')}
          {input('original_release_date', 'Original release date', { type: 'date' })}
          {input('platforms', 'Platforms it is on now (comma-separated)')}
          {input('gaana_url', 'Gaana link (optional)')}
        </>
      )}
      <fieldset className="md:col-span-2">
        <legend className="mb-1.5 text-sm font-medium text-fg">Stores</legend>
        <div className="flex flex-wrap gap-3">
          {options.data?.stores.map((store) => (
            <label key={store.slug} className="flex items-center gap-2 text-sm text-fg">
              <input type="checkbox" checked={stores.includes(store.slug)} onChange={(event) => setStores(event.target.checked ? [...stores, store.slug] : stores.filter((slug) => slug !== store.slug))} />
              {store.name}
            </label>
          ))}
        </div>
        {errors.stores && <p className="mt-1.5 text-sm font-medium text-danger">{errors.stores}</p>}
      </fieldset>
      <div className="md:col-span-2">
        <FormAlert message={create.error && Object.keys(errors).length === 0 ? readErrorMessage(create.error) : null} />
        <button type="submit" disabled={create.isPending} className={getButtonClass('primary')}>
          Save and continue
        </button>
      </div>
    </form>
  );
}

function ArtworkStep({ release }: { release: Release }) {
  const upload = useUploadArtwork(release.id);
  return (
    <section className="rounded-2xl border border-border bg-surface p-5">
      <h2 className="text-lg font-semibold text-fg">Artwork</h2>
      <p className="text-sm text-fg-muted">3000*3000 jpeg, RGB.</p>
      {release.artwork && <img src={release.artwork.url} alt="Release artwork" width={128} height={128} decoding="async" className="mt-3 h-32 w-32 rounded-xl object-cover" />}
      <Field id="artwork-file" label="Choose artwork" className="mt-3" error={firstError(upload.error) ?? undefined}>
        <input id="artwork-file" type="file" accept=".jpg,.jpeg,.png" disabled={!release.is_editable || upload.isPending} onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) upload.mutate(file, { onSuccess: (reply) => showToast(reply.message, 'success') });
          event.target.value = '';
        }} />
      </Field>
      {upload.error ? <p role="alert" className="mt-1.5 text-sm font-medium text-danger">{firstError(upload.error)}</p> : null}
    </section>
  );
}

function TracksStep({ release }: { release: Release }) {
  const add = useAddTrack(release.id);
  const remove = useRemoveTrack(release.id);
  const audio = useUploadTrackAudio(release.id);
  const [audioError, setAudioError] = useState<string | null>(null);
  const errors = fieldsOf(add.error);
  const canAdd = release.is_editable && (release.kind === 'album' || release.tracks.length === 0);

  const handleAdd = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    add.mutate(
      { title: String(data.get('title') ?? ''), artists: splitList(String(data.get('artists') ?? '')), isrc: String(data.get('isrc') ?? ''), is_explicit: data.get('is_explicit') === 'on', lyrics: String(data.get('lyrics') ?? '') },
      { onSuccess: () => form.reset() },
    );
  };

  const handleAudio = (trackId: number, file: File) => {
    setAudioError(null);
    if (file.size > DISTRIBUTION_AUDIO_MAX_MB * 1024 * 1024) return setAudioError(MESSAGES.distributionTooLarge);
    audio.mutate({ trackId, file }, { onError: (error) => setAudioError(firstError(error)), onSuccess: (reply) => showToast(reply.message, 'success') });
  };

  return (
    <section className="rounded-2xl border border-border bg-surface p-5">
      <h2 className="text-lg font-semibold text-fg">Tracks</h2>
      <p className="text-sm text-fg-muted">{DISTRIBUTION_MESSAGES.wavHint}: PCM, stereo, 16 or 24 bit, 44.1 kHz or more, at least 30 seconds, up to {DISTRIBUTION_AUDIO_MAX_MB} MB.</p>
      <ol className="mt-3 space-y-3">
        {release.tracks.map((track) => (
          <li key={track.id} className="rounded-xl border border-border p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium text-fg">
                {track.position}. {track.title} — {track.artists.join(', ')} {track.isrc ? `(ISRC ${track.isrc})` : ''}
              </span>
              {release.is_editable && (
                <button type="button" className={getButtonClass('secondary', 'sm')} onClick={() => remove.mutate(track.id)}>
                  Remove
                </button>
              )}
            </div>
            {track.audio ? (
              <>
                <p className="text-sm text-fg-muted">
                  {track.audio.name}: {track.audio.duration_s} s, {track.audio.sample_rate / 1000} kHz, {track.audio.bit_depth} bit
                </p>
                <CallerTunePicker releaseId={release.id} track={track} isEditable={release.is_editable} />
              </>
            ) : (
              <Field id={`track-audio-${track.id}`} label={`Master of ${track.title}`} className="mt-2">
                <input id={`track-audio-${track.id}`} type="file" accept=".wav" disabled={!release.is_editable || audio.isPending} onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) handleAudio(track.id, file);
                  event.target.value = '';
                }} />
              </Field>
            )}
          </li>
        ))}
      </ol>
      {audioError && <p role="alert" className="mt-2 text-sm font-medium text-danger">{audioError}</p>}
      {canAdd && (
        <form onSubmit={handleAdd} noValidate className="mt-4 grid gap-3 md:grid-cols-2">
          <Field id="track-title" label="Track title" error={errors.title}>
            <input id="track-title" name="title" className={INPUT_CLASS} />
          </Field>
          <Field id="track-artists" label="Track artists (comma-separated)" error={errors.artists ?? errors['artists.0']}>
            <input id="track-artists" name="artists" className={INPUT_CLASS} defaultValue={release.artists.join(', ')} />
          </Field>
          <Field id="track-isrc" label={release.is_transfer ? 'ISRC' : 'ISRC (optional: we assign one)'} error={errors.isrc}>
            <input id="track-isrc" name="isrc" className={INPUT_CLASS} />
          </Field>
          <Field id="track-lyrics" label="Lyrics (Roman script, optional)" error={errors.lyrics}>
            <textarea id="track-lyrics" name="lyrics" className={INPUT_CLASS} rows={2} />
          </Field>
          <label className="flex items-center gap-2 text-sm text-fg">
            <input type="checkbox" name="is_explicit" /> Explicit
          </label>
          <div>
            <FormAlert message={add.error ? (Object.keys(errors).length === 0 ? readErrorMessage(add.error) : null) : null} />
            <button type="submit" disabled={add.isPending} className={getButtonClass('secondary', 'sm')}>
              Add track
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

function AgreementStep({ release }: { release: Release }) {
  const send = useSendAgreementCode(release.id);
  const sign = useSignAgreement(release.id);
  const submit = useSubmitRelease(release.id);
  const [otp, setOtp] = useState('');
  const navigate = useNavigate();
  // The phone is offered when the account has a verified mobile (spec 2 §2.4); e-mail otherwise.
  const hasPhone = useSessionUser()?.isMobVerified === true;
  const [channel, setChannel] = useState<SigningChannel>('email');
  const sentBy = send.data?.result.channel ?? channel;
  return (
    <section className="rounded-2xl border border-border bg-surface p-5">
      <h2 className="text-lg font-semibold text-fg">Agreement and submission</h2>
      {release.hints.length > 0 && (
        <div className="mt-2">
          <h3 className="text-sm font-medium text-fg">Before you submit: what stores would change</h3>
          <ul aria-label="Hints" className="mt-1 list-disc pl-5 text-sm text-fg-muted">
            {release.hints.map((hint) => (
              <li key={hint}>{hint}</li>
            ))}
          </ul>
        </div>
      )}
      {release.agreement ? (
        <p className="mt-3 text-sm text-fg">Agreement signed.</p>
      ) : (
        <>
          {hasPhone && (
            <fieldset className="mt-3 flex flex-wrap gap-4 text-sm text-fg">
              <legend className="mb-1 font-medium">Send the code by</legend>
              <label className="inline-flex items-center gap-2">
                <input type="radio" name="signing-channel" checked={channel === 'email'} onChange={() => setChannel('email')} /> E-mail
              </label>
              <label className="inline-flex items-center gap-2">
                <input type="radio" name="signing-channel" checked={channel === 'mobile'} onChange={() => setChannel('mobile')} /> SMS to my mobile
              </label>
            </fieldset>
          )}
          <button type="button" className={`${getButtonClass('secondary', 'sm')} mt-3`} disabled={send.isPending} onClick={() => send.mutate(channel, { onSuccess: (reply) => showToast(reply.message, 'success') })}>
            Send me the code to sign
          </button>
          <FormAlert message={send.error ? readErrorMessage(send.error) : null} />
          {send.data && (
            <form
              className="mt-3 space-y-3"
              onSubmit={(event) => {
                event.preventDefault();
                sign.mutate({ otp, channel: sentBy });
              }}
            >
              <pre className="max-h-64 overflow-auto whitespace-pre-wrap rounded-xl bg-surface-raised p-3 text-xs text-fg">{send.data.result.text}</pre>
              <Field id="agreement-otp" label={sentBy === 'mobile' ? `Code from the SMS to ${send.data.result.sent_to}` : 'Code from the e-mail'} error={firstError(sign.error) ?? undefined}>
                <input id="agreement-otp" inputMode="numeric" autoComplete="one-time-code" className={INPUT_CLASS} value={otp} onChange={(event) => setOtp(event.target.value)} />
              </Field>
              <button type="submit" className={getButtonClass('primary', 'sm')} disabled={sign.isPending}>
                Sign the agreement
              </button>
            </form>
          )}
        </>
      )}
      <FormAlert message={submit.error ? firstError(submit.error) : null} />
      <button
        type="button"
        className={`${getButtonClass('primary')} mt-4`}
        disabled={!release.agreement || submit.isPending}
        onClick={() => submit.mutate(undefined, { onSuccess: (reply) => (showToast(reply.message, 'success'), navigate('/distribute/my-releases')) })}
      >
        Submit for review
      </button>
    </section>
  );
}

/** /distribute/music/song and /distribute/music/album: the release's fields, then artwork, tracks, agreement and submission. */
export function ReleaseEditor({ kind }: { kind: 'single' | 'album' }) {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const isTransfer = params.get('transfer') === '1';
  const release = useRelease(id);
  const title = `${isTransfer ? 'Transfer' : 'New'} ${kind === 'album' ? 'album' : 'single'}`;
  return (
    <div className="mx-auto max-w-content px-4 py-8 md:px-8">
      <h1 className="text-3xl font-bold text-fg">{release.data ? release.data.title : title}</h1>
      {id === null && <ReleaseFields kind={kind} isTransfer={isTransfer} />}
      {release.error && <FormAlert message={readErrorMessage(release.error)} />}
      {release.data && (
        <div className="mt-6 space-y-4">
          <p className="text-fg-muted">
            {release.data.status_label} · {release.data.kind === 'album' ? 'Album' : 'Single'} by {release.data.artists.join(', ')} · {release.data.release_date}
          </p>
          <RejectReasons release={release.data} />
          <ArtworkStep release={release.data} />
          <TracksStep release={release.data} />
          {release.data.is_editable && <AgreementStep release={release.data} />}
          <ReleaseTimeline release={release.data} />
        </div>
      )}
    </div>
  );
}
