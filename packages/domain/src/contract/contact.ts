import { z } from 'zod';
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECT_MAX, NAME_MAX } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { hasMarkup } from '../rules/text-input.ts';
import { emailSchema } from './fields.ts';
import { defineRoute } from './route.ts';

/**
 * A missing field gets the field's 'required' sentence, not zod's English; other issues keep
 * their own message (a schema-level message would also replace the length checks' messages).
 */
function whenMissing(message: string) {
  return { error: (issue: { input?: unknown }) => (issue.input === undefined ? message : undefined) };
}

/** The contact-us form (spec 1 §2.1 /about/contact-us). */
export const contactRequestSchema = z.object({
  /** Who writes. */
  name: z
    .string(whenMissing(MESSAGES.nameRequired))
    .trim()
    .min(1, MESSAGES.nameRequired)
    .max(NAME_MAX, MESSAGES.contactNameMax)
    .refine((v) => !hasMarkup(v), MESSAGES.invalidInput),
  /** Where the team answers. */
  email: emailSchema,
  subject: z
    .string(whenMissing(MESSAGES.contactSubjectRequired))
    .trim()
    .min(1, MESSAGES.contactSubjectRequired)
    .max(CONTACT_SUBJECT_MAX, MESSAGES.contactSubjectMax)
    .refine((v) => !hasMarkup(v), MESSAGES.invalidInput),
  /** Plain text; < and > are refused like in every form of the spec. */
  message: z
    .string(whenMissing(MESSAGES.contactMessageRequired))
    .trim()
    .min(1, MESSAGES.contactMessageRequired)
    .max(CONTACT_MESSAGE_MAX, MESSAGES.contactMessageMax)
    .refine((v) => !hasMarkup(v), MESSAGES.invalidInput),
  /** The robot-check answer (ALTCHA payload or reCAPTCHA token). */
  recaptcha: z.string(whenMissing(MESSAGES.robotRequired)).min(1, MESSAGES.robotRequired),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactRoutes = {
  contactUs: defineRoute({
    method: 'POST',
    path: '/contact_us',
    summary: 'Send a message to the support team',
    isAuthRequired: false,
    isIdempotent: true,
    body: contactRequestSchema,
    response: z.object({ success: z.literal(true), message: z.string() }),
  }),
} as const;
