/**
 * Advertisements (spec 1 §1 promotional popup, §2.7 companion banner, §3.5, §3.6, §4 Banner,
 * §6 for_pro, §7 calls, §8 'Advertisement load failure: silently ignored', §9; READING Banners).
 * The spec shows no paths; ours:
 *
 * - `GET /api/advertisements?key=banner&page=` ("advertisements by a fixed key for the shell
 *   banner"): the running banner campaigns for this viewer's audience (for_pro), each with its
 *   page keys; `page` narrows them to one page key. Reply `{ success, media }`.
 * - `GET /api/advertisements?key=companion&track=` ("companion ads, parameter 'companion'"):
 *   the running companion ads, each with its track (a song's slug), its window in seconds into
 *   the track and the ad under `adv_id`. Reply `{ success, media }`.
 * - `GET /api/advertisement_list?type=issue` ("advertisement list, argument 'issue' when
 *   raiseIssue is set, otherwise empty"): without the argument the promo popup's campaigns;
 *   with 'issue' the team's notices shown where people raise an issue (contact, report). Reply
 *   `{ success, result }`.
 * - Staff: `GET/POST /api/staff/ads`, `PUT/DELETE /api/staff/ads/:id`; pictures through
 *   `POST /api/staff/images` (contract/content-images.ts).
 *
 * A campaign runs between its own dates (starts_at, ends_at; READING: separate from
 * start_time/end_time) while active. For a banner, start_time is the delay in seconds before it
 * shows and end_time how long (in seconds, as whole days for its cookie) it then stays hidden;
 * for a companion ad they are its window in seconds into the track.
 */
import { z } from 'zod';
import { AD_AUDIENCE, AD_KEYS, AD_LIST_ISSUE, AD_NAME_MAX, AD_PLACEMENTS, AD_TIME_MAX_S, AD_URL_MAX, PAGE_KEY_ALL, PAGE_KEYS } from '../constants.ts';
import { CONTENT_MESSAGES } from '../messages.ts';
import { defineRoute } from './route.ts';

/** The ad fields of spec 1 §3.5 (and §3.6's adv_id), with the pictures' sizes so nothing shifts while they load. */
export const adCreativeSchema = z.object({
  /** The campaign's id (adv_id). */
  id: z.number().int(),
  adv_name: z.string(),
  /** /media URL of the desktop picture. */
  adv_image: z.string(),
  /** /media URL of the phone picture (the desktop one when none was given). */
  adv_image_mobile: z.string(),
  /** Where a click goes: https://… or a path of this site. */
  adv_landing_url: z.string(),
  image_width: z.number().int(),
  image_height: z.number().int(),
  image_mobile_width: z.number().int(),
  image_mobile_height: z.number().int(),
});
export type AdCreative = z.infer<typeof adCreativeSchema>;

/** A banner, popup or issue notice (spec 1 §3.5). */
export const advertisementSchema = adCreativeSchema.extend({
  /** Page keys it shows on ('all' for every page). */
  adv_display_pages: z.array(z.string()),
  /** 0 everyone, 1 Pro members only, 2 everyone but Pro members. */
  for_pro: z.number().int(),
  /** Seconds before it shows. */
  start_time: z.number().int(),
  /** Seconds its cookie then hides it (whole days, at least one). */
  end_time: z.number().int(),
});
export type Advertisement = z.infer<typeof advertisementSchema>;

/** A companion ad of the player (spec 1 §3.6): shown while `track` plays between start_time and end_time seconds. */
export const companionAdSchema = z.object({
  /** The song's slug. */
  track: z.string(),
  start_time: z.number().int(),
  end_time: z.number().int(),
  adv_id: adCreativeSchema,
});
export type CompanionAd = z.infer<typeof companionAdSchema>;

export const advertisementsQuerySchema = z.object({
  key: z.enum([AD_KEYS.banner, AD_KEYS.companion]),
  /** Banners: one page key. */
  page: z.enum(PAGE_KEYS).optional(),
  /** Companion ads: one song's slug. */
  track: z.string().trim().max(200).optional(),
});

const secondsSchema = z.coerce
  .number({ error: CONTENT_MESSAGES.adTimeInvalid })
  .int(CONTENT_MESSAGES.adTimeInvalid)
  .min(0, CONTENT_MESSAGES.adTimeInvalid)
  .max(AD_TIME_MAX_S, CONTENT_MESSAGES.adTimeInvalid);

/** An https:// address or a path of this site; nothing else (no javascript:, no data:). */
export const landingUrlSchema = z
  .string({ error: CONTENT_MESSAGES.adUrlInvalid })
  .trim()
  .max(AD_URL_MAX, CONTENT_MESSAGES.adUrlInvalid)
  .refine((value) => /^\/(?!\/)\S*$/.test(value) || /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d+)?([/?#]\S*)?$/i.test(value), CONTENT_MESSAGES.adUrlInvalid);

const isoInstant = z
  .string()
  .trim()
  .refine((v) => !Number.isNaN(Date.parse(v)), CONTENT_MESSAGES.adDatesInvalid)
  .transform((v) => new Date(v).toISOString());

/** A campaign as the team writes it. */
export const adInputSchema = z
  .object({
    name: z.string({ error: CONTENT_MESSAGES.adNameRequired }).trim().min(1, CONTENT_MESSAGES.adNameRequired).max(AD_NAME_MAX, CONTENT_MESSAGES.adNameMax),
    placement: z.enum(AD_PLACEMENTS),
    /** Keys `POST staff/images` answered; the phone picture is optional. */
    image: z.string({ error: CONTENT_MESSAGES.adImageRequired }).trim().min(1, CONTENT_MESSAGES.adImageRequired).max(200),
    image_mobile: z.string().trim().max(200).nullish().transform((v) => v || null),
    landing_url: landingUrlSchema,
    display_pages: z.array(z.enum([PAGE_KEY_ALL, ...PAGE_KEYS])).default([PAGE_KEY_ALL]),
    for_pro: z.union([z.literal(AD_AUDIENCE.everyone), z.literal(AD_AUDIENCE.proOnly), z.literal(AD_AUDIENCE.nonPro)]).default(AD_AUDIENCE.everyone),
    start_time: secondsSchema.default(0),
    end_time: secondsSchema.default(0),
    /** Companion ads: the song's slug. */
    track: z.string().trim().max(200).nullish().transform((v) => v || null),
    /** The campaign's own dates; none runs it from now on, without end. */
    starts_at: isoInstant.nullish().transform((v) => v ?? null),
    ends_at: isoInstant.nullish().transform((v) => v ?? null),
    is_active: z.boolean().default(true),
  })
  .superRefine((value, ctx) => {
    if (value.placement === 'banner' && value.display_pages.length === 0) ctx.addIssue({ code: 'custom', path: ['display_pages'], message: CONTENT_MESSAGES.adPagesRequired });
    if (value.placement === 'companion') {
      if (!value.track) ctx.addIssue({ code: 'custom', path: ['track'], message: CONTENT_MESSAGES.adTrackRequired });
      if (value.end_time <= value.start_time) ctx.addIssue({ code: 'custom', path: ['end_time'], message: CONTENT_MESSAGES.adWindowInvalid });
    }
    if (value.starts_at && value.ends_at && value.ends_at <= value.starts_at) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: CONTENT_MESSAGES.adDatesInvalid });
  });
export type AdInput = z.input<typeof adInputSchema>;

/** A campaign as the staff screen shows it, with what it did so far. */
export const staffAdSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  placement: z.enum(AD_PLACEMENTS),
  image: z.string(),
  image_url: z.string(),
  image_mobile: z.string().nullable(),
  image_mobile_url: z.string().nullable(),
  landing_url: z.string(),
  display_pages: z.array(z.string()),
  for_pro: z.number().int(),
  start_time: z.number().int(),
  end_time: z.number().int(),
  track: z.string().nullable(),
  track_title: z.string().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  is_active: z.boolean(),
  /** Running now: active and within its dates. */
  is_running: z.boolean(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StaffAd = z.infer<typeof staffAdSchema>;

const adIdParams = z.object({ id: z.coerce.number({ error: CONTENT_MESSAGES.adNotFound }).int(CONTENT_MESSAGES.adNotFound).positive(CONTENT_MESSAGES.adNotFound) });

export const adRoutes = {
  advertisements: defineRoute({
    method: 'GET',
    path: '/advertisements',
    summary: "Running ads by key: 'banner' (the shell banner, for this viewer's audience) or 'companion' (the player's)",
    isAuthRequired: false,
    query: advertisementsQuerySchema,
    response: z.object({ success: z.literal(true), media: z.array(z.union([advertisementSchema, companionAdSchema])) }),
  }),
  advertisementList: defineRoute({
    method: 'GET',
    path: '/advertisement_list',
    summary: "The promo popup's running campaigns; with type=issue the notices shown where people raise an issue",
    isAuthRequired: false,
    query: z.object({ type: z.enum([AD_LIST_ISSUE, '']).default('') }),
    response: z.object({ success: z.literal(true), result: z.array(advertisementSchema) }),
  }),
  staffAds: defineRoute({
    method: 'GET',
    path: '/staff/ads',
    staffRole: 'staff',
    summary: 'Staff: every campaign, newest first, with its impressions and clicks',
    isAuthRequired: true,
    response: z.object({ success: z.literal(true), results: z.array(staffAdSchema) }),
  }),
  createAd: defineRoute({
    method: 'POST',
    path: '/staff/ads',
    staffRole: 'staff',
    summary: 'Staff: start a campaign (banner, popup, issue notice or companion ad)',
    isAuthRequired: true,
    isIdempotent: true,
    body: adInputSchema,
    response: z.object({ success: z.literal(true), result: staffAdSchema, message: z.string() }),
  }),
  updateAd: defineRoute({
    method: 'PUT',
    path: '/staff/ads/:id',
    staffRole: 'staff',
    summary: 'Staff: change a campaign',
    isAuthRequired: true,
    params: adIdParams,
    body: adInputSchema,
    response: z.object({ success: z.literal(true), result: staffAdSchema, message: z.string() }),
  }),
  deleteAd: defineRoute({
    method: 'DELETE',
    path: '/staff/ads/:id',
    staffRole: 'staff',
    summary: 'Staff: delete a campaign (its roll-up figures stay)',
    isAuthRequired: true,
    params: adIdParams,
    response: z.object({ success: z.literal(true), message: z.string() }),
  }),
} as const;
