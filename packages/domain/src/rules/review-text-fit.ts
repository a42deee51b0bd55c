import { REVIEW_FONT_FIT } from '../constants.ts';

/**
 * Average advance of a character in the cards' sans-serif face, in em. The cards use Inter,
 * whose lower-case text averages a little over half an em; rounding up keeps text inside.
 */
const AVERAGE_CHAR_EM = 0.56;

/** How a review's text is set on a share card. */
export type ReviewTextFit = { fontSize: number; text: string; isCut: boolean };

/**
 * Fits a review's comment on a card (spec 2 §9 'Review comment font fit: min 10, max 16,
 * 2 lines'): the largest whole size from 16 down to 10 px at which the text fills at most two
 * lines of `widthPx`; at 10 px what still does not fit is cut with an ellipsis.
 */
export function fitReviewText(comment: string, widthPx: number): ReviewTextFit {
  const text = comment.replace(/\s+/g, ' ').trim();
  for (let size = REVIEW_FONT_FIT.max; size >= REVIEW_FONT_FIT.min; size--) {
    if (text.length <= charsPerLine(widthPx, size) * REVIEW_FONT_FIT.lines) return { fontSize: size, text, isCut: false };
  }
  // Whole words are lost at the end, since a line breaks at a space and leaves room unused.
  const room = charsPerLine(widthPx, REVIEW_FONT_FIT.min) * REVIEW_FONT_FIT.lines - 1;
  const cut = text.slice(0, room);
  const atWord = cut.lastIndexOf(' ');
  return { fontSize: REVIEW_FONT_FIT.min, text: `${(atWord > room / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`, isCut: true };
}

/** Characters of average width one line holds, less a few for the space lost where lines break. */
function charsPerLine(widthPx: number, fontSize: number): number {
  return Math.floor(widthPx / (fontSize * AVERAGE_CHAR_EM)) - 3;
}
