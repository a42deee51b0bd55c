import { MESSAGES } from '@indiwave/domain/messages';
import { fieldError } from '../../http/parse-with.ts';
import { findUniqueViolation } from './account-store.ts';
import type { NamedRef, UserPatch, UsersRepository } from './users.repository.ts';
import { requireSignedIn } from './access.policy.ts';

/** A place as the forms send it (ids; city null with otherCity for 'Other'). */
export type PlaceInput = { country: number | null; state: number | null; city: number | 'other' | null; otherCity: string };

/**
 * Checks that the state is in the country and the city in the state, and returns the users
 * columns to store. A missing level clears the levels under it.
 */
export async function resolvePlace(users: UsersRepository, place: PlaceInput): Promise<Pick<UserPatch, 'country_id' | 'state_id' | 'city_id' | 'other_city'>> {
  const { country, state, city } = place;
  if (country === null) return { country_id: null, state_id: null, city_id: null, other_city: null };
  if (!(await users.hasCountry(country))) throw fieldError('country', MESSAGES.countryRequired);
  if (state === null) return { country_id: country, state_id: null, city_id: null, other_city: null };
  if ((await users.findStateCountryId(state)) !== country) throw fieldError('state', MESSAGES.stateRequired);
  if (city === 'other' || (city === null && place.otherCity)) {
    if (!place.otherCity) throw fieldError('otherCity', MESSAGES.otherCityRequired);
    return { country_id: country, state_id: state, city_id: null, other_city: place.otherCity };
  }
  if (city === null) return { country_id: country, state_id: state, city_id: null, other_city: null };
  if ((await users.findCityStateId(city)) !== state) throw fieldError('city', MESSAGES.cityRequired);
  return { country_id: country, state_id: state, city_id: city, other_city: null };
}

/** The artist categories of these ids; an unknown id is 400 on the field. */
export async function resolveArtistTypes(users: UsersRepository, ids: number[], field: string): Promise<NamedRef[]> {
  const found = await users.findArtistCategories(ids);
  if (found.length !== ids.length) throw fieldError(field, MESSAGES.invalidInput);
  return found;
}

/** Checks that every genre id exists. */
export async function resolveGenres(users: UsersRepository, ids: number[]): Promise<NamedRef[]> {
  const found = await users.findGenres(ids);
  if (found.length !== ids.length) throw fieldError('genre', MESSAGES.invalidInput);
  return found;
}

/** Checks that every language id exists; an unknown one is refused on `language_ids`. */
export async function resolveLanguages(users: UsersRepository, ids: number[]): Promise<NamedRef[]> {
  const found = await users.findLanguages(ids);
  if (found.length !== ids.length) throw fieldError('language_ids', MESSAGES.languageUnknown);
  return found;
}

/** True when the Band category is among the chosen types (spec 1 §3.1: that makes a band). */
export function hasBandType(types: NamedRef[]): boolean {
  return types.some((t) => t.name.trim().toLowerCase() === 'band');
}

/**
 * Runs a write to the users table; losing a race on the e-mail or slug index answers the
 * field's message (e-mail: the given one; slug: 'The username entered already exist').
 */
export async function writeUnique<T>(work: () => Promise<T>, emailMessage: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const column = findUniqueViolation(error);
    if (column === 'email') throw fieldError('email', emailMessage);
    if (column === 'slug') throw fieldError('username', MESSAGES.usernameTaken);
    throw error;
  }
}

/** A signed-in user's row vanished (the account was deleted in another tab): the session is over, 401. */
export function requireRow<T>(row: T | undefined): T {
  requireSignedIn(row);
  return row;
}
