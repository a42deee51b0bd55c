import { ALBUM_TRACKS_MAX, DESCRIPTION_MAX, RECORD_LABEL_MAX, TAGS_MAX, TITLE_MAX, URL_MAX } from '@indiwave/domain/constants';
import type { AlbumCreateFields, AlbumDetail, AlbumTrackInput } from '@indiwave/domain/contract/albums';
import { MESSAGES } from '@indiwave/domain/messages';
import { checkTitle } from '@indiwave/domain/rules/form-text';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { applyServerErrors, readErrorMessage } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { ICON_BUTTON } from './icon-button.ts';
import { describeField, FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useSaveAlbum } from '../api/save-album.ts';
import { uploadAudio } from '../api/upload-audio.ts';
import { formatDuration, toTitleFromFileName } from '../../../lib/file-checks.ts';
import { ArtworkField } from '../../../ui/ArtworkField.tsx';
import { AudioPicker } from './AudioPicker.tsx';
import { CheckboxControl, FormSection, PrivacyControl, TextAreaControl, TextControl } from './form-controls.tsx';
import { ReferenceChips } from './ReferenceChips.tsx';
import { UploadProgressBar } from '../../../ui/UploadProgressBar.tsx';
import { ScheduleGuide } from './ScheduleGuide.tsx';

/** The album form's values as the inputs hold them. */
export type AlbumFormValues = {
  title: string;
  language: number[];
  genre: number[];
  description: string;
  tags: string;
  record_label: string;
  label: string;
  version: string;
  privacy: 'public' | 'private' | 'scheduled';
  release_date: string;
  is_downloadable: boolean;
  buylink: string;
  /** Whole rupees as typed; sent in paise. */
  album_price: string;
  /** Sold in the shop as a download (a price without it is shown, not sold). */
  is_digital: boolean;
};

/** A row of the track list: an existing track, or a file uploading or uploaded. */
type TrackRow = {
  key: string;
  title: string;
  titleError?: string;
  slug?: string;
  fileName?: string;
  fraction: number;
  status: 'uploading' | 'done' | 'failed';
  uploadId?: string;
  duration?: number;
  error?: string;
};

const FIELD_NAMES = ['title', 'language', 'genre', 'description', 'tags', 'record_label', 'label', 'version', 'privacy', 'release_date', 'buylink', 'album_price'] as const;

// The form holds some fields as its inputs do (a price as typed); the schema reads them as the server does.
const resolver = lazyZodResolver<AlbumFormValues, AlbumCreateFields>(() =>
  import('@indiwave/domain/contract/albums').then((module) => module.albumCreateFieldsSchema as unknown as z.ZodType<AlbumCreateFields, AlbumFormValues>),
);

function toAlbumFormValues(album?: AlbumDetail): AlbumFormValues {
  return {
    title: album?.title ?? '',
    language: album?.language_id.map((item) => item.id) ?? [],
    genre: album?.genre_id.map((item) => item.id) ?? [],
    description: album?.about_band ?? '',
    tags: album?.tags ?? '',
    record_label: album?.record_label ?? '',
    label: album?.label ?? '',
    version: album?.version ?? '',
    privacy: album?.privacy ?? 'public',
    release_date: album?.release_date ? album.release_date.slice(0, 10) : '',
    is_downloadable: album?.is_downloadable ?? false,
    buylink: album?.buy_link ?? '',
    album_price: album && album.album_price > 0 ? String(album.album_price / 100) : '',
    is_digital: album ? album.is_digital : true,
  };
}

/** Moves an item of a list one place up (-1) or down (+1). */
export function moveItem<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/**
 * The album upload and edit form (spec 2 §3 Album upload): details and artwork, then its
 * tracks — several audio files at once, each uploading with its progress bar, titled and put
 * in order — saved as a draft or published (upload_albums steps 1–3).
 */
export function AlbumForm({ album }: { album?: AlbumDetail }) {
  const formId = useId();
  const navigate = useNavigate();
  const saveAlbum = useSaveAlbum();
  const nextKey = useRef(0);
  const isPublishingRef = useRef(true);
  const [imageId, setImageId] = useState<string | null>(null);
  const [isArtworkBusy, setIsArtworkBusy] = useState(false);
  const [tracksError, setTracksError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [tracks, setTracks] = useState<TrackRow[]>(
    () => album?.music_tracks.map((track) => ({ key: track.slug, title: track.title, slug: track.slug_usersong, fraction: 1, status: 'done' as const, duration: track.duration })) ?? [],
  );
  const isPublished = album?.is_published ?? false;

  const {
    register,
    handleSubmit,
    control,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AlbumFormValues, unknown, AlbumCreateFields>({
    resolver,
    defaultValues: toAlbumFormValues(album),
    mode: 'onTouched',
  });
  const privacy = watch('privacy');
  const ids = (name: string) => `${formId}-${name}`;

  const updateTrack = (key: string, patch: Partial<TrackRow>) => setTracks((rows) => rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const handleFiles = (files: File[]) => {
    setTracksError(null);
    const room = ALBUM_TRACKS_MAX - tracks.length;
    if (files.length > room) setTracksError(MESSAGES.albumTracksMax);
    const rows = files.slice(0, Math.max(0, room)).map((file) => ({ file, row: { key: `new-${nextKey.current++}`, title: toTitleFromFileName(file.name).slice(0, TITLE_MAX), fileName: file.name, fraction: 0, status: 'uploading' as const } }));
    setTracks((current) => [...current, ...rows.map(({ row }) => row)]);
    for (const { file, row } of rows) {
      uploadAudio(file, (progress) => updateTrack(row.key, { fraction: progress.fraction }))
        .then((pending) => updateTrack(row.key, { status: 'done', fraction: 1, uploadId: pending.upload_id, duration: pending.duration }))
        .catch((error: unknown) => updateTrack(row.key, { status: 'failed', fraction: 0, error: readErrorMessage(error) }));
    }
  };

  /** Checks the track list: at least one track, all uploaded, each with a valid title. */
  const checkTracks = (): AlbumTrackInput[] | null => {
    let isValid = true;
    const checked = tracks.map((row) => {
      const titleError = checkTitle(row.title).error;
      if (titleError !== undefined) isValid = false;
      return { ...row, titleError };
    });
    setTracks(checked);
    if (tracks.length === 0) {
      setTracksError(MESSAGES.albumNeedsTracks);
      return null;
    }
    if (tracks.some((row) => row.status !== 'done')) {
      setTracksError(tracks.some((row) => row.status === 'failed') ? MESSAGES.tracksFailed : MESSAGES.tracksStillUploading);
      return null;
    }
    if (!isValid) return null;
    setTracksError(null);
    return tracks.map((row) => (row.slug ? { slug_usersong: row.slug, title: row.title.trim() } : { upload_id: row.uploadId ?? '', title: row.title.trim() }));
  };

  const handleValidSubmit = async (values: AlbumCreateFields) => {
    setFormError(null);
    const trackList = checkTracks();
    if (!trackList) return;
    const fields: AlbumCreateFields = {
      ...values,
      album_price: (values.album_price ?? 0) * 100,
      release_date: values.privacy === 'scheduled' ? values.release_date : null,
      ...(imageId ? { image: imageId } : {}),
    };
    const isPublishing = !isPublished && isPublishingRef.current;
    try {
      const saved = await saveAlbum.mutateAsync({ slug: album?.slug_album, fields, tracks: trackList, isPublishing });
      showToast(isPublishing ? MESSAGES.albumPublished : MESSAGES.albumSaved, 'success', 3000);
      void navigate(`/albums/${saved.slug_album}`);
    } catch (error) {
      const message = applyServerErrors(error, FIELD_NAMES, setError);
      if (message) setFormError(message);
    }
  };

  const isBusy = isSubmitting || isArtworkBusy || tracks.some((row) => row.status === 'uploading');
  const submit = (isPublishing: boolean) => {
    isPublishingRef.current = isPublishing;
  };

  return (
    <form noValidate onSubmit={handleSubmit(handleValidSubmit, () => checkTracks())} className="grid gap-6">
      <FormSection title="Details">
        <ArtworkField label="Album artwork" currentImage={album && !album.images.is_default ? album.images.w250 : null} onUploaded={setImageId} onBusyChange={setIsArtworkBusy} />
        <TextControl id={ids('title')} label="Album title" registration={register('title')} error={errors.title?.message} maxLength={TITLE_MAX + 20} />
        <TextControl id={ids('version')} label="Version" labelNote="optional" hint="For example Deluxe or Remastered." registration={register('version')} error={errors.version?.message} maxLength={TITLE_MAX} />
        <Controller control={control} name="genre" render={({ field, fieldState }) => <ReferenceChips kind="genre" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />} />
        <Controller control={control} name="language" render={({ field, fieldState }) => <ReferenceChips kind="language" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />} />
        <TextAreaControl id={ids('description')} label="Description" labelNote="optional" registration={register('description')} error={errors.description?.message} maxLength={DESCRIPTION_MAX} />
        <TextControl id={ids('tags')} label="Tags" labelNote="optional" hint="Separate tags with commas." registration={register('tags')} error={errors.tags?.message} maxLength={TAGS_MAX} />
        <div className="grid gap-5 md:grid-cols-2">
          <TextControl id={ids('record_label')} label="Record label" labelNote="optional" registration={register('record_label')} error={errors.record_label?.message} maxLength={RECORD_LABEL_MAX} />
          <TextControl id={ids('label')} label="Label line" labelNote="optional" hint="The ℗ / © line." registration={register('label')} error={errors.label?.message} maxLength={RECORD_LABEL_MAX} />
        </div>
      </FormSection>

      <FormSection title="Tracks" description="Upload several audio files at once, give each a title and put them in order.">
        <AudioPicker label="Add tracks" isMultiple onFiles={handleFiles} error={tracksError} />
        {tracks.length > 0 && (
          <ol className="grid gap-3" aria-label="Tracks in order">
            {tracks.map((row, index) => {
              const titleId = `${formId}-track-${row.key}`;
              return (
                <li key={row.key} className="rounded-xl border border-border bg-bg p-3">
                  <div className="flex items-start gap-3">
                    <span className="mt-2.5 w-6 shrink-0 text-right text-sm font-bold text-fg-muted" aria-hidden="true">
                      {index + 1}
                    </span>
                    <div className="min-w-0 flex-1">
                      <label htmlFor={titleId} className="sr-only">
                        Title of track {index + 1}
                      </label>
                      <input
                        id={titleId}
                        className={INPUT_CLASS}
                        value={row.title}
                        maxLength={TITLE_MAX + 20}
                        aria-invalid={row.titleError ? true : undefined}
                        aria-describedby={describeField(titleId, { error: row.titleError })}
                        onChange={(event) => updateTrack(row.key, { title: event.target.value, titleError: undefined })}
                      />
                      {row.titleError && (
                        <p id={`${titleId}-error`} className="mt-1 text-sm font-medium text-danger">
                          {row.titleError}
                        </p>
                      )}
                      {row.fileName && row.status !== 'done' && <UploadProgressBar fraction={row.fraction} label={`Uploading ${row.fileName}`} status={row.status} />}
                      {row.error && <p className="mt-1 text-sm font-medium text-danger">{row.error}</p>}
                      {row.status === 'done' && row.duration !== undefined && <p className="mt-1 text-xs text-fg-muted">{row.slug ? 'Saved' : 'Uploaded'} · {formatDuration(row.duration)}</p>}
                    </div>
                    <div className="flex shrink-0 gap-1">
                      <button type="button" className={ICON_BUTTON} aria-label={`Move track ${index + 1} up`} disabled={index === 0} onClick={() => setTracks((rows) => moveItem(rows, index, -1))}>
                        <ArrowUp aria-hidden size={16} />
                      </button>
                      <button type="button" className={ICON_BUTTON} aria-label={`Move track ${index + 1} down`} disabled={index === tracks.length - 1} onClick={() => setTracks((rows) => moveItem(rows, index, 1))}>
                        <ArrowDown aria-hidden size={16} />
                      </button>
                      <button type="button" className={ICON_BUTTON} aria-label={`Remove track ${index + 1}`} onClick={() => setTracks((rows) => rows.filter((item) => item.key !== row.key))}>
                        <Trash2 aria-hidden size={16} />
                      </button>
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </FormSection>

      <FormSection title="Release">
        <PrivacyControl name={ids('privacy')} registration={register('privacy')} error={errors.privacy?.message} />
        {privacy === 'scheduled' && <TextControl id={ids('release_date')} label="Release date" type="date" registration={register('release_date')} error={errors.release_date?.message} />}
        {privacy === 'scheduled' && <ScheduleGuide />}
        <CheckboxControl id={ids('is_downloadable')} label="Allow free downloads" registration={register('is_downloadable')} />
        <div className="grid gap-5 md:grid-cols-2">
          <TextControl id={ids('buylink')} label="Buy link" labelNote="optional" type="url" placeholder="https://" registration={register('buylink')} error={errors.buylink?.message} maxLength={URL_MAX} />
          <TextControl id={ids('album_price')} label="Price (Rs)" labelNote="optional" inputMode="numeric" registration={register('album_price')} error={errors.album_price?.message} />
        </div>
        <CheckboxControl id={ids('is_digital')} label="Sell as a digital download" hint="With a price, fans buy the album in the cart and download it from My Orders." registration={register('is_digital')} />
      </FormSection>

      <FormAlert message={formError} />
      <div className="flex flex-wrap gap-3">
        {isPublished ? (
          <button type="submit" className={getButtonClass('primary')} disabled={isBusy} onClick={() => submit(false)}>
            {isSubmitting ? 'Saving…' : 'Save changes'}
          </button>
        ) : (
          <>
            <button type="submit" className={getButtonClass('primary')} disabled={isBusy} onClick={() => submit(true)}>
              {isSubmitting ? 'Saving…' : 'Publish album'}
            </button>
            <button type="submit" className={getButtonClass('secondary')} disabled={isBusy} onClick={() => submit(false)}>
              Save draft
            </button>
          </>
        )}
      </div>
    </form>
  );
}
