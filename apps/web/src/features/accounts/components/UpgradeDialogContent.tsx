import { zodResolver } from '@hookform/resolvers/zod';
import { DIALOG_MOBILE_DIGITS, NAME_MAX, PROFILE_GENRES_MAX, SKILLS_MAX, USERNAME_MAX } from '@indiwave/domain/constants';
import { listenerToArtistSchema } from '@indiwave/domain/contract/account-settings';
import { otherCitySchema } from '@indiwave/domain/contract/registration';
import { MESSAGES } from '@indiwave/domain/messages';
import { Sparkles } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { closeAccountDialog, endAuthFlow, type UpgradeFrom } from '../../../lib/account-dialogs.ts';
import { blockNonDigitKeys, keepDigits } from '../../../lib/digits.ts';
import { applyServerErrors, readErrorMessage } from '../../../lib/form-errors.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { ChoiceChips } from '../../../ui/ChoiceChips.tsx';
import { describeField, Field, FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useArtistCategories } from '../../../lib/reference/get-artist-categories.ts';
import { useGenres } from '../../../lib/reference/get-genres.ts';
import { OTHER_CITY, PlaceFields, type PlaceValue } from '../../../ui/PlaceFields.tsx';
import { useUsernameAvailability } from '../api/check-username.ts';
import { useUpgradeToArtist } from '../api/listener-to-artist.ts';

/** The dashboard, where a new artist lands with its tab active (spec 2 §4). */
const DASHBOARD_PATH = '/mydashboard';

/**
 * The upgrade form (spec 2 §3 Upgrade form, §5.4): the contract's fields, with the type
 * Artist/Band required ('Please select one') and the place held as the lists hold it.
 */
export const upgradeFormSchema = listenerToArtistSchema
  .omit({ is_type: true, country: true, state: true, city: true, otherCity: true })
  .extend({
    is_type: z.enum(['Artist', 'Band'], { error: MESSAGES.selectOne }),
    country: z.string(),
    state: z.string(),
    city: z.string(),
    otherCity: otherCitySchema,
  })
  .superRefine((value, ctx) => {
    if (value.city === OTHER_CITY && value.otherCity === '') ctx.addIssue({ code: 'custom', path: ['otherCity'], message: MESSAGES.otherCityRequired });
  });
type UpgradeInput = z.input<typeof upgradeFormSchema>;
type UpgradeOutput = z.output<typeof upgradeFormSchema>;

const FIELDS = ['fname', 'username', 'mobile', 'email', 'is_type', 'artistType', 'genre', 'country', 'state', 'city', 'otherCity'] as const;

const INTRO: Record<UpgradeFrom, string> = {
  opp: 'Opportunities are for artists and bands. Set up your artist profile to apply.',
  upload: 'Uploading music is for artists and bands. Set up your artist profile to start.',
  settings: 'Release, promote and get paid for your music with an artist profile.',
  register: 'Make music too? Set up your artist profile now, or skip and start listening.',
};

/** A place id of the session as the lists hold it. */
function toText(id: number | null | undefined): string {
  return id ? String(id) : '';
}

/**
 * The Upgrade to Artist Profile dialog (spec 2 §2.1, §4, §5.4): name, username, a 10-digit
 * mobile (digits only as typed), e-mail, Artist or Band, artist types, genres and place. On
 * success the account is an Artist (status 1) and the dashboard opens.
 */
export function UpgradeDialogContent({ from }: { from: UpgradeFrom }) {
  const user = useSessionUser();
  const formId = useId();
  const navigate = useNavigate();
  const upgrade = useUpgradeToArtist();
  const categories = useArtistCategories();
  const genres = useGenres();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setError,
    clearErrors,
    setValue,
    watch,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<UpgradeInput, unknown, UpgradeOutput>({
    resolver: zodResolver(upgradeFormSchema),
    defaultValues: {
      fname: [user?.fname, user?.lname].filter(Boolean).join(' '),
      lname: '',
      username: user?.slug ?? '',
      mobile: user?.mobile && user.mobile.length === DIALOG_MOBILE_DIGITS ? user.mobile : '',
      email: user?.email ?? '',
      artistType: [],
      genre: [],
      country: toText(user?.placeIds?.country),
      state: toText(user?.placeIds?.state),
      city: toText(user?.placeIds?.city) || (user?.city && user.placeIds?.state ? OTHER_CITY : ''),
      otherCity: user?.placeIds?.city ? '' : (user?.city ?? ''),
    },
  });
  const username = watch('username') ?? '';
  const availability = useUsernameAvailability(username);
  const isUsernameTaken = availability.result?.isTaken === true;
  const usernameError = errors.username?.message ?? (isUsernameTaken ? MESSAGES.usernameTaken : undefined);
  const place: PlaceValue = { country: watch('country') ?? '', state: watch('state') ?? '', city: watch('city') ?? '', otherCity: watch('otherCity') ?? '' };

  const ids = Object.fromEntries(FIELDS.map((name) => [name, `${formId}-${name}`])) as Record<(typeof FIELDS)[number], string>;

  const handleValid = async (values: UpgradeOutput) => {
    setFormError(null);
    if (isUsernameTaken) return;
    const isOther = values.city === OTHER_CITY;
    try {
      await upgrade.mutateAsync({
        ...values,
        country: values.country || null,
        state: values.state || null,
        city: isOther ? null : values.city || null,
        otherCity: isOther ? values.otherCity : '',
      });
      showToast('Welcome to your artist profile!', 'success');
      closeAccountDialog();
      endAuthFlow();
      void navigate(DASHBOARD_PATH);
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(handleValid)}>
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-accent/20 text-accent-soft">
          <Sparkles aria-hidden size={22} />
        </span>
        <div>
          <Dialog.Title className="text-xl font-bold text-fg">Upgrade to Artist Profile</Dialog.Title>
          <p className="mt-1 text-sm text-fg-muted">{INTRO[from]}</p>
        </div>
      </div>

      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <Field id={ids.fname} label="Artist / band name" error={errors.fname?.message} className="md:col-span-2">
          <input
            id={ids.fname}
            type="text"
            maxLength={NAME_MAX}
            autoComplete="nickname"
            aria-invalid={errors.fname ? true : undefined}
            aria-describedby={describeField(ids.fname, { error: errors.fname?.message })}
            className={INPUT_CLASS}
            {...register('fname')}
          />
        </Field>
        <fieldset className="md:col-span-2" aria-describedby={errors.is_type ? `${ids.is_type}-error` : undefined}>
          <legend className="mb-2 text-sm font-medium text-fg">You are</legend>
          <div className="flex gap-3">
            {(['Artist', 'Band'] as const).map((type) => (
              <label
                key={type}
                className="flex flex-1 cursor-pointer items-center gap-2 rounded-xl border border-border-strong px-4 py-2.5 text-sm font-medium has-[:checked]:border-accent has-[:checked]:bg-accent/15"
              >
                <input type="radio" value={type} className="size-4 accent-accent" {...register('is_type')} />
                {type === 'Artist' ? 'An artist' : 'A band'}
              </label>
            ))}
          </div>
          {errors.is_type?.message && (
            <p id={`${ids.is_type}-error`} className="mt-1.5 text-sm font-medium text-danger">
              {errors.is_type.message}
            </p>
          )}
        </fieldset>
        <Field id={ids.username} label="Username" error={usernameError} hint={username.trim() ? `Your e-Press Kit: /${username.trim().toLowerCase()}` : undefined}>
          <input
            id={ids.username}
            type="text"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={USERNAME_MAX}
            aria-invalid={usernameError ? true : undefined}
            aria-describedby={describeField(ids.username, { error: usernameError, hint: Boolean(username.trim()) })}
            className={INPUT_CLASS}
            {...register('username')}
          />
          {isUsernameTaken && availability.result?.suggest && (
            <p className="mt-1.5 text-sm text-fg-muted">
              Suggestion:{' '}
              <button
                type="button"
                className="font-semibold text-accent-soft underline underline-offset-4 hover:text-fg"
                onClick={() => setValue('username', availability.result?.suggest ?? '', { shouldValidate: true })}
              >
                {availability.result.suggest}
              </button>
            </p>
          )}
        </Field>
        <Field id={ids.mobile} label="Mobile" error={errors.mobile?.message}>
          <Controller
            control={control}
            name="mobile"
            render={({ field }) => (
              <input
                id={ids.mobile}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={DIALOG_MOBILE_DIGITS}
                aria-invalid={errors.mobile ? true : undefined}
                aria-describedby={describeField(ids.mobile, { error: errors.mobile?.message })}
                className={INPUT_CLASS}
                name={field.name}
                ref={field.ref}
                value={field.value ?? ''}
                onBlur={field.onBlur}
                onKeyDown={blockNonDigitKeys}
                onChange={(event) => field.onChange(keepDigits(event.target.value, DIALOG_MOBILE_DIGITS))}
              />
            )}
          />
        </Field>
        <Field id={ids.email} label="Email" error={errors.email?.message} className="md:col-span-2">
          <input
            id={ids.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describeField(ids.email, { error: errors.email?.message })}
            className={INPUT_CLASS}
            {...register('email')}
          />
        </Field>
        <div className="md:col-span-2">
          <Controller
            control={control}
            name="artistType"
            render={({ field }) =>
              categories.isError ? (
                <FormAlert message={readErrorMessage(categories.error)} />
              ) : (
                <ChoiceChips
                  legend="Your skills or areas of interest"
                  hint={`Pick up to ${SKILLS_MAX}.`}
                  options={categories.data ?? []}
                  value={(field.value ?? []).map(Number)}
                  max={SKILLS_MAX}
                  error={errors.artistType?.message ?? errors.artistType?.root?.message}
                  onLimit={() => setError('artistType', { type: 'max', message: MESSAGES.skillsMax })}
                  onChange={(idsChosen) => {
                    field.onChange(idsChosen);
                    clearErrors('artistType');
                  }}
                />
              )
            }
          />
        </div>
        <div className="md:col-span-2">
          <Controller
            control={control}
            name="genre"
            render={({ field }) => (
              <ChoiceChips
                legend="Genres"
                hint={`Optional, up to ${PROFILE_GENRES_MAX}.`}
                options={genres.data ?? []}
                value={(field.value ?? []).map(Number)}
                max={PROFILE_GENRES_MAX}
                error={errors.genre?.message}
                onLimit={() => setError('genre', { type: 'max', message: MESSAGES.genresMax })}
                onChange={(idsChosen) => {
                  field.onChange(idsChosen);
                  clearErrors('genre');
                }}
              />
            )}
          />
        </div>
        <div className="md:col-span-2">
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
        </div>
      </div>
      <div className="mt-5">
        <FormAlert message={formError} />
      </div>
      <div className="mt-5 flex flex-col-reverse gap-3 md:flex-row md:justify-end">
        <Dialog.Close className={getButtonClass('secondary')}>Not now</Dialog.Close>
        <button type="submit" disabled={isSubmitting} className={getButtonClass('primary', 'md', 'md:min-w-48')}>
          {isSubmitting ? 'Upgrading…' : 'Upgrade to Artist'}
        </button>
      </div>
    </form>
  );
}
