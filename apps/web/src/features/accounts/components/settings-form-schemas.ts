import { changePasswordSchema, personalDetailsSchema } from '@indiwave/domain/contract/account-settings';
import { otherCitySchema } from '@indiwave/domain/contract/registration';
import { MESSAGES } from '@indiwave/domain/messages';
import { z } from 'zod';
import { OTHER_CITY } from '../../../ui/PlaceFields.tsx';

// The settings forms' own schemas, loaded with zod on a form's first check (lib/lazy-zod-resolver.ts).

/** The change-password form: the old password is required when the account has one (spec 2 §5.5). */
export function buildPasswordFormSchema(hasPassword: boolean) {
  return changePasswordSchema.superRefine((value, ctx) => {
    if (hasPassword && !value.old_password) ctx.addIssue({ code: 'custom', path: ['old_password'], message: MESSAGES.oldPasswordRequired });
  });
}

/** The personal details form: the contract's fields, with the place held as the lists hold it. */
export const personalFormSchema = personalDetailsSchema
  .omit({ country: true, state: true, city: true, otherCity: true })
  .extend({ country: z.string(), state: z.string(), city: z.string(), otherCity: otherCitySchema })
  .superRefine((value, ctx) => {
    if (value.city === OTHER_CITY && value.otherCity === '') ctx.addIssue({ code: 'custom', path: ['otherCity'], message: MESSAGES.otherCityRequired });
  });
