import { BIO_MAX, NAME_MAX, PROFILE_GENRES_MAX } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { ChoiceChips } from '../../../ui/ChoiceChips.tsx';
import { describeField, Field, FormAlert, FormSuccess, INPUT_CLASS } from '../../../ui/Field.tsx';
import { useGenres } from '../../../lib/reference/get-genres.ts';
import { useLanguages } from '../../../lib/reference/get-languages.ts';
import { OTHER_CITY, PlaceFields, type PlaceValue } from '../../../ui/PlaceFields.tsx';
import type { getPersonalDetails } from '../api/get-personal-details.ts';
import { useSavePersonalDetails } from '../api/save-personal-details.ts';
import type { personalFormSchema } from './settings-form-schemas.ts';
import { SettingsSection } from './SettingsSection.tsx';

type PersonalDetails = Awaited<ReturnType<typeof getPersonalDetails>>;

type PersonalInput = z.input<typeof personalFormSchema>;
type PersonalOutput = z.output<typeof personalFormSchema>;
const resolver = lazyZodResolver<PersonalInput, PersonalOutput>(() => import('./settings-form-schemas.ts').then((module) => module.personalFormSchema));

const FIELDS = ['fname', 'lname', 'band_name', 'bio', 'country', 'state', 'city', 'otherCity', 'genre', 'language_ids'] as const;

/** The saved details as the form's starting values. */
export function toPersonalFormValues(details: PersonalDetails): PersonalInput {
  const isOther = details.city_id === null && Boolean(details.other_city);
  return {
    fname: details.first_name,
    lname: details.last_name,
    band_name: details.band_name ?? '',
    bio: details.bio ?? '',
    country: details.country_id ? String(details.country_id) : '',
    state: details.state_id ? String(details.state_id) : '',
    city: isOther ? OTHER_CITY : details.city_id ? String(details.city_id) : '',
    otherCity: isOther ? (details.other_city ?? '') : '',
    genre: details.genre_id.map((genre) => genre.id),
    language_ids: details.languages.map((language) => language.id),
  };
}

/** Names, band name, bio, place, genres and preferred languages (spec 2 §7 personal_details). */
export function PersonalDetailsSection({ details, isArtist }: { details: PersonalDetails; isArtist: boolean }) {
  const formId = useId();
  const save = useSavePersonalDetails();
  const genres = useGenres();
  const languages = useLanguages();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setError,
    clearErrors,
    setValue,
    watch,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<PersonalInput, unknown, PersonalOutput>({
    resolver,
    defaultValues: toPersonalFormValues(details),
  });
  const bioLength = watch('bio')?.length ?? 0;
  const place: PlaceValue = { country: watch('country') ?? '', state: watch('state') ?? '', city: watch('city') ?? '', otherCity: watch('otherCity') ?? '' };
  const ids = Object.fromEntries(FIELDS.map((name) => [name, `${formId}-${name}`])) as Record<(typeof FIELDS)[number], string>;

  const handleValid = async (values: PersonalOutput) => {
    setFormError(null);
    setSaved(null);
    const isOther = values.city === OTHER_CITY;
    try {
      const reply = await save.mutateAsync({
        ...values,
        country: values.country || null,
        state: values.state || null,
        city: isOther ? null : values.city || null,
        otherCity: isOther ? values.otherCity : '',
      });
      setSaved(reply.message ?? MESSAGES.changesSaved);
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError));
    }
  };

  return (
    <SettingsSection id="personal" title="Personal details" description="How you appear on your e-Press Kit and across the site.">
      <form noValidate onSubmit={handleSubmit(handleValid)} className="grid gap-5">
        <div className="grid gap-4 md:grid-cols-2">
          <Field id={ids.fname} label={isArtist ? 'Artist / stage name' : 'First name'} error={errors.fname?.message}>
            <input
              id={ids.fname}
              type="text"
              maxLength={NAME_MAX}
              autoComplete={isArtist ? 'nickname' : 'given-name'}
              aria-invalid={errors.fname ? true : undefined}
              aria-describedby={describeField(ids.fname, { error: errors.fname?.message })}
              className={INPUT_CLASS}
              {...register('fname')}
            />
          </Field>
          <Field id={ids.lname} label="Last name" labelNote="optional" error={errors.lname?.message}>
            <input
              id={ids.lname}
              type="text"
              maxLength={NAME_MAX}
              autoComplete="family-name"
              aria-invalid={errors.lname ? true : undefined}
              aria-describedby={describeField(ids.lname, { error: errors.lname?.message })}
              className={INPUT_CLASS}
              {...register('lname')}
            />
          </Field>
          {isArtist && (
            <Field id={ids.band_name} label="Band name" labelNote="optional" error={errors.band_name?.message} className="md:col-span-2">
              <input
                id={ids.band_name}
                type="text"
                maxLength={NAME_MAX}
                aria-invalid={errors.band_name ? true : undefined}
                aria-describedby={describeField(ids.band_name, { error: errors.band_name?.message })}
                className={INPUT_CLASS}
                {...register('band_name')}
              />
            </Field>
          )}
          <Field
            id={ids.bio}
            label="Bio"
            labelNote={`${bioLength} / ${BIO_MAX}`}
            error={errors.bio?.message}
            hint="A few lines about you and your music."
            className="md:col-span-2"
          >
            <textarea
              id={ids.bio}
              rows={5}
              maxLength={BIO_MAX}
              aria-invalid={errors.bio ? true : undefined}
              aria-describedby={describeField(ids.bio, { error: errors.bio?.message, hint: true })}
              className={`${INPUT_CLASS} resize-y`}
              {...register('bio')}
            />
          </Field>
        </div>
        <PlaceFields
          idPrefix={formId}
          isOptional
          value={place}
          errors={{ country: errors.country?.message, state: errors.state?.message, city: errors.city?.message, otherCity: errors.otherCity?.message }}
          onChange={(patch) => {
            for (const [name, value] of Object.entries(patch) as [keyof PlaceValue, string][]) {
              setValue(name, value, { shouldValidate: isSubmitted, shouldDirty: true });
            }
          }}
        />
        <Controller
          control={control}
          name="genre"
          render={({ field }) => (
            <ChoiceChips
              legend="Genres"
              hint={`Up to ${PROFILE_GENRES_MAX}.`}
              options={genres.data ?? []}
              value={(field.value ?? []).map(Number)}
              max={PROFILE_GENRES_MAX}
              error={errors.genre?.message}
              onLimit={() => setError('genre', { type: 'max', message: MESSAGES.genresMax })}
              onChange={(chosen) => {
                field.onChange(chosen);
                clearErrors('genre');
              }}
            />
          )}
        />
        <Controller
          control={control}
          name="language_ids"
          render={({ field }) => (
            <ChoiceChips
              legend="Languages"
              hint="The languages you listen in."
              options={languages.data ?? []}
              value={(field.value ?? []).map(Number)}
              error={errors.language_ids?.message}
              onChange={(chosen) => {
                field.onChange(chosen);
                clearErrors('language_ids');
              }}
            />
          )}
        />
        <FormAlert message={formError} />
        <FormSuccess message={saved} />
        <div>
          <button type="submit" disabled={isSubmitting} className={getButtonClass('primary')}>
            {isSubmitting ? 'Saving…' : 'Save details'}
          </button>
        </div>
      </form>
    </SettingsSection>
  );
}
