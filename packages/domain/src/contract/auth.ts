/**
 * Sessions, sign-in and password links (spec 1 §3.1–3.2, §4, §7; spec 2 §3, §7
 * Authentication, §8). The session reply is the one shape every call that signs a person in,
 * or changes what the web app caches about them, answers with.
 *
 * Tokens: `result.token` is the raw key, shown once per sign-in; the web app stores it as
 * 'Token ' + key and sends it as `Authorization: Token <key>`. A missing, revoked or unknown
 * key on a signed-in-only call is 401 `{ success: false, error }`.
 *
 * Failures everywhere: `{ success: false, error, fields? }` (route.ts `failureSchema`), 400 for
 * bad input with per-field messages in the spec's words, 429 with `Retry-After` when throttled.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { hasMarkup } from '../rules/text-input.ts';
import { emailSchema, passwordSchema } from './fields.ts';
import { defineRoute } from './route.ts';

/** The account types a session can have (spec 1 §3.1); a visitor has no session. */
export const accountTypeSchema = z.enum(['Artist', 'Band', 'Listener']);
export type AccountType = z.infer<typeof accountTypeSchema>;

/** A named item the session lists (genres, artist types); spec 2 §3 `genre_id[].name`. */
export const sessionNamedSchema = z.object({
  /** The reference item's id (genre or artist category). */
  id: z.number().int(),
  /** Its display name. */
  name: z.string(),
});

/**
 * The signed-in user as the server describes them (spec 1 §3.2, spec 2 §3 Register response),
 * plus what the after-login rules need (place, screen guides). The web maps it to the cached
 * user of spec 1 §3.1 (status from `is_type` and `artist_type`, see rules/session-user.ts).
 */
export const sessionResultSchema = z.object({
  /** The raw session key; stored by the web app as 'Token ' + token. */
  token: z.string(),
  /** The user's id. */
  id: z.number().int(),
  /** 'Artist', 'Band' or 'Listener'. A Band is also an Artist with an artist type named Band. */
  is_type: accountTypeSchema,
  /** The public profile slug: /{slug_username}. */
  slug_username: z.string(),
  profile: z.object({
    /** Artist/stage name for artists, first name for listeners. */
    first_name: z.string(),
    last_name: z.string(),
    /** URL of the 500x500 profile picture, or null for the default avatar. */
    profile_pic: z.string().nullable(),
    /** URL of the 1500x500 cover picture, or null. */
    cover_pic: z.string().nullable(),
    /** Country name, or null when not given yet (after-login rule: open register step 2). */
    country: z.string().nullable(),
  }),
  /** Band name, when the user set one in personal details. */
  band_name: z.string().nullable(),
  /** Genres of the profile. */
  genre_id: z.array(sessionNamedSchema),
  /** Artist types ("skills or areas of interest", register step 3); empty → open register step 3. */
  artist_type: z.array(sessionNamedSchema),
  /** Mobile number without country code, or null. */
  mobile: z.string().nullable(),
  /** Country dialling code of the mobile, without '+', or null. */
  mobile_country_code: z.string().nullable(),
  /** E-mail address; '' when a social account gave none and the user has not added one. */
  email: z.string(),
  /** E-mail verified with a code or the activation link. */
  ismail_verify: z.boolean(),
  /** Mobile verified with an SMS code. */
  ismobile_verify: z.boolean(),
  /** Songs uploaded by the user (0 until the catalogue arrives). */
  songs_count: z.number().int(),
  /** Videos uploaded by the user (0 until the catalogue arrives). */
  videos_count: z.number().int(),
  /** False for social accounts without a password: change_password then needs no old password. */
  has_usable_password: z.boolean(),
  /** The mobile was verified with the WhatsApp flag set. */
  iswhatsapp_verify: z.boolean(),
  /** The WhatsApp number (the verified mobile), or null. */
  whatsapp_number: z.string().nullable(),
  /** Pro state: 0 none, 1 active, 2 expired (spec 1 §3.1). */
  is_pro: z.number().int(),
  /** Days until Pro expires ('expdays' of spec 1 §3.1), null without a subscription. */
  sds_e: z.number().int().nullable(),
  /** The artist may pitch videos to the TV channel. */
  authorize_for_tv: z.boolean(),
  /** True only in the reply of the social sign-in that created the account: finish at /register. */
  is_new_user: z.boolean(),
  /** The account was created by a social sign-in and its registration form is not done yet. */
  is_show_update_form: z.boolean(),
  /** Country name (same as profile.country), state and city names; city is the 'Other' city when given. */
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  /** Ids of the place, for the settings form's selects. */
  country_id: z.number().int().nullable(),
  state_id: z.number().int().nullable(),
  city_id: z.number().int().nullable(),
  /** Screen guides already seen (spec 2 §7: is_dashboard_sg_read and similar). */
  is_dashboard_sg_read: z.boolean(),
  is_claps_sg_read: z.boolean(),
  is_schedule_sg_read: z.boolean(),
  /** The request's address (READING: ip). */
  ip: z.string(),
  /** The profile's country is India (READING: picks rupee pricing and the payment gateway). */
  is_from_india: z.boolean(),
  /** The user has a team role: the web shows the review links. The role itself stays on the server. */
  is_staff: z.boolean(),
});
export type SessionResult = z.infer<typeof sessionResultSchema>;

/**
 * The session reply: `category` is the account type in lower case ('artist', 'band',
 * 'listener'), the spec's top-level category; `message` is there when a call has one to show.
 */
export const sessionReplySchema = z.object({
  success: z.literal(true),
  category: z.enum(['artist', 'band', 'listener']),
  result: sessionResultSchema,
  message: z.string().optional(),
});
export type SessionReply = z.infer<typeof sessionReplySchema>;

/** `{ success: true, message }`: calls whose only answer is a sentence to show. */
export const messageReplySchema = z.object({ success: z.literal(true), message: z.string() });

/** Where a sign-in or registration comes from ('web', 'android' …); kept with the session key. */
export const sourceSchema = z
  .string()
  .trim()
  .max(30, MESSAGES.invalidInput)
  .refine((v) => !hasMarkup(v), MESSAGES.invalidInput)
  .optional();

/** POST obtain_auth_token (spec 2 §7). */
export const obtainAuthTokenSchema = z.object({
  /** The account's e-mail address. */
  email: emailSchema,
  /** Only required here: the 6–20 rule belongs to new passwords, never to signing in. */
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired),
  /** Where the sign-in comes from ('web' by default); kept with the session key. */
  source: sourceSchema,
  /**
   * The robot check's answer, needed only after repeated failures on the account (the reply is
   * then 400 with `fields.recaptcha`; issue 14): a stranger's guesses never lock the owner out.
   */
  recaptcha: z.string().max(10_000).optional(),
});

/** The two social providers (spec 1 §2.2). Case-insensitive on input. */
export const socialProviderSchema = z
  .string({ error: MESSAGES.socialProviderUnavailable })
  .transform((v) => v.trim().toUpperCase())
  .pipe(z.enum(['GOOGLE', 'FACEBOOK'], { error: MESSAGES.socialProviderUnavailable }));
export type SocialProvider = z.output<typeof socialProviderSchema>;

/**
 * GET social_login: one endpoint for the three shapes (READING) — spec 2 §7 (access_token,
 * provider, register_from, social_login_action, source), spec 1 §7 (access token, provider, an
 * empty third value) and the popup's (token, provider, from).
 */
export const socialLoginQuerySchema = z
  .object({
    /** The provider's OAuth access token (spec 2 §7 name). */
    access_token: z.string().trim().optional(),
    /** The same token under the popup's name. */
    token: z.string().trim().optional(),
    /** 'GOOGLE' or 'FACEBOOK'. */
    provider: socialProviderSchema,
    /** Register source code (spec 2 §9): 2 Facebook, 5 Google; derived from provider when absent. */
    register_from: z.string().optional(),
    /** The popup's name for register_from, or the page it came from. */
    from: z.string().optional(),
    /** 'login' or 'register'; both sign in, creating the account when needed. */
    social_login_action: z.string().optional(),
    /** Where the sign-in comes from ('web' by default). */
    source: sourceSchema,
  })
  .transform((q, ctx) => {
    const accessToken = q.access_token || q.token || '';
    if (!accessToken) {
      ctx.addIssue({ code: 'custom', path: ['access_token'], message: MESSAGES.socialTokenInvalid });
      return z.NEVER;
    }
    return { accessToken, provider: q.provider, source: q.source || 'web' };
  });

/** The sign-in buttons to show: a provider is offered only when its client id is configured. */
export const authProvidersSchema = z.object({
  success: z.literal(true),
  /** Google's OAuth client id, or null: no Google button. */
  google: z.object({ client_id: z.string() }).nullable(),
  /** Facebook's app id, or null: no Facebook button. */
  facebook: z.object({ app_id: z.string() }).nullable(),
});

/** The two segments of a mailed link: /reset-password/{uidb64}/{token}, /verify-email/{a}/{b}. */
export const linkParamsSchema = z.object({
  /** The user's id, base64url-encoded. */
  uidb64: z.string().min(1).max(64),
  /** The one-time token of the link. */
  token: z.string().min(1).max(128),
});

/** A new password and its confirmation, both 6–20 (spec 2 §5.1); they must match. */
export const newPasswordSchema = z
  .object({
    /** The new password. */
    new_password: passwordSchema,
    /** The same again. */
    confirm_new_password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired),
  })
  .refine((v) => v.new_password === v.confirm_new_password, { message: MESSAGES.passwordMismatch, path: ['confirm_new_password'] });

export const authRoutes = {
  obtainAuthToken: defineRoute({
    method: 'POST',
    path: '/obtain_auth_token',
    summary: "Sign in with e-mail and password. Wrong e-mail and wrong password answer the same: 'Your email and/or password do not match New to the product?'",
    isAuthRequired: false,
    body: obtainAuthTokenSchema,
    response: sessionReplySchema,
  }),
  socialLogin: defineRoute({
    method: 'GET',
    path: '/social_login',
    summary: 'Sign in with a Google or Facebook access token; creates or links the account. A new account answers is_new_user and is_show_update_form: finish at /register',
    isAuthRequired: false,
    query: socialLoginQuerySchema,
    response: sessionReplySchema,
  }),
  authProviders: defineRoute({
    method: 'GET',
    path: '/auth/providers',
    summary: 'Which social sign-in buttons to show (their client ids)',
    isAuthRequired: false,
    response: authProvidersSchema,
  }),
  logout: defineRoute({
    method: 'GET',
    path: '/logout',
    summary: 'Revoke the session key sent in Authorization. Succeeds even without a valid key, so a client can always clear itself',
    isAuthRequired: false,
    response: messageReplySchema,
  }),
  checkSession: defineRoute({
    method: 'GET',
    path: '/check_session',
    summary: 'The signed-in user (periodic check, every 90 s); 401 when the key is missing or revoked',
    isAuthRequired: true,
    response: sessionReplySchema,
  }),
  checkPro: defineRoute({
    method: 'GET',
    path: '/check_pro',
    summary: 'Subscription check: pro 0 none, 1 active, 2 expired',
    isAuthRequired: true,
    response: z.object({
      success: z.literal(true),
      /** 0 none, 1 active, 2 expired. */
      pro: z.number().int(),
      /** Days until expiry, or null without a subscription. */
      expdays: z.number().int().nullable(),
    }),
  }),
  sendForgotPasswordResetEmail: defineRoute({
    method: 'GET',
    path: '/send_forgot_password_reset_email',
    summary: 'Mail a reset link (/reset-password/{uidb64}/{token}, 1 hour, single use). Same answer whether or not the e-mail has an account',
    isAuthRequired: false,
    query: z.object({ email: emailSchema }),
    response: messageReplySchema,
  }),
  resetUserAccountPassword: defineRoute({
    method: 'POST',
    path: '/reset_user_account_password/:uidb64/:token',
    summary: 'Set a new password from a reset link; signs every session of the account out',
    isAuthRequired: false,
    params: linkParamsSchema,
    body: newPasswordSchema,
    response: messageReplySchema,
  }),
  sendAccountActivationEmail: defineRoute({
    method: 'POST',
    path: '/send_account_activation_email',
    summary: 'Mail an e-mail verification link (/verify-email/{uidb64}/{token}, 48 hours) to the account of a slug. Same answer for any slug',
    isAuthRequired: false,
    body: z.object({
      /** The account's slug_username. */
      user_slug: z
        .string({ error: MESSAGES.userNotFound })
        .trim()
        .min(1, MESSAGES.userNotFound)
        .max(100, MESSAGES.userNotFound)
        .refine((v) => !hasMarkup(v), MESSAGES.invalidInput),
    }),
    response: messageReplySchema,
  }),
  activateUserAccount: defineRoute({
    method: 'POST',
    path: '/activate_user_account/:uidb64/:token',
    summary: "Verify the e-mail from an activation link: 'Email verified successfully'. POST because it changes state (the /verify-email page calls it)",
    isAuthRequired: false,
    params: linkParamsSchema,
    response: messageReplySchema,
  }),
} as const;
