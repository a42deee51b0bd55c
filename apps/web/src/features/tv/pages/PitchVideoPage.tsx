import { TV_CERTIFICATE_MAX_MB, USER_MESSAGE_MAX } from '@indiwave/domain/constants';
import { MESSAGES, fileTooLarge } from '@indiwave/domain/messages';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { openAccountDialog } from '../../../lib/account-dialogs.ts';
import { BRAND } from '../../../lib/config.ts';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { isArtistOrBand, useSessionUser } from '../../../lib/session.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { Field, FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useOwnVideos, usePitchVideo, useTvProgrammes, useUploadCertificate } from '../api/tv.ts';

/** The video form's TV questions (spec 2 §3 Video upload). */
const QUESTIONS = [
  ['video_released', 'The video is already released elsewhere'],
  ['track_embedded', 'One of my tracks is in the video'],
  ['track_released', 'That track is released'],
] as const;
type Question = (typeof QUESTIONS)[number][0];

/**
 * Pitch Video (spec 1 §2.3 Broadcast on TV): one of the artist's videos to the channel, the
 * website or both. TV needs the video's CBFC certificate; the first pitch carries the
 * authorisation to broadcast (authorize_for_tv). The note reaches the TV team as a message.
 */
export default function PitchVideoPage() {
  const user = useSessionUser();
  const isArtist = isArtistOrBand(user);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const videos = useOwnVideos(isArtist);
  const upload = useUploadCertificate();
  const pitch = usePitchVideo();
  const programmes = useTvProgrammes();
  const ids = useId();
  const [video, setVideo] = useState(params.get('video') ?? '');
  const [isTv, setIsTv] = useState(true);
  const [isWebsite, setIsWebsite] = useState(true);
  const [answers, setAnswers] = useState<Record<Question, boolean>>({ video_released: false, track_embedded: false, track_released: false });
  const [certificate, setCertificate] = useState<{ id: number; name: string } | null>(null);
  const [programme, setProgramme] = useState('');
  const [note, setNote] = useState('');
  const [isAuthorized, setIsAuthorized] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!isArtist) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-8 md:px-8">
        <h1 className="text-3xl font-bold text-fg">Pitch Video</h1>
        <p className="mt-3 text-fg-muted">{MESSAGES.tvListenerUpgrade}</p>
        <button type="button" className={`${getButtonClass('primary')} mt-5`} onClick={() => openAccountDialog({ kind: 'upgrade', from: 'upload' })}>
          Upgrade to an artist profile
        </button>
      </div>
    );
  }

  const handleFile = async (file: File | undefined) => {
    setError(null);
    if (!file) return;
    if (file.size > TV_CERTIFICATE_MAX_MB * 1024 * 1024) {
      setError(fileTooLarge(TV_CERTIFICATE_MAX_MB));
      return;
    }
    try {
      const stored = await upload.mutateAsync(file);
      setCertificate({ id: stored.id, name: stored.name });
    } catch (failure) {
      setError(readErrorMessage(failure));
    }
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!isTv && !isWebsite) return setError(MESSAGES.tvChooseWhere);
    if (isTv && !certificate) return setError(MESSAGES.tvCertificateRequired);
    if (!user?.authorize_for_tv && !isAuthorized) return setError(MESSAGES.tvAuthorizationRequired);
    try {
      await pitch.mutateAsync({
        slug: video,
        is_submit_tv: isTv,
        is_submit_website: isWebsite,
        ...answers,
        cbfc_certificate: Boolean(certificate),
        ...(certificate ? { certificate_id: certificate.id } : {}),
        usermessage: note,
        authorize: isAuthorized,
        ...(isTv && programme ? { programme } : {}),
      });
      showToast(MESSAGES.tvPitchSent, 'success', 4000);
      void navigate('/mydashboard/tv');
    } catch (failure) {
      setError(readErrorMessage(failure));
    }
  };

  const list = videos.data?.results ?? [];
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 md:px-8">
      <h1 className="text-3xl font-bold text-fg">Pitch Video</h1>
      <p className="mt-2 text-fg-muted">
        Pitch one of your music videos to {BRAND.name} TV. Our programming team watches every video and you hear from them in your messages. See the{' '}
        <Link to="/programme-format" className="text-accent-soft underline">
          programme format
        </Link>
        .
      </p>
      {videos.isPending && <p role="status" className="mt-6 text-fg-muted">Loading your videos…</p>}
      {videos.data && list.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-border bg-surface p-6">
          <p className="text-fg">Add your video first: pitches are made from your videos.</p>
          <Link to="/upload/video" className={`${getButtonClass('primary', 'sm')} mt-4`}>
            Add a video
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void handleSubmit(event)} className="mt-6 grid gap-5">
          <Field id={`${ids}-video`} label="Video">
            <select id={`${ids}-video`} className={INPUT_CLASS} value={video} onChange={(event) => setVideo(event.target.value)} required>
              <option value="">Choose one of your videos</option>
              {list.map((item) => (
                <option key={item.slug_uservideo} value={item.slug_uservideo}>
                  {item.title}
                </option>
              ))}
            </select>
          </Field>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-fg">Where should it be shown?</legend>
            <label className="flex items-center gap-2 text-fg">
              <input type="checkbox" className="accent-accent" checked={isTv} onChange={(event) => setIsTv(event.target.checked)} /> On {BRAND.name} TV
            </label>
            <label className="flex items-center gap-2 text-fg">
              <input type="checkbox" className="accent-accent" checked={isWebsite} onChange={(event) => setIsWebsite(event.target.checked)} /> Featured on the website
            </label>
          </fieldset>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-fg">About the video</legend>
            {QUESTIONS.map(([name, label]) => (
              <label key={name} className="flex items-center gap-2 text-fg">
                <input type="checkbox" className="accent-accent" checked={answers[name]} onChange={(event) => setAnswers({ ...answers, [name]: event.target.checked })} /> {label}
              </label>
            ))}
          </fieldset>
          {isTv && (
            <Field id={`${ids}-certificate`} label="CBFC certificate" hint={certificate ? `Attached: ${certificate.name}` : `Required for TV. PDF, JPEG or PNG, up to ${TV_CERTIFICATE_MAX_MB} MB.`}>
              <input id={`${ids}-certificate`} type="file" accept="application/pdf,image/jpeg,image/png" className={INPUT_CLASS} disabled={upload.isPending} onChange={(event) => void handleFile(event.target.files?.[0])} />
            </Field>
          )}
          {isTv && (
            <Field id={`${ids}-programme`} label="Programme" labelNote="optional" hint="The programme you pitch it for; the team may suggest another.">
              <select id={`${ids}-programme`} className={INPUT_CLASS} value={programme} onChange={(event) => setProgramme(event.target.value)}>
                <option value="">Let the team choose</option>
                {(programmes.data ?? []).map((item) => (
                  <option key={item.slug} value={item.slug}>
                    {item.name} ({item.slot})
                  </option>
                ))}
              </select>
            </Field>
          )}
          <Field id={`${ids}-note`} label="A note to the TV team" labelNote="optional" hint="It reaches the team as a TV communication message.">
            <textarea id={`${ids}-note`} className={INPUT_CLASS} rows={3} maxLength={USER_MESSAGE_MAX} value={note} onChange={(event) => setNote(event.target.value)} />
          </Field>
          {!user?.authorize_for_tv && (
            <label className="flex items-start gap-2 text-sm text-fg">
              <input type="checkbox" className="mt-1 accent-accent" checked={isAuthorized} onChange={(event) => setIsAuthorized(event.target.checked)} />
              <span>I own the rights to this video and its music, and I authorise {BRAND.name} TV to broadcast my pitched videos on its channel and website.</span>
            </label>
          )}
          <FormAlert message={error} />
          <div>
            <button type="submit" className={getButtonClass('primary')} disabled={pitch.isPending || upload.isPending || !video}>
              {pitch.isPending ? 'Sending…' : 'Pitch video'}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
