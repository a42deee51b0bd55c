import { zodResolver } from '@hookform/resolvers/zod';
import { REGISTRATION_STEP, cityFormSchema } from '@indiwave/domain/contract/registration';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { getSessionUser } from '../../../lib/session.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { PlaceFields, type PlaceValue } from '../../../ui/PlaceFields.tsx';
import { storeSessionReply } from '../api/store-session-reply.ts';
import { useSaveRegistrationStep } from '../api/save-registration-step.ts';

type CityInput = { country: string; state: string; city: string; otherCity: string };
type CityOutput = z.output<typeof cityFormSchema>;

const FIELDS = ['country', 'state', 'city', 'otherCity'] as const;

/**
 * Register step 2, 'Tell Us City Of Your Stay' (spec 2 §2.1, §5.1): searchable country, state
 * and city, with 'Other' and its city name. Saves with the session and calls onSaved.
 */
export function CityStepForm({ onSaved }: { onSaved: () => void }) {
  const formId = useId();
  const save = useSaveRegistrationStep();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    handleSubmit,
    setValue,
    setError,
    watch,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<CityInput, unknown, CityOutput>({
    resolver: zodResolver(cityFormSchema as unknown as z.ZodType<CityOutput, CityInput>),
    defaultValues: { country: '', state: '', city: '', otherCity: '' },
  });
  const value = watch();

  const handlePlaceChange = (patch: Partial<PlaceValue>) => {
    for (const [name, fieldValue] of Object.entries(patch) as [keyof CityInput, string][]) {
      setValue(name, fieldValue, { shouldValidate: isSubmitted, shouldDirty: true });
    }
  };

  const handleValid = async (values: CityOutput) => {
    setFormError(null);
    try {
      const reply = await save.mutateAsync({ formType: REGISTRATION_STEP.city, register_type: getSessionUser()?.status === 3 ? 'listener' : 'artist', formData: values });
      storeSessionReply(reply);
      onSaved();
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(handleValid)} className="grid gap-5">
      <PlaceFields
        idPrefix={formId}
        value={value}
        onChange={handlePlaceChange}
        errors={{ country: errors.country?.message, state: errors.state?.message, city: errors.city?.message, otherCity: errors.otherCity?.message }}
      />
      <FormAlert message={formError} />
      <button type="submit" disabled={isSubmitting} className={getButtonClass('primary', 'md', 'w-full')}>
        {isSubmitting ? 'Saving…' : 'Continue'}
      </button>
    </form>
  );
}
