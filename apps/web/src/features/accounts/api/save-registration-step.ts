import { mutationOptions, useMutation } from '@tanstack/react-query';
import { registrationRoutes } from '@indiwave/domain/contract/registration';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';

/** The body of POST v2/registration/save (spec 2 §7): the step, its form values, the source code. */
export type RegistrationSaveInput = z.input<typeof registrationRoutes.registrationSave.body>;

/** POST v2/registration/save: one step of the Register dialog; the reply is the session. */
export function saveRegistrationStep(body: RegistrationSaveInput) {
  return callApi(registrationRoutes.registrationSave, { body: { source: 'web', ...body } });
}

/** Mutation options for saving a registration step. */
export function getSaveRegistrationStepOptions() {
  return mutationOptions({ mutationKey: ['registration', 'save'] as const, mutationFn: saveRegistrationStep });
}

/** Saves a step of the Register dialog. */
export function useSaveRegistrationStep() {
  return useMutation(getSaveRegistrationStepOptions());
}
