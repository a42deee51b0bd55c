/**
 * Registration and the e-mail and phone codes (spec 2 §2.1 Register dialog, §3 Registration,
 * §4, §5.1, §7 Registration and account, §8, §9).
 *
 * The four steps post to one call, `v2/registration/save`, with `formType` (the step) and the
 * step's form values in `formData`; each step's values are checked with the schema exported
 * here, and a failure is 400 with `fields` keyed by the form's own field names (`fname`,
 * `username`, `email` …) in the spec's words. Steps 1 and 4 create the account and sign in
 * (the reply is the session); steps 2 and 3 need the session and answer it updated.
 *
 * A social account finishing at /register posts step 1 or 4 signed in with the session of the
 * social sign-in (or with `access_token` + `provider`): then the e-mail is the provider's and
 * read-only, and password and robot check are optional.
 */
import { z } from 'zod';
import { SKILLS_MAX } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import {
  CITY_NAME_PATTERN,
  artistNameSchema,
  citySelectSchema,
  countryCodeSchema,
  dialogMobileSchema,
  emailSchema,
  firstNameSchema,
  flagSchema,
  idListSchema,
  lastNameSchema,
  optionalTextSchema,
  otpSchema,
  passwordSchema,
  placeIdSchema,
  registrationMobileSchema,
  robotCheckSchema,
  usernameSchema,
} from './fields.ts';
import { messageReplySchema, sessionReplySchema, socialProviderSchema, sourceSchema } from './auth.ts';
import { defineRoute } from './route.ts';

/** The steps of the Register dialog (spec 2 §2.1), sent as `formType`. */
export const REGISTRATION_STEP = { artist: 1, city: 2, skills: 3, listener: 4 } as const;
export type RegistrationStep = (typeof REGISTRATION_STEP)[keyof typeof REGISTRATION_STEP];

/** Step 1, 'Add Your Artist Detail' (spec 2 §3 artist form). */
export const artistFormSchema = z.object({
  /** Artist or stage name. */
  fname: artistNameSchema,
  /** The profile slug; check it with is_username_exists as the user types. */
  username: usernameSchema,
  /** Optional, digits only, up to 18. */
  mobile: registrationMobileSchema,
  email: emailSchema,
  password: passwordSchema,
  /** The robot-check answer. */
  recaptcha: robotCheckSchema,
});
export type ArtistForm = z.input<typeof artistFormSchema>;

/** Step 4, 'Add Your Details As Listener' (spec 2 §3 listener form). */
export const listenerFormSchema = z.object({
  fname: firstNameSchema,
  lname: lastNameSchema,
  email: emailSchema,
  password: passwordSchema,
  recaptcha: robotCheckSchema,
});
export type ListenerForm = z.input<typeof listenerFormSchema>;

/**
 * The artist and listener forms when a social account finishes at /register: the e-mail comes
 * from the provider (read-only; only asked when the provider gave none), a password is
 * optional and the provider's sign-in stands in for the robot check.
 */
export const socialArtistFormSchema = artistFormSchema.extend({
  email: emailSchema.optional(),
  password: passwordSchema.optional(),
  recaptcha: z.string().optional(),
});
export const socialListenerFormSchema = listenerFormSchema.extend({
  email: emailSchema.optional(),
  password: passwordSchema.optional(),
  recaptcha: z.string().optional(),
});

/** The 'Other' city: required when 'Other' is chosen, letters only (spec 2 §5.1). */
export const otherCitySchema = optionalTextSchema({ max: [100, MESSAGES.otherCityInvalid], pattern: [CITY_NAME_PATTERN, MESSAGES.otherCityInvalid] });

/** Step 2, 'Tell Us City Of Your Stay': ids from /country and /cities/:stateId, or city 'other'. */
export const cityFormSchema = z
  .object({
    country: placeIdSchema(MESSAGES.countryRequired),
    state: placeIdSchema(MESSAGES.stateRequired),
    /** A city id, or 'other' with otherCity. */
    city: citySelectSchema,
    /** The city's name when city is 'other'. */
    otherCity: otherCitySchema,
  })
  .superRefine((v, ctx) => {
    if (v.city === 'other' && v.otherCity === '') ctx.addIssue({ code: 'custom', path: ['otherCity'], message: MESSAGES.otherCityRequired });
  });
export type CityForm = z.input<typeof cityFormSchema>;

/** Step 3, 'Great, tell us bit more about you': 1 to 3 artist category ids (from /artistcat). */
export const artistTypeFormSchema = z.object({
  artistType: idListSchema({ min: [1, MESSAGES.skillsMin], max: [SKILLS_MAX, MESSAGES.skillsMax], error: MESSAGES.skillsMin }),
});
export type ArtistTypeForm = z.input<typeof artistTypeFormSchema>;

/** The form schema of each step, for the web's resolver and the server's check. */
export const REGISTRATION_FORMS = {
  [REGISTRATION_STEP.artist]: artistFormSchema,
  [REGISTRATION_STEP.city]: cityFormSchema,
  [REGISTRATION_STEP.skills]: artistTypeFormSchema,
  [REGISTRATION_STEP.listener]: listenerFormSchema,
} as const;

/** POST v2/registration/save (spec 2 §7). */
export const registrationSaveSchema = z.object({
  /** The step: 1 artist, 2 city, 3 artist types, 4 listener. */
  formType: z.coerce.number().int().min(1).max(4).transform((v) => v as RegistrationStep),
  /** 'artist' or 'listener' (any case); informative, the step decides. */
  register_type: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['artist', 'listener', ''], { error: MESSAGES.invalidInput }))
    .optional(),
  /** The step's form values, checked with REGISTRATION_FORMS[formType]. */
  formData: z.record(z.string(), z.unknown()).default({}),
  /** Register source code: 0 manual, 2 Facebook, 5 Google (spec 2 §9). */
  register_from: z.coerce.number().int().optional(),
  /** With provider: finish a social registration without a session. */
  access_token: z.string().trim().optional(),
  provider: socialProviderSchema.optional(),
  /** Where the registration comes from ('web' by default). */
  source: sourceSchema,
});

/** POST send_otp (spec 2 §7): a code by SMS to the mobile; WhatsApp flag kept with it. */
export const sendOtpSchema = z.object({
  /** Exactly 10 digits (READING). */
  mobile_number: dialogMobileSchema,
  /** Country dialling code ('91' or '+91'). */
  code: countryCodeSchema,
  /** Ignored: the session says who the user is. */
  user_id: z.unknown().optional(),
  /** The number is also the user's WhatsApp number. */
  whatsapp: flagSchema.optional(),
});

/** POST verify_otp (spec 2 §7, READING): verifies 'email' and 'mobile' codes. */
export const verifyOtpSchema = z.object({
  otp: otpSchema,
  type: z.enum(['email', 'mobile'], { error: MESSAGES.invalidInput }),
  /** The address the e-mail code went to; the current e-mail when absent. A new one becomes the e-mail. */
  nemail: emailSchema.optional(),
  /** The mobile the SMS code went to; the latest code's when absent. */
  mobile: z.string().trim().regex(/^\d{10}$/, MESSAGES.mobileTenDigits).optional(),
});

/** The reply of a verified code, with the values the web app stores. */
export const verifyOtpReplySchema = z.object({
  success: z.literal(true),
  /** 'Success' (spec 2 §7). */
  result: z.literal('Success'),
  /** 'Email verified successfully' or 'Mobile verified successfully'. */
  message: z.string(),
  email: z.string().optional(),
  mobile: z.string().optional(),
  iswhatsapp_verify: z.boolean().optional(),
});

/** POST change_user_email: sends the code to `email`; with `otp`, verifies it and makes it the e-mail. */
export const changeUserEmailSchema = z.object({
  email: emailSchema,
  otp: otpSchema.optional(),
});

/** Either 'OTP sent on your email address.' or the verified reply. */
export const changeUserEmailReplySchema = z.union([verifyOtpReplySchema, messageReplySchema]);

export const registrationRoutes = {
  isEmailExists: defineRoute({
    method: 'POST',
    path: '/registration/is_email_exists',
    summary: "Is the e-mail taken by another account ('The Email ID entered already exist')",
    isAuthRequired: false,
    body: z.object({ email: emailSchema, /** Ignored: the session excludes its own e-mail. */ user_id: z.unknown().optional() }),
    response: z.object({ success: z.literal(true), is_email_exists: z.boolean() }),
  }),
  isUsernameExists: defineRoute({
    method: 'POST',
    path: '/is_username_exists',
    summary: 'Is the username taken or reserved; suggest is a free one to offer (empty when the name is free)',
    isAuthRequired: false,
    body: z.object({ username: usernameSchema, /** Ignored: the session excludes its own slug. */ user_id: z.unknown().optional() }),
    response: z.object({ success: z.literal(true), is_username_exists: z.boolean(), suggest: z.string() }),
  }),
  registrationSave: defineRoute({
    method: 'POST',
    path: '/v2/registration/save',
    summary: 'Save a step of the Register dialog: 1 and 4 create the account (or finish a social one) and sign in; 2 and 3 need the session',
    isAuthRequired: false,
    body: registrationSaveSchema,
    response: sessionReplySchema,
  }),
  sendOtp: defineRoute({
    method: 'POST',
    path: '/send_otp',
    summary: "Send a 6-digit code by SMS to the mobile: 'OTP sent on your mobile number.'",
    isAuthRequired: true,
    body: sendOtpSchema,
    response: messageReplySchema,
  }),
  verifyOtp: defineRoute({
    method: 'POST',
    path: '/verify_otp',
    summary: "Verify an e-mail or SMS code: 'Email verified successfully' / 'Mobile verified successfully', or 'Invaild OTP'",
    isAuthRequired: true,
    body: verifyOtpSchema,
    response: verifyOtpReplySchema,
  }),
  changeUserEmail: defineRoute({
    method: 'POST',
    path: '/change_user_email',
    summary: "Send the e-mail code ('OTP sent on your email address.'); with otp, verify it and make the address the e-mail",
    isAuthRequired: true,
    body: changeUserEmailSchema,
    response: changeUserEmailReplySchema,
  }),
} as const;

