import { SKILLS_MAX } from '@indiwave/domain/constants';
import { REGISTRATION_STEP, artistTypeFormSchema } from '@indiwave/domain/contract/registration';
import { MESSAGES } from '@indiwave/domain/messages';
import { useState, type FormEvent } from 'react';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { ChoiceChips } from '../../../ui/ChoiceChips.tsx';
import { FormAlert } from '../../../ui/Field.tsx';
import { useArtistCategories } from '../../../lib/reference/get-artist-categories.ts';
import { storeSessionReply } from '../api/store-session-reply.ts';
import { useSaveRegistrationStep } from '../api/save-registration-step.ts';

type SkillsStepFormProps = { onSaved: () => void; onSkip: () => void };

/**
 * Register step 3, 'Great, tell us bit more about you' (spec 2 §2.1, §5.1): one to three artist
 * categories. A fourth pick is refused with 'You can only select 3'; none with 'Please choose
 * atleast one option.'. Skip goes on without saving (READING: to Verify Email).
 */
export function SkillsStepForm({ onSaved, onSkip }: SkillsStepFormProps) {
  const categories = useArtistCategories();
  const save = useSaveRegistrationStep();
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = artistTypeFormSchema.safeParse({ artistType: chosen });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.skillsMin);
      return;
    }
    try {
      const reply = await save.mutateAsync({ formType: REGISTRATION_STEP.skills, formData: parsed.data });
      storeSessionReply(reply);
      onSaved();
    } catch (caught) {
      const fieldMessage = caught instanceof ApiError ? caught.fields?.artistType : undefined;
      if (fieldMessage) setError(fieldMessage);
      else setFormError(readErrorMessage(caught));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-5">
      {categories.isPending ? (
        <p role="status" className="text-sm text-fg-muted">
          Loading…
        </p>
      ) : categories.isError ? (
        <FormAlert message={readErrorMessage(categories.error)} />
      ) : (
        <ChoiceChips
          legend="Skills or areas of interest"
          hint={`Pick up to ${SKILLS_MAX}.`}
          options={categories.data}
          value={chosen}
          max={SKILLS_MAX}
          error={error}
          onLimit={() => setError(MESSAGES.skillsMax)}
          onChange={(ids) => {
            setChosen(ids);
            setError(undefined);
          }}
        />
      )}
      <FormAlert message={formError} />
      <div className="flex flex-col-reverse gap-3 md:flex-row md:justify-end">
        <button type="button" className={getButtonClass('secondary', 'md')} onClick={onSkip}>
          Skip
        </button>
        <button type="submit" disabled={save.isPending} className={getButtonClass('primary', 'md', 'md:min-w-40')}>
          {save.isPending ? 'Saving…' : 'Continue'}
        </button>
      </div>
    </form>
  );
}
