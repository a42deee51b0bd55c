import { z } from 'zod';
import { REFERENCE_NAME_MAX } from '../constants.ts';
import { CATALOGUE_MESSAGES } from '../messages.ts';
import { requiredTextSchema } from './fields.ts';
import { defineRoute, listOf, resultOf } from './route.ts';

/** A named item of a reference list (genre, language, mood, artist category, band role). */
export const namedItemSchema = z.object({
  /** Stable id. */
  id: z.number().int(),
  /** Display name. */
  name: z.string(),
  /** URL-safe name, used in listing filters. */
  slug: z.string(),
});
export type NamedItem = z.infer<typeof namedItemSchema>;

/** A state of a country (spec 2 §3: id and name). */
export const stateSchema = z.object({ id: z.number().int(), name: z.string() });
/** A country with its states (spec 2 §3: name and states). */
export const countrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** ISO 3166-1 alpha-2 code. */
  iso_code: z.string(),
  /** International dialling code without '+'. */
  phone_code: z.string(),
  states: z.array(stateSchema),
});
export type Country = z.infer<typeof countrySchema>;
/** A city (spec 2 §3: id and name). */
export const citySchema = z.object({ id: z.number().int(), name: z.string() });
export type City = z.infer<typeof citySchema>;

const namedList = (path: string, summary: string) =>
  defineRoute({ method: 'GET', path, summary, isAuthRequired: false, response: listOf(namedItemSchema) });

/** The reference-data calls of spec 2 §7 Discovery. */
export const referenceRoutes = {
  genre: namedList('/genre', 'Music genres'),
  language: namedList('/language', 'Languages of songs'),
  mood: namedList('/mood', 'Moods of songs and videos'),
  artistcat: namedList('/artistcat', 'Artist categories (Band among them)'),
  bandRoles: namedList('/band-roles', 'Roles of band members'),
  country: defineRoute({
    method: 'GET',
    path: '/country',
    summary: 'Countries with their states',
    isAuthRequired: false,
    response: listOf(countrySchema),
  }),
  cities: defineRoute({
    method: 'GET',
    path: '/cities/:stateId',
    summary: 'Cities of a state',
    isAuthRequired: false,
    params: z.object({ stateId: z.coerce.number().int().positive() }),
    response: listOf(citySchema),
  }),
} as const;

// ---------------------------------------------------------------------------------------------
// The staff console's reference lists (issue 21 item 5): add and rename.
// ---------------------------------------------------------------------------------------------

/** The lists the team edits, by the name of their table. */
export const REFERENCE_LISTS = ['genres', 'languages', 'moods', 'artist_categories', 'band_roles'] as const;
export type ReferenceList = (typeof REFERENCE_LISTS)[number];
/** One item of each list, in words: 'genre', 'artist category' … */
export const REFERENCE_ITEM_LABELS: Record<ReferenceList, string> = { genres: 'genre', languages: 'language', moods: 'mood', artist_categories: 'artist category', band_roles: 'band role' };
/** Each list's heading. */
export const REFERENCE_LIST_LABELS: Record<ReferenceList, string> = { genres: 'Genres', languages: 'Languages', moods: 'Moods', artist_categories: 'Artist categories', band_roles: 'Band roles' };

/** An item as the team sees it, with its position in the list. */
export const staffNamedItemSchema = namedItemSchema.extend({ position: z.number().int() });
export type StaffNamedItem = z.infer<typeof staffNamedItemSchema>;

const listParams = z.object({ list: z.enum(REFERENCE_LISTS, { error: CATALOGUE_MESSAGES.referenceNotFound }) });
/** A new or changed name; the slug is made from a new item's name and then stays (filters and links use it). */
export const referenceNameBodySchema = z.object({ name: requiredTextSchema({ required: CATALOGUE_MESSAGES.referenceNameRequired, max: [REFERENCE_NAME_MAX, CATALOGUE_MESSAGES.referenceNameMax] }) });
const itemReply = z.object({ success: z.literal(true), message: z.string(), result: staffNamedItemSchema });

export const referenceStaffRoutes = {
  staffList: defineRoute({
    method: 'GET',
    path: '/staff/reference/:list',
    summary: 'Staff: a reference list (genres, languages, moods, artist_categories, band_roles) in its order.',
    isAuthRequired: true,
    staffRole: 'staff',
    params: listParams,
    response: listOf(staffNamedItemSchema),
  }),
  addItem: defineRoute({
    method: 'POST',
    path: '/staff/reference/:list',
    summary: 'Staff: adds an item at the end of a reference list; its name and slug must be new in the list.',
    isAuthRequired: true,
    isIdempotent: true,
    staffRole: 'staff',
    params: listParams,
    body: referenceNameBodySchema,
    response: resultOf(staffNamedItemSchema).extend({ message: z.string() }),
  }),
  renameItem: defineRoute({
    method: 'PUT',
    path: '/staff/reference/:list/:slug',
    summary: 'Staff: renames an item of a reference list; its id and slug stay, so songs, profiles and links keep it.',
    isAuthRequired: true,
    staffRole: 'staff',
    params: listParams.extend({ slug: z.string().trim().toLowerCase().max(200, CATALOGUE_MESSAGES.referenceNotFound) }),
    body: referenceNameBodySchema,
    response: itemReply,
  }),
} as const;
