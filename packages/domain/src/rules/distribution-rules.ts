/**
 * Release rules of distribution (issue 18; spec 2 §5.5, §2.4; READING 'Release dates'): codes
 * with their check digits, release dates, the status machine and the metadata hints stores
 * enforce. Pure, shared by the form and the server (which re-checks every one).
 */
import {
  NEW_RELEASE_MIN_DAYS_AHEAD,
  RELEASE_MAX_YEARS_AHEAD,
  TRANSFER_MAX_DAYS_AHEAD,
  TRANSFER_ORIGINAL_MAX_YEARS_BACK,
  type ReleaseStatus,
} from '../constants.ts';
import { DISTRIBUTION_MESSAGES, RELEASE_HINTS } from '../messages.ts';

/** ISRC as stored: 12 characters, country, registrant, year, designation. */
export const ISRC_PATTERN = /^[A-Z]{2}[A-Z0-9]{3}[0-9]{7}$/;

/** An ISRC as typed ('in-abc-24-00001', spaces) in its stored form: upper case, no hyphens or spaces. */
export function normalizeIsrc(value: string): string {
  return value.replace(/[-\s]/g, '').toUpperCase();
}

export function isValidIsrc(value: string): boolean {
  return ISRC_PATTERN.test(normalizeIsrc(value));
}

/** The GS1 check digit of the digits before it (GTIN-8/12/13/14). */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const digit = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** A UPC (GTIN-12) or EAN (GTIN-13) with a correct check digit. */
export function isValidUpc(value: string): boolean {
  if (!/^\d{12,13}$/.test(value)) return false;
  return gtinCheckDigit(value.slice(0, -1)) === Number(value[value.length - 1]);
}

/** Names (title, artists): no < > ? (spec 2 §5.5). */
export function hasForbiddenNameCharacters(value: string): boolean {
  return /[<>?]/.test(value);
}

/** Version: letters, digits, spaces (spec 2 §5.5). */
export const VERSION_PATTERN = /^[\p{L}\p{N} ]*$/u;

/** Spotify and Apple artist URLs (spec 2 §5.5 'Patterns exist for … Spotify/Apple artist URLs'). */
export const SPOTIFY_ARTIST_URL = /^https:\/\/open\.spotify\.com\/(intl-[a-z]{2}\/)?artist\/[A-Za-z0-9]{22}(\?.*)?$/;
export const APPLE_ARTIST_URL = /^https:\/\/music\.apple\.com\/[a-z]{2}\/artist\/([a-z0-9%-]+\/)?\d+(\?.*)?$/;
export const GAANA_URL = /^https:\/\/(www\.)?gaana\.com\/[A-Za-z0-9/_-]+$/;

/** Lyrics in Roman script: Latin letters, digits, punctuation and spaces; no < or > (spec 2 §5.5). */
export function isRomanLyrics(value: string): boolean {
  if (/[<>]/.test(value)) return false;
  return /^[\p{Script=Latin}\p{N}\p{P}\p{S}\p{Zs}\n\r\t]*$/u.test(value);
}

function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
}

function addYears(day: string, years: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return toDay(date);
}

export function isIsoDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && toDay(new Date(`${value}T00:00:00.000Z`)) === value;
}

/**
 * READING: a new release is 10 days to 10 years ahead; a transfer's new date is today to 15 days
 * ahead. Days are compared in UTC. Answers the message of what is wrong, or null.
 */
export function checkReleaseDate(value: string, isTransfer: boolean, now: Date): string | null {
  if (!isIsoDay(value)) return DISTRIBUTION_MESSAGES.newReleaseDate;
  const today = toDay(now);
  if (isTransfer) return value >= today && value <= addDays(today, TRANSFER_MAX_DAYS_AHEAD) ? null : DISTRIBUTION_MESSAGES.transferReleaseDate;
  return value >= addDays(today, NEW_RELEASE_MIN_DAYS_AHEAD) && value <= addYears(today, RELEASE_MAX_YEARS_AHEAD) ? null : DISTRIBUTION_MESSAGES.newReleaseDate;
}

/** A transfer's original release date: up to 15 years back, not in the future. */
export function checkOriginalReleaseDate(value: string, now: Date): string | null {
  if (!isIsoDay(value)) return DISTRIBUTION_MESSAGES.originalDateInvalid;
  const today = toDay(now);
  return value <= today && value >= addYears(today, -TRANSFER_ORIGINAL_MAX_YEARS_BACK) ? null : DISTRIBUTION_MESSAGES.originalDateInvalid;
}

/** Staff moves of the status machine; the artist's own moves are draft → submitted (and rejected → submitted). */
export const RELEASE_TRANSITIONS: Record<ReleaseStatus, readonly ReleaseStatus[]> = {
  draft: [],
  submitted: ['in_review', 'rejected'],
  in_review: ['approved', 'rejected'],
  approved: ['delivered'],
  delivered: ['live'],
  live: [],
  rejected: [],
};

export function canMoveRelease(from: ReleaseStatus, to: ReleaseStatus): boolean {
  return RELEASE_TRANSITIONS[from].includes(to);
}

/** The artist may change a release only before it is submitted, or after a rejection. */
export function isReleaseEditable(status: ReleaseStatus): boolean {
  return status === 'draft' || status === 'rejected';
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'vs', 'feat.']);

/** Title case as stores suggest it: every word capitalised except small words inside the title. */
export function toTitleCase(title: string): string {
  const words = title.split(' ');
  return words
    .map((word, index) => {
      if (!/^\p{Ll}/u.test(word)) return word;
      if (index > 0 && index < words.length - 1 && SMALL_WORDS.has(word.toLowerCase())) return word;
      return word[0].toUpperCase() + word.slice(1);
    })
    .join(' ');
}

/**
 * What stores would refuse or change in a title, shown before submission: featured artists in
 * the title, 'Explicit', an artist's name, a version in brackets, casing. Only for Latin titles
 * (casing means nothing in other scripts).
 */
export function listTitleHints(title: string, artists: string[]): string[] {
  const hints: string[] = [];
  const lower = title.toLowerCase();
  if (/\b(feat\.?|ft\.?|featuring)\s/i.test(title)) hints.push(RELEASE_HINTS.feat(title));
  if (/\bexplicit\b/i.test(title)) hints.push(RELEASE_HINTS.explicit(title));
  for (const artist of artists) {
    if (artist.trim().length >= 2 && lower.includes(artist.trim().toLowerCase())) hints.push(RELEASE_HINTS.artistInTitle(title, artist.trim()));
  }
  if (/[([](remix|live|acoustic|instrumental|radio edit|remastered|unplugged|version)[)\]]/i.test(title)) hints.push(RELEASE_HINTS.version(title));
  const suggestion = toTitleCase(title);
  if (/^[\p{Script=Latin}\p{N}\p{P}\p{Zs}]+$/u.test(title) && suggestion !== title) hints.push(RELEASE_HINTS.titleCase(title, suggestion));
  return hints;
}
