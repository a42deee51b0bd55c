/**
 * The settings page's calls under `{product}user/` (spec 2 §7 Registration and account), the
 * upgrade from listener to artist (spec 2 §2.1, §4, §5.4) and the screen guides.
 *
 * `{product}` in a path is the brand slug (BRAND_NAME, default 'indiwave'): the server
 * registers `/indiwaveuser/change_password`; the web fills it with `toProductPath` before
 * calling. Calls that change what the web app caches about the user answer the session reply
 * (auth.ts) with a `message`, so the cached user is refreshed from `result`.
 */
import { z } from 'zod';
import { BIO_MAX, DELETE_REASON_MAX, NAME_MAX, PROFILE_GENRES_MAX, PROFILE_LANGUAGES_MAX } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import {
  ARTIST_NAME_PATTERN,
  countryCodeSchema,
  dialogMobileSchema,
  emailSchema,
  flagSchema,
  idListSchema,
  lastNameSchema,
  optionalIdSchema,
  optionalProseSchema,
  optionalTextSchema,
  otpSchema,
  passwordSchema,
  requiredTextSchema,
  socialLinkSchema,
  usernameSchema,
} from './fields.ts';
import { accountTypeSchema, messageReplySchema, sessionNamedSchema, sessionReplySchema } from './auth.ts';
import { changeUserEmailReplySchema, changeUserEmailSchema, otherCitySchema, verifyOtpReplySchema } from './registration.ts';
import { defineRoute, userPath } from './route.ts';

/** Genres of a profile: up to 5 genre ids (from /genre). */
export const genreListSchema = idListSchema({ max: [PROFILE_GENRES_MAX, MESSAGES.genresMax], error: MESSAGES.invalidInput });

/** Preferred languages of a profile: language ids (from /language). */
export const profileLanguageListSchema = idListSchema({ max: [PROFILE_LANGUAGES_MAX, MESSAGES.profileLanguagesMax], error: MESSAGES.invalidInput });

/** The place of a profile: country, state and city ids, or city 'other' with otherCity. All optional. */
const placeFields = {
  country: optionalIdSchema,
  state: optionalIdSchema,
  /** A city id; null with otherCity for a city not in the list. */
  city: optionalIdSchema,
  otherCity: otherCitySchema,
};

/** POST {product}user/change_password (spec 2 §5.5 last line). */
export const changePasswordSchema = z
  .object({
    /** Required when the account has a password (has_usable_password); ignored otherwise. */
    old_password: z.string().optional(),
    new_password: passwordSchema,
    confirm_new_password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired),
  })
  .refine((v) => v.new_password === v.confirm_new_password, { message: MESSAGES.passwordMismatch, path: ['confirm_new_password'] });

/** POST {product}user/delete_account. */
export const deleteAccountSchema = z.object({
  /** Why the user leaves; kept for the team, without the personal data. */
  reason: requiredTextSchema({ required: MESSAGES.deleteReasonRequired, max: [DELETE_REASON_MAX, MESSAGES.deleteReasonMax] }),
});

/** POST {product}user/change_url: a new profile slug, unique, 3–50, reserved words refused. */
export const changeUrlSchema = z.object({ username: usernameSchema });

/** POST {product}user/change_user_mobile: without otp sends the SMS code; with otp verifies and saves. */
export const changeUserMobileSchema = z.object({
  mobile_number: dialogMobileSchema,
  code: countryCodeSchema,
  whatsapp: flagSchema.optional(),
  otp: otpSchema.optional(),
});

/** POST {product}user/change_newsletter_subscription. */
export const newsletterSchema = z.object({ is_subscribed: flagSchema });

/** POST {product}user/change_social_links: each optional; '' clears it. */
export const socialLinksSchema = z.object({
  instagram: socialLinkSchema('instagram', MESSAGES.instagramInvalid),
  facebook: socialLinkSchema('facebook', MESSAGES.facebookInvalid),
  /** twitter.com or x.com. */
  twitter: socialLinkSchema('twitter', MESSAGES.twitterInvalid),
  youtube: socialLinkSchema('youtube', MESSAGES.youtubeInvalid),
});
export type SocialLinks = z.output<typeof socialLinksSchema>;
/** The saved links, '' when not set. */
export const socialLinksResultSchema = z.object({ instagram: z.string(), facebook: z.string(), twitter: z.string(), youtube: z.string() });

/** POST {product}user/personal_details. */
export const personalDetailsSchema = z.object({
  /** Artist/stage name for artists, first name for listeners. */
  fname: requiredTextSchema({ required: MESSAGES.nameRequired, max: [NAME_MAX, MESSAGES.nameMax], pattern: [ARTIST_NAME_PATTERN, MESSAGES.nameInvalid] }),
  lname: lastNameSchema,
  band_name: optionalTextSchema({ max: [NAME_MAX, MESSAGES.bandNameMax], pattern: [ARTIST_NAME_PATTERN, MESSAGES.artistNameInvalid] }),
  /** Plain text, shown escaped: '<3' is fine, an HTML tag is not. */
  bio: optionalProseSchema({ max: [BIO_MAX, MESSAGES.bioMax] }),
  ...placeFields,
  /** Genre ids, up to 5. */
  genre: genreListSchema.optional(),
  /** Preferred language ids; when present they replace the saved ones ([] clears them). */
  language_ids: profileLanguageListSchema.optional(),
});

/** What the settings page shows (GET personal_details). */
export const personalDetailsResultSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  band_name: z.string().nullable(),
  bio: z.string().nullable(),
  country_id: z.number().int().nullable(),
  state_id: z.number().int().nullable(),
  city_id: z.number().int().nullable(),
  other_city: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  genre_id: z.array(sessionNamedSchema),
  /** Preferred languages (ids and names). */
  languages: z.array(sessionNamedSchema),
  artist_type: z.array(sessionNamedSchema),
  /** The four social links, '' when not set. */
  social_links: socialLinksResultSchema,
  /** Newsletter subscription. */
  is_subscribed: z.boolean(),
  email: z.string(),
  ismail_verify: z.boolean(),
  mobile: z.string().nullable(),
  mobile_country_code: z.string().nullable(),
  ismobile_verify: z.boolean(),
  has_usable_password: z.boolean(),
  slug_username: z.string(),
  profile_pic: z.string().nullable(),
  cover_pic: z.string().nullable(),
});

/**
 * POST {product}user/update_profile_cover_pic, sent as multipart/form-data (not JSON): a text
 * field `image_type` ('profile' or 'cover') and a file field `image` (png or jpeg by content,
 * at most 2 MB, at least 500x500). Stored re-encoded as JPEG: profile 500x500, cover
 * 1500x500, both cropped to fill. Errors: 'The file format selected is not .jpeg or .png',
 * 'The file selected exceeds 2 MB' (413), 'The image must be atleast 500*500'.
 */
export const profileCoverPicFieldsSchema = z.object({
  image_type: z.enum(['profile', 'cover'], { error: MESSAGES.invalidInput }),
});
export type ProfileCoverPicType = z.output<typeof profileCoverPicFieldsSchema>['image_type'];

/** POST listener_to_artist (spec 2 §3 Upgrade form, §5.4). */
export const listenerToArtistSchema = z.object({
  /** Artist or band name: required, 1–50, the title pattern. */
  fname: requiredTextSchema({ required: MESSAGES.artistBandNameRequired, max: [NAME_MAX, MESSAGES.artistNameMax], pattern: [ARTIST_NAME_PATTERN, MESSAGES.artistNameInvalid] }),
  lname: lastNameSchema,
  /** 'Artist' or 'Band'; Band also when the Band category is among artistType. */
  is_type: accountTypeSchema.exclude(['Listener']).optional(),
  /** The new profile slug (the current one is fine). */
  username: usernameSchema,
  /** Exactly 10 digits. */
  mobile: dialogMobileSchema,
  email: emailSchema,
  /** Artist category ids: at least one ('Please select one'), at most 3. */
  artistType: idListSchema({ min: [1, MESSAGES.selectOne], max: [3, MESSAGES.skillsMax], error: MESSAGES.selectOne }),
  /** Genre ids, up to 5. */
  genre: genreListSchema.optional(),
  ...placeFields,
});
export type ListenerToArtistForm = z.input<typeof listenerToArtistSchema>;

/** The screen guides (spec 2 §7): dashboard, claps, schedule. */
export const screenGuideNameSchema = z.enum(['dashboard', 'claps', 'schedule'], { error: MESSAGES.invalidInput });
export const screenGuidesSchema = z.object({
  is_dashboard_sg_read: z.boolean(),
  is_claps_sg_read: z.boolean(),
  is_schedule_sg_read: z.boolean(),
});


export const accountSettingsRoutes = {
  changePassword: defineRoute({
    method: 'POST',
    path: userPath('change_password'),
    summary: 'Change the password (old + new + confirm, or new + confirm without a password); signs the other sessions out',
    isAuthRequired: true,
    body: changePasswordSchema,
    response: messageReplySchema,
  }),
  deleteAccount: defineRoute({
    method: 'POST',
    path: userPath('delete_account'),
    summary: "Delete the account with a reason: personal data removed, sessions ended (docs/decisions.md 'Accounts')",
    isAuthRequired: true,
    body: deleteAccountSchema,
    response: messageReplySchema,
  }),
  changeUrl: defineRoute({
    method: 'POST',
    path: userPath('change_url'),
    summary: 'Change the profile slug (username): unique, 3–50, reserved words refused',
    isAuthRequired: true,
    body: changeUrlSchema,
    response: sessionReplySchema,
  }),
  getUserEmail: defineRoute({
    method: 'GET',
    path: userPath('change_user_email'),
    summary: 'The current e-mail and whether it is verified',
    isAuthRequired: true,
    response: z.object({ success: z.literal(true), result: z.object({ email: z.string(), ismail_verify: z.boolean() }) }),
  }),
  changeUserEmail: defineRoute({
    method: 'POST',
    path: userPath('change_user_email'),
    summary: 'Send a code to a new e-mail; with otp, verify it and change the e-mail (same as POST change_user_email)',
    isAuthRequired: true,
    body: changeUserEmailSchema,
    response: changeUserEmailReplySchema,
  }),
  getUserMobile: defineRoute({
    method: 'GET',
    path: userPath('change_user_mobile'),
    summary: 'The current mobile, its country code and flags',
    isAuthRequired: true,
    response: z.object({
      success: z.literal(true),
      result: z.object({
        mobile: z.string().nullable(),
        code: z.string().nullable(),
        ismobile_verify: z.boolean(),
        iswhatsapp_verify: z.boolean(),
        whatsapp_number: z.string().nullable(),
      }),
    }),
  }),
  changeUserMobile: defineRoute({
    method: 'POST',
    path: userPath('change_user_mobile'),
    summary: 'Send an SMS code to a new mobile; with otp, verify it and change the mobile',
    isAuthRequired: true,
    body: changeUserMobileSchema,
    response: z.union([verifyOtpReplySchema, messageReplySchema]),
  }),
  changeNewsletterSubscription: defineRoute({
    method: 'POST',
    path: userPath('change_newsletter_subscription'),
    summary: 'Subscribe to or leave the newsletter',
    isAuthRequired: true,
    body: newsletterSchema,
    response: z.object({ success: z.literal(true), message: z.string(), is_subscribed: z.boolean() }),
  }),
  changeSocialLinks: defineRoute({
    method: 'POST',
    path: userPath('change_social_links'),
    summary: 'Save the Instagram, Facebook, Twitter (X) and YouTube links of the profile',
    isAuthRequired: true,
    body: socialLinksSchema,
    response: z.object({ success: z.literal(true), message: z.string(), result: socialLinksResultSchema }),
  }),
  getPersonalDetails: defineRoute({
    method: 'GET',
    path: userPath('personal_details'),
    summary: 'Everything the settings page shows',
    isAuthRequired: true,
    response: z.object({ success: z.literal(true), result: personalDetailsResultSchema }),
  }),
  savePersonalDetails: defineRoute({
    method: 'POST',
    path: userPath('personal_details'),
    summary: 'Save names, band name, bio, place, genres and preferred languages',
    isAuthRequired: true,
    body: personalDetailsSchema,
    response: sessionReplySchema,
  }),
  updateProfileCoverPic: defineRoute({
    method: 'POST',
    path: userPath('update_profile_cover_pic'),
    summary: 'Upload the profile or cover picture: multipart/form-data with image_type (profile|cover) and the file in image',
    isAuthRequired: true,
    response: sessionReplySchema,
  }),
  listenerToArtist: defineRoute({
    method: 'POST',
    path: '/listener_to_artist',
    summary: 'Upgrade a listener to an artist profile (Artist, status 1; Band when the Band category is chosen)',
    isAuthRequired: true,
    body: listenerToArtistSchema,
    response: sessionReplySchema,
  }),
  screenGuides: defineRoute({
    method: 'GET',
    path: '/screen_guides',
    summary: 'Which screen guides the user has seen',
    isAuthRequired: true,
    response: z.object({ success: z.literal(true), result: screenGuidesSchema }),
  }),
  updateScreenGuide: defineRoute({
    method: 'POST',
    path: '/update_screen_guide',
    summary: 'Mark a screen guide as seen',
    isAuthRequired: true,
    body: z.object({ name: screenGuideNameSchema }),
    response: z.object({ success: z.literal(true), result: screenGuidesSchema }),
  }),
} as const;
