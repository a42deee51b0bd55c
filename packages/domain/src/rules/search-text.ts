import { SEARCH_MIN_CHARS, SEARCH_TERMS_MAX } from '../constants.ts';

// A word is letters, digits and the marks that belong to them (Devanagari vowel signs are
// marks: dropping them would split Hindi words apart).
const NOT_WORD = /[^\p{L}\p{M}\p{N}]+/u;
// The Latin accents only (U+0300–U+036F after NFD): 'Café' → 'cafe', while other scripts keep
// their marks.
const LATIN_ACCENTS = /[\u0300-\u036f]/g;

/**
 * The text as the search index stores it and as queries are compared with it: lower case,
 * Latin accents removed ('Café Déjà' → 'cafe deja'), compatibility forms folded ('ﬁ' → 'fi'),
 * words separated by single spaces. Done in code, the same on SQLite and PostgreSQL, so no
 * database extension (unaccent) is needed.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(LATIN_ACCENTS, '')
    .normalize('NFC')
    .toLowerCase()
    .split(NOT_WORD)
    .filter(Boolean)
    .join(' ');
}

/**
 * The words of a search text that count: normalised, at most SEARCH_TERMS_MAX, each matched as a
 * prefix. Empty when the text has fewer than SEARCH_MIN_CHARS letters or digits in all (spec 1
 * §5: fewer than 2 characters do not search).
 */
export function toSearchTerms(text: string): string[] {
  const normalized = normalizeSearchText(text);
  if (normalized.replaceAll(' ', '').length < SEARCH_MIN_CHARS) return [];
  return [...new Set(normalized.split(' '))].slice(0, SEARCH_TERMS_MAX);
}
