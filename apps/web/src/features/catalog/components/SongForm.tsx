import { ARTIST_NAME_MAX, DESCRIPTION_MAX, LYRICS_MAX, RECORD_LABEL_MAX, TAGS_MAX, TITLE_MAX, URL_MAX } from '@indiwave/domain/constants';
import type { SongCreateFields, SongDetail } from '@indiwave/domain/contract/songs';
import { MESSAGES } from '@indiwave/domain/messages';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { applyServerErrors, readErrorMessage } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useMoods } from '../../../lib/reference/get-moods.ts';
import { useSaveSong } from '../api/save-song.ts';
import { uploadAudio, type PendingAudio } from '../api/upload-audio.ts';
import { formatDuration } from '../../../lib/file-checks.ts';
import { ArtworkField } from '../../../ui/ArtworkField.tsx';
import { AudioPicker } from './AudioPicker.tsx';
import { CheckboxControl, FormSection, PrivacyControl, SelectControl, TextAreaControl, TextControl } from './form-controls.tsx';
import { ReferenceChips } from './ReferenceChips.tsx';
import { UploadProgressBar } from '../../../ui/UploadProgressBar.tsx';
import { ScheduleGuide } from './ScheduleGuide.tsx';

/** The song form's values as the inputs hold them (strings, id lists, flags). */
export type SongFormValues = {
  title: string;
  language: number[];
  genre: number[];
  mood: string;
  description: string;
  tags: string;
  composer: string;
  lyricist: string;
  lyrics: string;
  featured_artists: string;
  primaryArtist: string;
  author: string;
  producer: string;
  arranger: string;
  remixer: string;
  production_year: string;
  privacy: 'public' | 'private' | 'scheduled';
  is_downloadable: boolean;
  record_label: string;
  release_date: string;
  other_release_date: string;
  buylink: string;
  /** Whole rupees as typed; sent in paise. */
  price: string;
  presave: boolean;
};

const CREDITS = [
  ['primaryArtist', 'Primary artist'],
  ['featured_artists', 'Featured artists'],
  ['composer', 'Composer'],
  ['lyricist', 'Lyricist'],
  ['author', 'Author'],
  ['producer', 'Producer'],
  ['arranger', 'Arranger'],
  ['remixer', 'Remixer'],
] as const;

const FIELD_NAMES = ['title', 'language', 'genre', 'mood', 'description', 'tags', 'lyrics', 'production_year', 'privacy', 'record_label', 'release_date', 'other_release_date', 'buylink', 'price', ...CREDITS.map(([name]) => name)] as const;

/** 'YYYY-MM-DD' of an ISO time, for a date input. */
function toDateInput(value: string | null): string {
  return value ? value.slice(0, 10) : '';
}

/** The form's starting values: empty for a new song, the song's for an edit. */
export function toSongFormValues(song?: SongDetail): SongFormValues {
  return {
    title: song?.title ?? '',
    language: song?.language.map((item) => item.id) ?? [],
    genre: song?.genre.map((item) => item.id) ?? [],
    mood: song?.mood ? String(song.mood.id) : '',
    description: song?.description ?? '',
    tags: song?.tags ?? '',
    lyrics: song?.lyrics ?? '',
    composer: song?.credits.composer ?? '',
    lyricist: song?.credits.lyricist ?? '',
    featured_artists: song?.credits.featured_artists ?? '',
    primaryArtist: song?.credits.primaryArtist ?? '',
    author: song?.credits.author ?? '',
    producer: song?.credits.producer ?? '',
    arranger: song?.credits.arranger ?? '',
    remixer: song?.credits.remixer ?? '',
    production_year: song?.production_year ? String(song.production_year) : '',
    privacy: song?.privacy ?? 'public',
    is_downloadable: song?.is_downloadable ?? false,
    record_label: song?.record_label ?? '',
    release_date: toDateInput(song?.release_date ?? null),
    other_release_date: toDateInput(song?.other_release_date ?? null),
    buylink: song?.buylink ?? '',
    price: song && song.price > 0 ? String(song.price / 100) : '',
    presave: song?.presave ?? false,
  };
}

type AudioState = { file: File; fraction: number; status: 'uploading' | 'done' | 'failed'; pending?: PendingAudio };

// The form holds some fields as its inputs do (a price as typed); the schema reads them as the server does.
const resolver = lazyZodResolver<SongFormValues, SongCreateFields>(() =>
  import('@indiwave/domain/contract/songs').then((module) => module.songCreateFieldsSchema as unknown as z.ZodType<SongCreateFields, SongFormValues>),
);

type SongFormProps = {
  song?: SongDetail;
  /** The opportunity this upload is for (/upload/song?for_opp={slug}): saved with for_opp, then back to its apply page. */
  forOpportunity?: string | null;
};

/**
 * The song upload and edit form (spec 2 §3 Song upload): the audio uploads as soon as it is
 * chosen, with a progress bar; artwork likewise; then the details go with the pending ids.
 * Validation is the contract's own schema, so the messages are the server's.
 */
export function SongForm({ song, forOpportunity }: SongFormProps) {
  const formId = useId();
  const navigate = useNavigate();
  const moods = useMoods();
  const saveSong = useSaveSong();
  const [audio, setAudio] = useState<AudioState | null>(null);
  const [audioError, setAudioError] = useState<string | null>(null);
  const [imageId, setImageId] = useState<string | null>(null);
  const [isArtworkBusy, setIsArtworkBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const isEdit = Boolean(song);

  const {
    register,
    handleSubmit,
    control,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SongFormValues, unknown, SongCreateFields>({
    resolver,
    defaultValues: toSongFormValues(song),
    mode: 'onTouched',
  });
  const privacy = watch('privacy');
  const ids = (name: string) => `${formId}-${name}`;

  const handleAudio = async ([file]: File[]) => {
    setAudioError(null);
    setAudio({ file, fraction: 0, status: 'uploading' });
    try {
      const pending = await uploadAudio(file, (progress) => setAudio({ file, fraction: progress.fraction, status: 'uploading' }));
      setAudio({ file, fraction: 1, status: 'done', pending });
    } catch (error) {
      setAudio({ file, fraction: 0, status: 'failed' });
      setAudioError(readErrorMessage(error));
    }
  };

  const handleValidSubmit = async (values: SongCreateFields) => {
    setFormError(null);
    if (!isEdit && !audio?.pending) {
      setAudioError(audio?.status === 'uploading' ? null : MESSAGES.audioRequired);
      return;
    }
    const fields: SongCreateFields = {
      ...values,
      price: (values.price ?? 0) * 100,
      release_date: values.privacy === 'scheduled' ? values.release_date : null,
      ...(imageId ? { image: imageId } : {}),
      ...(forOpportunity ? { for_opp: true } : {}),
    };
    try {
      const saved =
        song
          ? await saveSong.mutateAsync({ mode: 'edit', slug: song.slug_usersong, fields: { ...fields, ...(audio?.pending ? { upload_id: audio.pending.upload_id } : {}) } })
          : await saveSong.mutateAsync({ mode: 'create', uploadId: audio?.pending?.upload_id ?? '', fields });
      showToast(MESSAGES.songSaved, 'success', 3000);
      void navigate(forOpportunity ? `/opportunities/${encodeURIComponent(forOpportunity)}/apply` : `/songs/${saved.slug_usersong}`);
    } catch (error) {
      const message = applyServerErrors(error, FIELD_NAMES, setError);
      if (message) setFormError(message);
    }
  };

  const isBusy = isSubmitting || audio?.status === 'uploading' || isArtworkBusy;

  return (
    <form noValidate onSubmit={handleSubmit(handleValidSubmit)} className="grid gap-6">
      <FormSection title="Audio" description={isEdit ? 'Choose a new file only to replace the audio.' : undefined}>
        <AudioPicker label={audio ? 'Choose another file' : isEdit ? 'Replace the audio file' : 'Choose your song'} onFiles={(files) => void handleAudio(files)} error={audioError} isDisabled={audio?.status === 'uploading'} />
        {audio && (
          <div>
            <UploadProgressBar fraction={audio.fraction} label={`Uploading ${audio.file.name}`} status={audio.status} />
            {audio.pending && <p className="mt-1 text-xs text-fg-muted">Duration {formatDuration(audio.pending.duration)} · {audio.pending.format.toUpperCase()}</p>}
          </div>
        )}
      </FormSection>

      <FormSection title="Details">
        <ArtworkField currentImage={song && !song.images.is_default ? song.images.w250 : null} onUploaded={setImageId} onBusyChange={setIsArtworkBusy} />
        <TextControl id={ids('title')} label="Title" registration={register('title')} error={errors.title?.message} maxLength={TITLE_MAX + 20} />
        <Controller
          control={control}
          name="genre"
          render={({ field, fieldState }) => <ReferenceChips kind="genre" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
        />
        <Controller
          control={control}
          name="language"
          render={({ field, fieldState }) => <ReferenceChips kind="language" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
        />
        <SelectControl id={ids('mood')} label="Mood" registration={register('mood')} options={moods.data ?? []} emptyLabel="No mood" error={errors.mood?.message} />
        <TextAreaControl id={ids('description')} label="Description" labelNote="optional" registration={register('description')} error={errors.description?.message} maxLength={DESCRIPTION_MAX} />
        <TextControl id={ids('tags')} label="Tags" labelNote="optional" hint="Separate tags with commas." registration={register('tags')} error={errors.tags?.message} maxLength={TAGS_MAX} />
        <TextAreaControl id={ids('lyrics')} label="Lyrics" labelNote="optional" rows={6} registration={register('lyrics')} error={errors.lyrics?.message} maxLength={LYRICS_MAX} />
      </FormSection>

      <FormSection title="Credits" description="Names as they should be credited; optional.">
        <div className="grid gap-5 md:grid-cols-2">
          {CREDITS.map(([name, label]) => (
            <TextControl key={name} id={ids(name)} label={label} registration={register(name)} error={errors[name]?.message} maxLength={ARTIST_NAME_MAX + 20} />
          ))}
          <TextControl id={ids('record_label')} label="Record label" registration={register('record_label')} error={errors.record_label?.message} maxLength={RECORD_LABEL_MAX} />
          <TextControl id={ids('production_year')} label="Production year" inputMode="numeric" registration={register('production_year')} error={errors.production_year?.message} maxLength={4} />
        </div>
      </FormSection>

      <FormSection title="Release">
        <PrivacyControl name={ids('privacy')} registration={register('privacy')} error={errors.privacy?.message} />
        {privacy === 'scheduled' && (
          <>
            <TextControl id={ids('release_date')} label="Release date" type="date" registration={register('release_date')} error={errors.release_date?.message} />
            <ScheduleGuide />
            <CheckboxControl id={ids('presave')} label="Offer pre-save" hint="Fans can pre-save it before the release date." registration={register('presave')} />
          </>
        )}
        <TextControl id={ids('other_release_date')} label="Originally released on" labelNote="optional" type="date" registration={register('other_release_date')} error={errors.other_release_date?.message} />
        <CheckboxControl id={ids('is_downloadable')} label="Allow free downloads" registration={register('is_downloadable')} />
        <div className="grid gap-5 md:grid-cols-2">
          <TextControl id={ids('buylink')} label="Buy link" labelNote="optional" type="url" placeholder="https://" registration={register('buylink')} error={errors.buylink?.message} maxLength={URL_MAX} />
          <TextControl id={ids('price')} label="Price (Rs)" labelNote="optional" inputMode="numeric" registration={register('price')} error={errors.price?.message} />
        </div>
      </FormSection>

      <FormAlert message={formError} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={getButtonClass('primary')} disabled={isBusy}>
          {isSubmitting ? 'Saving…' : isEdit ? 'Save changes' : 'Upload song'}
        </button>
      </div>
    </form>
  );
}
