import { describe, expect, it } from 'vitest';
import { COMMENT_MAX } from '../constants.ts';
import { commentTextSchema, starRatingSchema } from '../contract/comments.ts';
import { MESSAGES } from '../messages.ts';
import { checkCommentText, checkStarRating } from './comment-text.ts';

describe('the compose box checks, as the contract', () => {
  const texts = ['', '   ', 'Lovely', '  trimmed  ', 'x'.repeat(COMMENT_MAX), 'x'.repeat(COMMENT_MAX + 1), ` ${'x'.repeat(COMMENT_MAX)} `];
  it.each(texts.map((text) => [text.length, text]))('a text of %i characters gets the contract answer', (_length, text) => {
    const schema = commentTextSchema.safeParse(text);
    const rule = checkCommentText(text);
    expect(rule.error).toBe(schema.success ? undefined : schema.error.issues[0]?.message);
    expect(rule.text).toBe(schema.success ? schema.data : undefined);
  });

  it.each([null, 0, 1, 3, 5, 6, 2.5])('stars %s get the contract answer', (stars) => {
    const schema = starRatingSchema.safeParse(stars);
    expect(checkStarRating(stars)).toBe(schema.success ? undefined : MESSAGES.starRatingRequired);
  });
});
