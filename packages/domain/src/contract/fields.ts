import { z } from 'zod';
import {
  DIALOG_MOBILE_DIGITS,
  NAME_MAX,
  OTP_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
  REGISTRATION_MOBILE_MAX_DIGITS,
  SOCIAL_LINK_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
} from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { EMAIL_MAX, EMAIL_PATTERN, USERNAME_PATTERN, type TextRules } from '../rules/form-text.ts';
import { hasHtmlTag, hasMarkup } from '../rules/text-input.ts';

// The browser checks these fields without zod with rules/form-text, which holds the patterns.
export { EMAIL_PATTERN, USERNAME_PATTERN };

/** An e-mail address, trimmed and lower-cased, with the spec's messages (spec 2 §5.1). */
export const emailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(EMAIL_MAX, MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, MESSAGES.emailInvalid)
  .transform((v) => v.toLowerCase());

// ---------------------------------------------------------------------------------------------
// Account fields (issue 3). The web forms validate with these same schemas (react-hook-form +
// zod resolver), so a message the server sends in `fields` is the one the form already shows.
// ---------------------------------------------------------------------------------------------

/** Artist, band and display names: letters of any script, digits and common punctuation. */
export const ARTIST_NAME_PATTERN = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .'&()!,_+-]*$/u;
/** Person names (spec 2 §5.5 first name): letters, space, apostrophe, hyphen. */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} '-]*$/u;
/** 'Other' city names (spec 2 §5.1 'letters only'); spaces, dots, apostrophes and hyphens join words. */
export const CITY_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;

/** Social profile URLs (spec 2 §5.5 'patterns for social links'); twitter.com and x.com both count. */
export const SOCIAL_LINK_PATTERNS = {
  instagram: /^https?:\/\/(www\.)?instagram\.com\/[A-Za-z0-9_.]+\/?(\?\S*)?$/i,
  facebook: /^https?:\/\/((www|m|web)\.)?(facebook\.com|fb\.com)\/[A-Za-z0-9_.\-/?=&%]+$/i,
  twitter: /^https?:\/\/((www|mobile)\.)?(twitter\.com|x\.com)\/[A-Za-z0-9_]{1,15}\/?(\?\S*)?$/i,
  youtube: /^https?:\/\/((www|m)\.)?(youtube\.com\/((channel|c|user)\/[A-Za-z0-9_.-]+|@[A-Za-z0-9_.-]+)|youtu\.be\/[A-Za-z0-9_-]+)\/?(\?\S*)?$/i,
} as const;
export type SocialNetwork = keyof typeof SOCIAL_LINK_PATTERNS;

/**
 * A required text field in the order the spec's messages read: blank after trimming → the
 * field's 'required' message, then length, then < or > → 'invalid input', then the pattern.
 * The value is trimmed.
 */
export function requiredTextSchema(rules: TextRules) {
  let schema = z.string({ error: rules.required }).trim().min(1, rules.required);
  if (rules.min) schema = schema.min(rules.min[0], rules.min[1]);
  if (rules.max) schema = schema.max(rules.max[0], rules.max[1]);
  schema = schema.refine((v) => !hasMarkup(v), MESSAGES.invalidInput);
  const pattern = rules.pattern;
  return pattern ? schema.refine((v) => v === '' || pattern[0].test(v), pattern[1]) : schema;
}

/** An optional text field: absent, null or blank is '' (cleared); otherwise as `requiredTextSchema`. */
export function optionalTextSchema(rules: Omit<TextRules, 'required'>) {
  let schema = z.string().trim();
  if (rules.max) schema = schema.max(rules.max[0], rules.max[1]);
  schema = schema.refine((v) => !hasMarkup(v), MESSAGES.invalidInput);
  const pattern = rules.pattern;
  const checked = pattern ? schema.refine((v) => v === '' || pattern[0].test(v), pattern[1]) : schema;
  return checked.nullish().transform((v) => v ?? '');
}

/**
 * Optional free prose (a bio): trimmed, up to a length; '<' and '>' are kept as typed and shown
 * escaped, as comments are (docs/decisions.md). Only an HTML tag is refused, with a message that
 * names the characters.
 */
export function optionalProseSchema(rules: { max: [number, string] }) {
  return z
    .string()
    .trim()
    .max(rules.max[0], rules.max[1])
    .refine((v) => !hasHtmlTag(v), MESSAGES.htmlTagInvalid)
    .nullish()
    .transform((v) => v ?? '');
}

/** Username (spec 2 §5.1): required, 3 to 50, the username pattern; stored lower-cased. */
export const usernameSchema = requiredTextSchema({
  required: MESSAGES.usernameRequired,
  min: [USERNAME_MIN, MESSAGES.usernameMin],
  max: [USERNAME_MAX, MESSAGES.usernameMax],
  pattern: [USERNAME_PATTERN, MESSAGES.usernameInvalid],
}).transform((v) => v.toLowerCase());

/** Artist or stage name of the artist form (spec 2 §5.1): required, valid pattern, max 50. */
export const artistNameSchema = requiredTextSchema({
  required: MESSAGES.artistNameRequired,
  max: [NAME_MAX, MESSAGES.artistNameMax],
  pattern: [ARTIST_NAME_PATTERN, MESSAGES.artistNameInvalid],
});

/** Listener first name (spec 2 §5.1): required, valid, 1 to 50. */
export const firstNameSchema = requiredTextSchema({
  required: MESSAGES.nameRequired,
  max: [NAME_MAX, MESSAGES.nameMax],
  pattern: [PERSON_NAME_PATTERN, MESSAGES.nameInvalid],
});

/** Last name (spec 2 §5.1): optional, max 50. */
export const lastNameSchema = optionalTextSchema({
  max: [NAME_MAX, MESSAGES.lastNameMax],
  pattern: [PERSON_NAME_PATTERN, MESSAGES.nameInvalid],
});

/**
 * Password (spec 2 §5.1): required, 6 to 20 characters. Not trimmed, and < > are allowed:
 * a password is never shown anywhere, and narrowing its alphabet only weakens it.
 */
export const passwordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .refine((v) => v.trim() !== '', MESSAGES.passwordRequired)
  .min(PASSWORD_MIN, MESSAGES.passwordMin)
  .max(PASSWORD_MAX, MESSAGES.passwordMax);

/** Registration mobile (spec 2 §5.1, READING): optional, digits only, up to 18. */
export const registrationMobileSchema = z
  .string({ error: MESSAGES.mobileInvalid })
  .trim()
  .regex(new RegExp(`^\\d{0,${REGISTRATION_MOBILE_MAX_DIGITS}}$`), MESSAGES.mobileInvalid)
  .nullish()
  .transform((v) => v ?? '');

/** Dialog mobile (spec 2 §5.4, READING): required, exactly 10 digits; the country code is its own field. */
export const dialogMobileSchema = z
  .string({ error: MESSAGES.mobileRequired })
  .trim()
  .min(1, MESSAGES.mobileRequired)
  .regex(new RegExp(`^\\d{${DIALOG_MOBILE_DIGITS}}$`), MESSAGES.mobileTenDigits);

/** International dialling code, '+' optional ('91', '+91'); kept without '+'. */
export const countryCodeSchema = z
  .union([z.string(), z.number()], { error: MESSAGES.countryCodeInvalid })
  .transform((v) => String(v).trim().replace(/^\+/, ''))
  .refine((v) => /^\d{1,4}$/.test(v), MESSAGES.countryCodeInvalid);

/** A six-digit code from the e-mail or SMS (spec 2 §9); anything else is 'Invaild OTP'. */
export const otpSchema = z
  .union([z.string(), z.number()], { error: MESSAGES.invalidOtp })
  .transform((v) => String(v).trim())
  .refine((v) => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(v), MESSAGES.invalidOtp);

/** The robot-check answer (ALTCHA payload or reCAPTCHA token), spec 2 §5.1. */
export const robotCheckSchema = z.string({ error: MESSAGES.robotRequired }).min(1, MESSAGES.robotRequired);

/** A flag sent as true/false, 1/0 or their strings. */
export const flagSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 1 || v === 'true' || v === '1');

/** A required id from a select list (country, state…): a positive integer, given as number or string. */
export function placeIdSchema(message: string) {
  return z
    .union([z.number(), z.string()], { error: message })
    .transform((v) => (typeof v === 'string' ? Number.parseInt(v.trim(), 10) : v))
    .refine((v) => Number.isInteger(v) && v > 0, message);
}

/** An optional id from a select list: absent, null, '' or 0 is null. */
export const optionalIdSchema = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((v) => (v === undefined || v === null || v === '' ? null : typeof v === 'string' ? Number.parseInt(v.trim(), 10) : v))
  .refine((v) => v === null || (Number.isInteger(v) && v > 0), MESSAGES.invalidInput);

/** A list of ids (genres, artist categories), numbers or numeric strings, without repeats. */
export function idListSchema(rules: { min?: [number, string]; max: [number, string]; error: string }) {
  let schema = z.array(
    z.union([z.number(), z.string()]).transform((v) => (typeof v === 'string' ? Number.parseInt(v, 10) : v)).refine((v) => Number.isInteger(v) && v > 0, MESSAGES.invalidInput),
    { error: rules.error },
  );
  if (rules.min) schema = schema.min(rules.min[0], rules.min[1]);
  return schema.max(rules.max[0], rules.max[1]).transform((ids) => [...new Set(ids)]);
}

/** The value of a 'city' select: a city id, or 'other' (the appended 'Other' entry, spec 2 §2.1). */
export const citySelectSchema = z
  .union([z.number(), z.string()], { error: MESSAGES.cityRequired })
  .transform((v) => String(v).trim().toLowerCase())
  .refine((v) => v === 'other' || /^[1-9]\d*$/.test(v), MESSAGES.cityRequired)
  .transform((v) => (v === 'other' ? ('other' as const) : Number.parseInt(v, 10)));

/** A social profile URL: optional ('' clears it), at most 255 characters, the network's pattern. */
export function socialLinkSchema(network: SocialNetwork, message: string) {
  return optionalTextSchema({ max: [SOCIAL_LINK_MAX, message], pattern: [SOCIAL_LINK_PATTERNS[network], message] });
}
