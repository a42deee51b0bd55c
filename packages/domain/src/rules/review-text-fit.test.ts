import { describe, expect, it } from 'vitest';
import { REVIEW_FONT_FIT } from '../constants.ts';
import { fitReviewText } from './review-text-fit.ts';

describe('fitReviewText (spec 2 §9: min 10, max 16, 2 lines)', () => {
  it('sets a short comment at the largest size, whole', () => {
    expect(fitReviewText('Lovely record!', 300)).toEqual({ fontSize: REVIEW_FONT_FIT.max, text: 'Lovely record!', isCut: false });
  });

  it('shrinks a longer comment step by step, never below the minimum', () => {
    const sizes = [60, 70, 80, 90, 100].map((n) => fitReviewText('word '.repeat(n / 5).repeat(1) + 'x'.repeat(n), 300).fontSize);
    for (let i = 1; i < sizes.length; i++) expect(sizes[i]).toBeLessThanOrEqual(sizes[i - 1]);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(REVIEW_FONT_FIT.min);
    expect(Math.max(...sizes)).toBeLessThan(REVIEW_FONT_FIT.max);
  });

  it('cuts what does not fit two lines at 10 px with an ellipsis, at a word', () => {
    const fit = fitReviewText('the music carries me away '.repeat(20), 300);
    expect(fit.fontSize).toBe(REVIEW_FONT_FIT.min);
    expect(fit.isCut).toBe(true);
    expect(fit.text.endsWith('…')).toBe(true);
    expect(fit.text).not.toMatch(/ …$/);
    expect(fit.text.length).toBeLessThan(2 * (300 / (10 * 0.5)));
  });

  it('collapses white space, so line breaks do not count against the room', () => {
    expect(fitReviewText('  a\n\n b  ', 300).text).toBe('a b');
  });
});
