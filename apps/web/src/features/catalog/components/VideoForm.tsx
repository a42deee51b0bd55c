import { TAGS_MAX, TITLE_MAX, USER_MESSAGE_MAX } from '@indiwave/domain/constants';
import type { VideoCreateFields, VideoDetail } from '@indiwave/domain/contract/videos';
import { MESSAGES } from '@indiwave/domain/messages';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useMoods } from '../../../lib/reference/get-moods.ts';
import { useSongsList } from '../api/get-songs-list.ts';
import { useSaveVideo } from '../api/save-video.ts';
import { CheckboxControl, FormSection, SelectControl, TextAreaControl, TextControl } from './form-controls.tsx';
import { ReferenceChips } from './ReferenceChips.tsx';
import { YoutubeUrlField } from './YoutubeUrlField.tsx';

/** The video form's values as the inputs hold them. */
export type VideoFormValues = {
  youtube_url: string;
  title: string;
  language: number[];
  genre: number[];
  mood: string;
  tags: string;
  /** 'true' public, 'false' private (radio values). */
  is_public: 'true' | 'false';
  is_submit_tv: boolean;
  video_released: boolean;
  cbfc_certificate: boolean;
  track_embedded: boolean;
  track_released: boolean;
  is_submit_website: boolean;
  usermessage: string;
  slug_usersong: string;
};
// The form holds some fields as its inputs do; the schema reads them as the server does.
const resolver = lazyZodResolver<VideoFormValues, VideoCreateFields>(() =>
  import('@indiwave/domain/contract/videos').then((module) => module.videoCreateSchema as unknown as z.ZodType<VideoCreateFields, VideoFormValues>),
);

const FIELD_NAMES = ['youtube_url', 'title', 'language', 'genre', 'mood', 'tags', 'usermessage', 'slug_usersong'] as const;

const FLAGS = [
  ['is_submit_website', 'Show it on the website'],
  ['is_submit_tv', 'Submit it to the TV channel'],
  ['video_released', 'The video is already released elsewhere'],
  ['cbfc_certificate', 'It has a CBFC certificate'],
  ['track_embedded', 'One of my tracks is in the video'],
  ['track_released', 'That track is released'],
] as const;

function toVideoFormValues(video?: VideoDetail): VideoFormValues {
  return {
    youtube_url: video?.youtube_url ?? '',
    title: video?.title ?? '',
    language: video?.language.map((item) => item.id) ?? [],
    genre: video?.genre.map((item) => item.id) ?? [],
    mood: video?.mood ? String(video.mood.id) : '',
    tags: video?.tags ?? '',
    is_public: video && !video.is_public ? 'false' : 'true',
    is_submit_tv: video?.is_submit_tv ?? false,
    video_released: video?.video_released ?? false,
    cbfc_certificate: video?.cbfc_certificate ?? false,
    track_embedded: video?.track_embedded ?? false,
    track_released: video?.track_released ?? false,
    is_submit_website: video?.is_submit_website ?? true,
    usermessage: video?.usermessage ?? '',
    slug_usersong: video?.song?.slug_usersong ?? '',
  };
}

/** The video form (spec 2 §3 Video upload): a YouTube address with its id read live, and the details. */
export function VideoForm({ video }: { video?: VideoDetail }) {
  const formId = useId();
  const navigate = useNavigate();
  const moods = useMoods();
  const songs = useSongsList('song');
  const saveVideo = useSaveVideo();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<VideoFormValues, unknown, VideoCreateFields>({
    resolver,
    defaultValues: toVideoFormValues(video),
    mode: 'onTouched',
  });
  const ids = (name: string) => `${formId}-${name}`;
  const songOptions = (songs.data?.results ?? []).filter((item) => item.type === 'song').map((item) => ({ value: item.slug, label: item.title }));

  const handleValidSubmit = async (fields: VideoCreateFields) => {
    setFormError(null);
    try {
      const saved = video ? await saveVideo.mutateAsync({ mode: 'edit', slug: video.slug_uservideo, fields }) : await saveVideo.mutateAsync({ mode: 'create', fields });
      showToast(MESSAGES.videoSaved, 'success', 3000);
      void navigate(`/video-songs/${saved.slug_uservideo}`);
    } catch (error) {
      const message = applyServerErrors(error, FIELD_NAMES, setError);
      if (message) setFormError(message);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(handleValidSubmit)} className="grid gap-6">
      <FormSection title="Video">
        <YoutubeUrlField id={ids('youtube_url')} registration={register('youtube_url')} value={watch('youtube_url')} error={errors.youtube_url?.message} />
        <TextControl id={ids('title')} label="Title" registration={register('title')} error={errors.title?.message} maxLength={TITLE_MAX + 20} />
        <Controller control={control} name="genre" render={({ field, fieldState }) => <ReferenceChips kind="genre" isOptional value={field.value} onChange={field.onChange} error={fieldState.error?.message} />} />
        <Controller control={control} name="language" render={({ field, fieldState }) => <ReferenceChips kind="language" isOptional value={field.value} onChange={field.onChange} error={fieldState.error?.message} />} />
        <SelectControl id={ids('mood')} label="Mood" registration={register('mood')} options={moods.data ?? []} emptyLabel="No mood" error={errors.mood?.message} />
        <TextControl id={ids('tags')} label="Tags" labelNote="optional" hint="Separate tags with commas." registration={register('tags')} error={errors.tags?.message} maxLength={TAGS_MAX} />
        {songOptions.length > 0 && (
          <div>
            <label htmlFor={ids('slug_usersong')} className="mb-1.5 block text-sm font-medium text-fg">
              Video of one of your songs <span className="text-xs font-normal text-fg-muted">optional</span>
            </label>
            <select id={ids('slug_usersong')} className="block w-full rounded-xl border border-border-strong bg-bg px-4 py-2.5 text-fg" {...register('slug_usersong')}>
              <option value="">None</option>
              {songOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        )}
      </FormSection>

      <FormSection title="Publishing">
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-fg">Privacy</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {[
              ['true', 'Public', 'Everyone can watch it.'],
              ['false', 'Private', 'Only you can see it.'],
            ].map(([value, label, hint]) => (
              <label key={value} className="flex cursor-pointer items-start gap-2 rounded-xl border border-border-strong p-3 has-[:checked]:border-accent has-[:checked]:bg-accent/15 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus">
                <input type="radio" value={value} className="mt-1 accent-accent" {...register('is_public')} />
                <span>
                  <span className="block text-sm font-semibold text-fg">{label}</span>
                  <span className="block text-xs text-fg-muted">{hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-3">
          {FLAGS.map(([name, label]) => (
            <CheckboxControl key={name} id={ids(name)} label={label} registration={register(name)} />
          ))}
        </div>
        <TextAreaControl id={ids('usermessage')} label="A note to the team" labelNote="optional" registration={register('usermessage')} error={errors.usermessage?.message} maxLength={USER_MESSAGE_MAX} rows={3} />
      </FormSection>

      <FormAlert message={formError} />
      <div>
        <button type="submit" className={getButtonClass('primary')} disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : video ? 'Save changes' : 'Add video'}
        </button>
      </div>
    </form>
  );
}
