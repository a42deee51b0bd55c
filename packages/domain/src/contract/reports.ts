/**
 * Report abuse (spec 2 §2.1 Report Abuse dialog, §3 Report, §5.3, §7 Other): anyone, signed in
 * or not, reports a page by its url with one of the complaint types, a description, a name,
 * an e-mail, an optional 10-digit mobile and the robot check.
 *
 * `POST /api/report_abuse` → `{ success, message: 'Reported successfully' }`. The report is
 * stored for moderation and mailed to support. Every rule of the dialog is checked here again;
 * an address files at most REPORT_RATE_LIMIT reports in its window (429 with Retry-After).
 */
import { z } from 'zod';
import { NAME_MAX, REPORT_DESCRIPTION_MAX, REPORT_MOBILE_DIGITS, REPORT_URL_MAX } from '../constants.ts';
import { COMPLAINT_TYPES, MESSAGES } from '../messages.ts';
import { hasMarkup } from '../rules/text-input.ts';
import { emailSchema, robotCheckSchema } from './fields.ts';
import { defineRoute } from './route.ts';

/** A page's address: http(s) with a host, or a path from the site's root; no white space. */
function isPageAddress(value: string): boolean {
  return /^https?:\/\/[A-Za-z0-9.-]+(?::\d+)?(?:[/?#]\S*)?$/.test(value) || /^\/(?!\/)\S*$/.test(value);
}

/** The Report Abuse dialog's fields (spec 2 §3 Report, §5.3). */
export const reportAbuseSchema = z.object({
  /** The page reported: prefilled with the item's address. */
  url: z
    .string({ error: MESSAGES.reportUrlRequired })
    .trim()
    .min(1, MESSAGES.reportUrlRequired)
    .max(REPORT_URL_MAX, MESSAGES.reportUrlInvalid)
    .refine(isPageAddress, MESSAGES.reportUrlInvalid),
  /** One of the complaint types, verbatim. */
  complaint: z.enum(COMPLAINT_TYPES, { error: MESSAGES.complaintInvalid }),
  description: z
    .string({ error: MESSAGES.reportDescriptionRequired })
    .trim()
    .min(1, MESSAGES.reportDescriptionRequired)
    .max(REPORT_DESCRIPTION_MAX, MESSAGES.reportDescriptionMax)
    .refine((v) => !hasMarkup(v), MESSAGES.invalidInput),
  name: z
    .string({ error: MESSAGES.nameRequired })
    .trim()
    .min(1, MESSAGES.nameRequired)
    .max(NAME_MAX, MESSAGES.contactNameMax)
    .refine((v) => !hasMarkup(v), MESSAGES.invalidInput),
  email: emailSchema,
  /** Optional; when given, exactly 10 digits. */
  mobile: z
    .string({ error: MESSAGES.mobileTenDigits })
    .trim()
    .refine((v) => v === '' || new RegExp(`^\\d{${REPORT_MOBILE_DIGITS}}$`).test(v), MESSAGES.mobileTenDigits)
    .nullish()
    .transform((v) => v ?? ''),
  /** The robot-check answer (ALTCHA payload or reCAPTCHA token). */
  recaptcha: robotCheckSchema,
});
export type ReportAbuseInput = z.input<typeof reportAbuseSchema>;
export type ReportAbuseRequest = z.output<typeof reportAbuseSchema>;

export const reportRoutes = {
  reportAbuse: defineRoute({
    method: 'POST',
    path: '/report_abuse',
    summary: "Report a page to the team ('Reported successfully'): stored for moderation and mailed to support",
    isAuthRequired: false,
    isIdempotent: true,
    body: reportAbuseSchema,
    response: z.object({ success: z.literal(true), message: z.string() }),
  }),
} as const;
