/** The privacy columns every song, album and video has (spec 2 §4 Privacy). */
export type PrivacyState = {
  isPublic: boolean;
  isScheduled: boolean;
  /** ISO-8601 UTC time of a scheduled release, or null. */
  releaseDate: string | null;
};

/** What the upload forms send as `privacy`. */
export type PrivacyChoice = 'public' | 'private' | 'scheduled';

/** Private: neither public nor scheduled (spec 2 §4). A private item seen by anyone but its owner is a 404. */
export function isPrivateItem(state: PrivacyState): boolean {
  return !state.isPublic && !state.isScheduled;
}

/**
 * True when a scheduled release's time has come: from then on it is public (spec 2 §4). Read
 * lazily on every read, so it holds to the second without any job having run.
 */
export function isReleased(state: PrivacyState, now: Date): boolean {
  return state.isScheduled && state.releaseDate !== null && Date.parse(state.releaseDate) <= now.getTime();
}

/**
 * The state as everyone should see it at `now`: a scheduled release whose time has passed is
 * public and no longer scheduled.
 */
export function toEffectivePrivacy(state: PrivacyState, now: Date): PrivacyState {
  return isReleased(state, now) ? { isPublic: true, isScheduled: false, releaseDate: state.releaseDate } : state;
}

/** True when anyone may play it: public, or scheduled and released. */
export function isPubliclyPlayable(state: PrivacyState, now: Date): boolean {
  return state.isPublic || isReleased(state, now);
}

/**
 * True when someone who is not the owner may see the item's page: anything not private. A
 * scheduled release not yet out shows its page (the pre-save page) but not its audio.
 */
export function isVisibleToOthers(state: PrivacyState): boolean {
  return !isPrivateItem(state);
}

/** The columns of a privacy choice; a release date only for 'scheduled'. */
export function fromPrivacyChoice(choice: PrivacyChoice, releaseDate: string | null): PrivacyState {
  if (choice === 'public') return { isPublic: true, isScheduled: false, releaseDate: null };
  if (choice === 'scheduled') return { isPublic: false, isScheduled: true, releaseDate };
  return { isPublic: false, isScheduled: false, releaseDate: null };
}

/** The choice a state reads as in the edit forms. */
export function toPrivacyChoice(state: PrivacyState): PrivacyChoice {
  if (state.isPublic) return 'public';
  return state.isScheduled ? 'scheduled' : 'private';
}
