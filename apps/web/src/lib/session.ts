import { useSyncExternalStore } from 'react';
import { USER_STATUS, type UserStatus, type UserType } from '@indiwave/domain/constants';
import { SIGNED_IN_COOKIE, SIGNED_IN_COOKIE_DAYS } from '@indiwave/domain/rules/first-view';
import { setCookie } from './cookies';

/** The social provider a session came from, when it came from one. */
export type SignInProvider = 'GOOGLE' | 'FACEBOOK';

/** Screen guides already seen (spec 2 §7: is_dashboard_sg_read and similar). */
export type ScreenGuides = { dashboard: boolean; claps: boolean; schedule: boolean };

/** The current user as the web app caches it in local storage (spec 1 §3.1). */
export type SessionUser = {
  /** 0 visitor, 1 artist, 2 band, 3 listener. */
  status: UserStatus;
  category?: string | number | null;
  /** Stored with the prefix 'Token '. */
  token: string;
  id: number;
  type: UserType;
  slug: string;
  fname?: string;
  lname?: string;
  bname?: string;
  name: string;
  dp?: string | null;
  cover?: string | null;
  genre?: string[];
  artistType?: string[];
  country?: string | null;
  state?: string | null;
  city?: string | null;
  mobile?: string | null;
  email?: string;
  isEmailVerified?: boolean;
  isMobVerified?: boolean;
  isPwdSet?: boolean;
  songsCount?: number;
  videosCount?: number;
  iswhatsapp_verify?: boolean;
  whatsapp_number?: string | null;
  isFromIndia?: boolean;
  ip?: string;
  authorize_for_tv?: boolean;
  /** Days until Pro expires. */
  expdays?: number;
  /** 0 none, 1 active, 2 expired. */
  isProMember: 0 | 1 | 2;

  // Beyond spec 1 §3.1: what the after-login rules, /register and the settings page need.
  /** The account came from a social sign-in and its registration form is not done yet. */
  isShowUpdateForm?: boolean;
  /** The provider of the current session, when it was a social sign-in. */
  signInProvider?: SignInProvider;
  /** Dialling code of the mobile, without '+'. */
  mobileCountryCode?: string | null;
  /** Screen guides already seen. */
  guides?: ScreenGuides;
  /** Ids of country, state and city, for the forms' lists. */
  placeIds?: { country: number | null; state: number | null; city: number | null };
  /** The user has a team role: show the review links (the server checks the role on every call). */
  isStaff?: boolean;
};

/** The local-storage key of the cached user (spec 1 §3.1). */
export const SESSION_STORAGE_KEY = 'currentUser';

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage can be disabled (private modes, embeds): then nobody is signed in.
    return null;
  }
}

/** Parses the cached user; anything unreadable or without a signed-in status is a visitor. */
export function parseSessionUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SessionUser> | null;
    if (!value || typeof value !== 'object') return null;
    const status = Number(value.status);
    if (status !== USER_STATUS.artist && status !== USER_STATUS.band && status !== USER_STATUS.listener) return null;
    if (typeof value.slug !== 'string') return null;
    return { ...value, status, isProMember: value.isProMember ?? 0 } as SessionUser;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedUser: SessionUser | null = null;

/**
 * The session store's snapshot: local storage is the one source of truth (so other tabs and
 * tests that write the key are seen at once); the parsed user is cached per stored string, so
 * the same string always gives the same object, as useSyncExternalStore needs.
 */
function getSnapshot(): SessionUser | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parseSessionUser(raw);
  }
  return cachedUser;
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab signing in or out changes this tab too.
  const handleStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', handleStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', handleStorage);
  };
}

/**
 * Tells the server whether this browser is signed in (rules/first-view.ts): a signed-in
 * browser's pages then carry no visitor's replies. The token itself stays in local storage.
 */
function markSignedIn(isSignedIn: boolean): void {
  setCookie(SIGNED_IN_COOKIE, '1', isSignedIn ? SIGNED_IN_COOKIE_DAYS : 0);
}

/** Marks the browser as the stored session says (a session kept from before the mark existed, or cleared elsewhere). */
export function syncSignedInMark(): void {
  markSignedIn(getSnapshot() !== null);
}

/** Stores (or, with null, clears) the cached user and tells every subscriber. */
export function setSessionUser(user: SessionUser | null): void {
  markSignedIn(user !== null);
  try {
    if (user) window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
    else window.localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing to keep.
  }
  for (const listener of listeners) listener();
}

/** Changes some fields of the signed-in user (a verified e-mail, a new picture …); no-op for visitors. */
export function updateSessionUser(patch: Partial<SessionUser>): void {
  const user = getSnapshot();
  if (user) setSessionUser({ ...user, ...patch });
}

/** The signed-in user right now, outside React (loaders, handlers). */
export function getSessionUser(): SessionUser | null {
  return getSnapshot();
}

/** The signed-in user, or null for a visitor. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}

/** Artists and bands get the workstation menu (spec 1 §2.3). */
export function isArtistOrBand(user: SessionUser | null): boolean {
  return user?.status === USER_STATUS.artist || user?.status === USER_STATUS.band;
}

/** Listeners (status 3) must upgrade to upload or apply (spec 1 §6). */
export function isListener(user: SessionUser | null): boolean {
  return user?.status === USER_STATUS.listener;
}

/** The stored token ('Token …') of the signed-in user, for the API client. */
export function readSessionToken(): string | null {
  return getSessionUser()?.token ?? null;
}
