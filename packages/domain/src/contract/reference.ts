import { z } from 'zod';
import { defineRoute, listOf } from './route.ts';

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
