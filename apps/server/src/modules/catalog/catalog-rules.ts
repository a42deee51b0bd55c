import crypto from 'node:crypto';
import { RELEASE_MAX_YEARS_AHEAD } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { fromPrivacyChoice, type PrivacyChoice, type PrivacyState } from '@indiwave/domain/rules/privacy';
import { toSlug } from '@indiwave/domain/rules/slug';
import { fieldError } from '../../http/parse-with.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import type { CatalogRepositories } from './catalog-store.ts';
import { requireCreator } from '../accounts/access.policy.ts';

/** Only artists and bands upload (spec 2 §6); a listener is offered the upgrade dialog ('upload'). */
export function assertCanUpload(user: AuthUser): void {
  requireCreator(user, MESSAGES.uploadArtistsOnly);
}

/** A random id for pending uploads and storage folders: 128 bits, URL-safe. */
export function createRandomId(): string {
  return crypto.randomBytes(16).toString('base64url');
}

/** A cart SKU (spec 2 §3 Cart item): a prefix and 10 random characters. */
export function createSku(prefix: 'SNG' | 'ALB'): string {
  return `${prefix}-${crypto.randomBytes(8).toString('base64url').replace(/[-_]/g, 'X').slice(0, 10).toUpperCase()}`;
}

/** True for a unique-index violation on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/**
 * Runs `insert` with a free slug made of the title ('Monsoon Song' → 'monsoon-song', then
 * 'monsoon-song-4821' …). The slug never changes afterwards, so shared links keep working.
 * A slug taken between the check and the insert (two uploads racing) is tried again.
 */
export async function insertWithSlug<T>(title: string, listTaken: (slugs: string[]) => Promise<string[]>, insert: (slug: string) => Promise<T>, fallback = 'untitled'): Promise<T> {
  const base = toSlug(title).slice(0, 80).replace(/-+$/, '') || fallback;
  for (let attempt = 0; attempt < 4; attempt++) {
    const candidates = [...(attempt === 0 ? [base] : []), ...Array.from({ length: 4 }, () => `${base}-${crypto.randomInt(1000, 100_000)}`)];
    const taken = new Set(await listTaken(candidates));
    const slug = candidates.find((candidate) => !taken.has(candidate));
    if (!slug) continue;
    try {
      return await insert(slug);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('no free slug found');
}

/** The columns of a privacy choice, checking a scheduled release's date against the clock. */
export function resolvePrivacy(choice: PrivacyChoice, releaseDate: string | null | undefined, now: Date): PrivacyState {
  if (choice !== 'scheduled') return fromPrivacyChoice(choice, null);
  if (!releaseDate) throw fieldError('release_date', MESSAGES.releaseDateRequired);
  const at = Date.parse(releaseDate);
  if (at <= now.getTime()) throw fieldError('release_date', MESSAGES.releaseDateFuture);
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + RELEASE_MAX_YEARS_AHEAD);
  if (at > latest.getTime()) throw fieldError('release_date', MESSAGES.releaseDateTooFar);
  return fromPrivacyChoice('scheduled', new Date(at).toISOString());
}

/** The 0/1 columns of a privacy state. */
export function toPrivacyColumns(state: PrivacyState): { is_public: number; is_scheduled: number; release_date: string | null } {
  return { is_public: state.isPublic ? 1 : 0, is_scheduled: state.isScheduled ? 1 : 0, release_date: state.releaseDate };
}

/** The privacy state of a row's columns. */
export function toPrivacyState(row: { is_public: number; is_scheduled: number; release_date: string | null }): PrivacyState {
  return { isPublic: row.is_public === 1, isScheduled: row.is_scheduled === 1, releaseDate: row.release_date };
}

/** Checks that genre, language and mood ids exist; an unknown one is 400 on its field. */
export async function checkReferences(repos: CatalogRepositories, input: { genre?: number[]; language?: number[]; mood?: number | null }): Promise<void> {
  if (input.genre?.length && (await repos.reference.countExisting('genres', input.genre)) !== input.genre.length) throw fieldError('genre', MESSAGES.invalidInput);
  if (input.language?.length && (await repos.reference.countExisting('languages', input.language)) !== input.language.length) throw fieldError('language', MESSAGES.invalidInput);
  if (input.mood && (await repos.reference.countExisting('moods', [input.mood])) !== 1) throw fieldError('mood', MESSAGES.invalidInput);
}

/** The shown name of an owner: band name, or first and last name. */
export function toFullName(owner: { owner_band_name: string | null; owner_first_name: string; owner_last_name: string }): string {
  return owner.owner_band_name || [owner.owner_first_name, owner.owner_last_name].filter(Boolean).join(' ');
}

/** Bit flags as booleans and back. */
export const toFlag = (value: boolean | undefined): number | undefined => (value === undefined ? undefined : value ? 1 : 0);

/** A song is a various-artists item or has an agreement when it or its album does (spec 2 §6). */
export function toSongEditFlags(song: { various_art: number; has_agreement: number; album_various_art: number | null; album_has_agreement: number | null }): { isVariousArtists: boolean; hasAgreement: boolean } {
  return { isVariousArtists: song.various_art === 1 || song.album_various_art === 1, hasAgreement: song.has_agreement === 1 || song.album_has_agreement === 1 };
}
