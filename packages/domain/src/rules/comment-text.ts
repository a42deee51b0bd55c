import { COMMENT_MAX, STAR_RATING_MAX, STAR_RATING_MIN } from '../constants.ts';
import { MESSAGES } from '../messages.ts';

/**
 * The compose box's own checks, without zod (the comment form is on every song page, whose first
 * load has no room for it); the contract's commentTextSchema and starRatingSchema say the same
 * and the server applies them again.
 */
export function checkCommentText(text: string): { text: string; error?: undefined } | { text?: undefined; error: string } {
  const trimmed = text.trim();
  if (trimmed.length === 0) return { error: MESSAGES.commentRequired };
  if (trimmed.length > COMMENT_MAX) return { error: MESSAGES.commentMax };
  return { text: trimmed };
}

/** A review's stars: a whole number from 1 to 5; the message when they are not. */
export function checkStarRating(stars: number | null): string | undefined {
  const isValid = stars !== null && Number.isInteger(stars) && stars >= STAR_RATING_MIN && stars <= STAR_RATING_MAX;
  return isValid ? undefined : MESSAGES.starRatingRequired;
}
