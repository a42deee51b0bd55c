import { isPubliclyPlayable } from '@indiwave/domain/rules/privacy';
import type { Database } from '../../db/database.ts';
import type { MediaAuthorizer } from '../../http/media.plugin.ts';
import type { ClockPort } from '../../platform/clock/clock.port.ts';
import { toPrivacyState } from './catalog-rules.ts';
import { createMediaFilesRepository } from './media-files.repository.ts';

// A decision is kept this long, so a stream's many Range requests cost one query; a song made
// private stops playing at its public URL within this time (docs/decisions.md).
const DECISION_CACHE_MS = 5_000;
const DECISION_CACHE_MAX = 10_000;

/**
 * Who may fetch a key at its stable /media URL. Audio (`audio/…`) is public only as a
 * rendition (mp3, m4a) of a song everyone may play now — public, or scheduled and released;
 * originals and everything else under audio/ are hidden (the owner gets signed URLs). Keys under
 * confidential/ (TV certificates) are never public: their module serves them to whom it allows.
 * Artwork, pictures and defaults are public.
 */
export function createMediaAccess(db: Database, clock: ClockPort): MediaAuthorizer {
  const media = createMediaFilesRepository(db);
  const decisions = new Map<string, { verdict: 'public' | 'hidden'; until: number }>();
  return async (key) => {
    if (key.startsWith('confidential/')) return 'hidden';
    if (!key.startsWith('audio/')) return 'public';
    const now = clock.now();
    const cached = decisions.get(key);
    if (cached && cached.until > now.getTime()) return cached.verdict;
    const access = await media.findKeyAccess(key);
    const isRendition = access?.kind === 'mp3' || access?.kind === 'm4a';
    const isPlayable =
      isRendition && access.is_public !== null && access.is_scheduled !== null && access.deleted_at === null && isPubliclyPlayable(toPrivacyState({ is_public: access.is_public, is_scheduled: access.is_scheduled, release_date: access.release_date }), now);
    const verdict = isPlayable ? 'public' : 'hidden';
    if (decisions.size >= DECISION_CACHE_MAX) decisions.clear();
    decisions.set(key, { verdict, until: now.getTime() + DECISION_CACHE_MS });
    return verdict;
  };
}
