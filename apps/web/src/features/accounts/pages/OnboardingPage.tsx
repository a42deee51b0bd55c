import { PROFILE_GENRES_MAX } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { ChoiceChips } from '../../../ui/ChoiceChips.tsx';
import { FormAlert } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useGenres } from '../../../lib/reference/get-genres.ts';
import { useLanguages } from '../../../lib/reference/get-languages.ts';
import { usePersonalDetails } from '../api/get-personal-details.ts';
import { useSavePersonalDetails } from '../api/save-personal-details.ts';
import { ArtistsToFollowStep } from '../components/ArtistsToFollowStep.tsx';

const STEPS = ['Genres', 'Languages', 'Artists'] as const;
const ARTISTS_STEP = 2;

/**
 * /on-boarding (spec 2 §7 'Onboarding (genre, language, artists)'): pick the genres and the
 * languages you like. Both are saved with the profile (personal_details: `genre` and
 * `language_ids`), when leaving the languages; then artists of those genres to follow.
 */
export default function OnboardingPage() {
  const navigate = useNavigate();
  const genres = useGenres();
  const languages = useLanguages();
  const details = usePersonalDetails();
  const save = useSavePersonalDetails();
  const [step, setStep] = useState(0);
  const [genreIds, setGenreIds] = useState<number[] | null>(null);
  const [languageIds, setLanguageIds] = useState<number[] | null>(null);
  const [limitError, setLimitError] = useState<string | undefined>();
  const chosenGenres = genreIds ?? details.data?.genre_id.map((genre) => genre.id) ?? [];
  const chosenLanguages = languageIds ?? details.data?.languages.map((language) => language.id) ?? [];

  const handleFinish = () => {
    if (!details.data) return;
    const current = details.data;
    save.mutate(
      {
        fname: current.first_name,
        lname: current.last_name,
        band_name: current.band_name ?? '',
        bio: current.bio ?? '',
        country: current.country_id,
        state: current.state_id,
        city: current.city_id,
        otherCity: current.city_id === null ? (current.other_city ?? '') : '',
        genre: chosenGenres,
        language_ids: chosenLanguages,
      },
      {
        onSuccess: () => {
          showToast(MESSAGES.changesSaved, 'success');
          setStep(ARTISTS_STEP);
        },
      },
    );
  };

  const isLast = step === STEPS.length - 1;
  const isSaveStep = step === ARTISTS_STEP - 1;
  const headings = ['What do you like to hear?', 'Which languages do you listen in?', 'Artists you might like'];
  const intros = [`Pick up to ${PROFILE_GENRES_MAX} genres. We'll bring you more of them.`, 'Pick as many as you like.', 'Follow them to hear about their new releases.'];
  const handleNext = () => {
    if (isLast) void navigate('/what-is-new');
    else if (isSaveStep) handleFinish();
    else setStep(step + 1);
  };
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 md:px-8">
      <p className="text-sm font-semibold tracking-wide text-accent-soft uppercase">
        Step {step + 1} of {STEPS.length}: {STEPS[step]}
      </p>
      <h1 className="mt-2 text-3xl font-bold text-fg">{headings[step]}</h1>
      <p className="mt-2 text-fg-muted">{intros[step]}</p>
      <div className="mt-8 rounded-2xl border border-border bg-surface p-6">
        {step === ARTISTS_STEP ? (
          <ArtistsToFollowStep genreIds={chosenGenres} />
        ) : step === 0 ? (
          genres.isPending || details.isPending ? (
            <p role="status" className="text-fg-muted">
              Loading…
            </p>
          ) : genres.isError || details.isError ? (
            <FormAlert message={readErrorMessage(genres.error ?? details.error)} />
          ) : (
            <ChoiceChips
              legend="Genres"
              isLegendHidden
              options={genres.data}
              value={chosenGenres}
              max={PROFILE_GENRES_MAX}
              error={limitError}
              onLimit={() => setLimitError(MESSAGES.genresMax)}
              onChange={(ids) => {
                setGenreIds(ids);
                setLimitError(undefined);
              }}
            />
          )
        ) : languages.isPending || details.isPending ? (
          <p role="status" className="text-fg-muted">
            Loading…
          </p>
        ) : languages.isError || details.isError ? (
          <FormAlert message={readErrorMessage(languages.error ?? details.error)} />
        ) : (
          <ChoiceChips legend="Languages" isLegendHidden options={languages.data} value={chosenLanguages} onChange={setLanguageIds} />
        )}
      </div>
      {save.isError && (
        <div className="mt-4">
          <FormAlert message={readErrorMessage(save.error)} />
        </div>
      )}
      <div className="mt-6 flex flex-wrap justify-between gap-3">
        <button type="button" className={getButtonClass('ghost')} onClick={() => (step === 0 ? navigate('/what-is-new') : setStep(step - 1))}>
          {step === 0 ? 'Skip for now' : 'Back'}
        </button>
        <button
          type="button"
          className={getButtonClass('primary', 'md', 'min-w-36')}
          disabled={save.isPending || !details.data}
          onClick={handleNext}
        >
          {isLast ? 'Finish' : save.isPending ? 'Saving…' : 'Next'}
        </button>
      </div>
    </div>
  );
}
