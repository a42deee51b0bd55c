import { DELETE_REASON_MAX, TITLE_MAX, USERNAME_MAX, USERNAME_MIN } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { hasMarkup } from './text-input.ts';

/**
 * Text fields checked in the browser without zod (issue 16: zod and the schemas were the part of
 * the sign-in, settings and upload pages over the first-load budget). Each answers as the
 * contract's schema of the same field does, message for message (tested against it in
 * form-text.test.ts); the server applies the schemas again. The patterns live here and the
 * contract uses them, so there is one copy of each.
 */

/** The e-mail pattern of the forms: something@domain.tld, no spaces, no markup. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
/**
 * Usernames (the /{slug} of the e-Press Kit): letters, digits, '-' and '_', starting and
 * ending with a letter or digit. No dots, so no username looks like a file ('404.html').
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9_-]*[A-Za-z0-9])?$/;
/** A title must hold at least one letter or digit; < and > are refused by every text field. */
export const TITLE_PATTERN = /[\p{L}\p{N}]/u;
/** The longest e-mail address a form takes (the SMTP limit). */
export const EMAIL_MAX = 254;

/** A checked field: the value as the schema gives it back, or the first message. */
export type TextCheck = { value: string; error?: undefined } | { value?: undefined; error: string };

export type TextRules = {
  /** Message when missing or blank after trimming (spec 1 §5). */
  required: string;
  min?: [number, string];
  max?: [number, string];
  pattern?: [RegExp, string];
};

/**
 * A required text field in the order the spec's messages read: blank after trimming → the
 * field's 'required' message, then length, then < or > → 'invalid input', then the pattern.
 * The value is trimmed. The contract's requiredTextSchema.
 */
export function checkRequiredText(text: string, rules: TextRules): TextCheck {
  const value = text.trim();
  if (value.length === 0) return { error: rules.required };
  if (rules.min && value.length < rules.min[0]) return { error: rules.min[1] };
  if (rules.max && value.length > rules.max[0]) return { error: rules.max[1] };
  if (hasMarkup(value)) return { error: MESSAGES.invalidInput };
  if (rules.pattern && !rules.pattern[0].test(value)) return { error: rules.pattern[1] };
  return { value };
}

/** An e-mail address, trimmed and lower-cased (the contract's emailSchema, spec 2 §5.1). */
export function checkEmail(text: string): TextCheck {
  const value = text.trim();
  if (value.length === 0) return { error: MESSAGES.emailRequired };
  if (value.length > EMAIL_MAX || !EMAIL_PATTERN.test(value)) return { error: MESSAGES.emailInvalid };
  return { value: value.toLowerCase() };
}

/** A username, 3 to 50, the username pattern; lower-cased (the contract's usernameSchema, spec 2 §5.1). */
export function checkUsername(text: string): TextCheck {
  const checked = checkRequiredText(text, {
    required: MESSAGES.usernameRequired,
    min: [USERNAME_MIN, MESSAGES.usernameMin],
    max: [USERNAME_MAX, MESSAGES.usernameMax],
    pattern: [USERNAME_PATTERN, MESSAGES.usernameInvalid],
  });
  return checked.error === undefined ? { value: checked.value.toLowerCase() } : checked;
}

/** The title of a song, album, album track or video (the contract's titleSchema, spec 2 §5.5). */
export function checkTitle(text: string): TextCheck {
  return checkRequiredText(text, { required: MESSAGES.titleRequired, max: [TITLE_MAX, MESSAGES.titleMax], pattern: [TITLE_PATTERN, MESSAGES.titleInvalid] });
}

/** Why the user deletes the account (the contract's deleteAccountSchema, spec 2 §7 delete_account). */
export function checkDeleteReason(text: string): TextCheck {
  return checkRequiredText(text, { required: MESSAGES.deleteReasonRequired, max: [DELETE_REASON_MAX, MESSAGES.deleteReasonMax] });
}
