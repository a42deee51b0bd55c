import { MESSAGES } from '../messages.ts';

/** True when the value has a character the spec forbids in any form field (spec 1 §5). */
export function hasMarkup(value: string): boolean {
  return /[<>]/.test(value);
}

/**
 * True when the text holds an HTML tag or comment: '<' right before a letter, '/', '!' or '?'.
 * Free prose (a bio) may say '<3' or 'a > b'; it is stored as typed and shown escaped, so only
 * something a careless renderer would read as markup is refused (issue 15 item 10).
 */
export function hasHtmlTag(value: string): boolean {
  return /<[a-zA-Z/!?]/.test(value);
}

/** True when nothing but white space is left (spec 1 §5: 'required'). */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

/**
 * The two rules every form of the spec shares (spec 1 §5, spec 2 §5.5): a value blank after
 * trimming is 'required'; a value with < or > is 'invalid input'. Returns the message or null.
 */
export function checkTextInput(value: string | null | undefined, isRequired = true): string | null {
  if (isBlank(value)) return isRequired ? MESSAGES.required : null;
  if (hasMarkup(value as string)) return MESSAGES.invalidInput;
  return null;
}
