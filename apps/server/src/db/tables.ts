import type { Generated } from 'kysely';

/**
 * The row types of every table. Times are ISO-8601 UTC text and flags are 0/1 integers on
 * both engines, so one repository serves SQLite and PostgreSQL (docs/decisions.md).
 */
export type Tables = {
  genres: NamedRow;
  languages: NamedRow;
  moods: NamedRow;
  artist_categories: NamedRow;
  band_roles: NamedRow;
  countries: {
    id: Generated<number>;
    name: string;
    iso_code: string;
    phone_code: string;
  };
  states: {
    id: Generated<number>;
    country_id: number;
    name: string;
    iso_code: string;
  };
  cities: {
    id: Generated<number>;
    state_id: number;
    name: string;
  };
  users: UsersTable;
  user_artist_categories: { user_id: number; category_id: number };
  user_genres: { user_id: number; genre_id: number };
  mail_outbox: {
    id: Generated<number>;
    to_address: string;
    from_address: string;
    reply_to: string | null;
    subject: string;
    text_body: string;
    html_body: string | null;
    /** 'kept' (outbox only), 'sent' (delivered over SMTP) or 'failed'. */
    status: string;
    error: string | null;
    created_at: string;
  };
  contact_messages: {
    id: Generated<number>;
    name: string;
    email: string;
    subject: string;
    message: string;
    ip: string;
    created_at: string;
  };
  captcha_spent: {
    signature: string;
    expires_at: string;
  };
  auth_tokens: {
    id: Generated<number>;
    user_id: number;
    /** SHA-256 (hex) of the session key; the key itself is never stored. */
    key_hash: string;
    source: string;
    created_at: string;
    last_used_at: string;
    revoked_at: string | null;
  };
  verification_codes: {
    id: Generated<number>;
    user_id: number;
    /** 'email' or 'mobile'. */
    purpose: string;
    /** E-mail address or 10-digit mobile the code went to. */
    target: string;
    country_code: string | null;
    is_whatsapp: number;
    /** HMAC-SHA-256 of the code under the server's secret. */
    code_hash: string;
    expires_at: string;
    attempts: number;
    used_at: string | null;
    created_at: string;
  };
  one_time_links: {
    id: Generated<number>;
    user_id: number;
    /** 'reset' or 'activate'. */
    purpose: string;
    token_hash: string;
    /** The e-mail the link was mailed to. */
    target: string;
    expires_at: string;
    used_at: string | null;
    created_at: string;
  };
  social_accounts: {
    id: Generated<number>;
    /** 'GOOGLE' or 'FACEBOOK'. */
    provider: string;
    provider_user_id: string;
    user_id: number;
    email: string | null;
    created_at: string;
  };
  user_social_links: {
    user_id: number;
    instagram: string;
    facebook: string;
    twitter: string;
    youtube: string;
    updated_at: string;
  };
  user_screen_guides: {
    user_id: number;
    is_dashboard_read: number;
    is_claps_read: number;
    is_schedule_read: number;
  };
  rate_limits: {
    bucket: string;
    count: number;
    reset_at: string;
  };
  sms_outbox: {
    id: Generated<number>;
    to_number: string;
    body: string;
    /** 'kept' (outbox only), 'sent' (handed to the provider) or 'failed'. */
    status: string;
    error: string | null;
    created_at: string;
  };
};

export type NamedRow = {
  id: Generated<number>;
  name: string;
  slug: string;
  position: number;
};

export type UsersTable = {
  id: Generated<number>;
  /** The public slug_username of /{slug}. */
  slug: string;
  email: string;
  password_hash: string | null;
  /** 'Artist', 'Band' or 'Listener'. */
  type: string;
  first_name: string;
  last_name: string;
  band_name: string | null;
  bio: string | null;
  profile_pic: string | null;
  cover_pic: string | null;
  mobile: string | null;
  mobile_country_code: string | null;
  is_email_verified: number;
  is_mobile_verified: number;
  is_whatsapp_verified: number;
  whatsapp_number: string | null;
  country_id: number | null;
  state_id: number | null;
  city_id: number | null;
  other_city: string | null;
  register_from: number;
  is_newsletter_subscribed: number;
  is_demo: number;
  created_at: string;
  updated_at: string;
  /** 1 while a social sign-in's account has not finished the registration form (is_show_update_form). */
  needs_update_form: Generated<number>;
  is_authorized_for_tv: Generated<number>;
  /** Set when the account was deleted; the row stays, anonymised (docs/decisions.md). */
  deleted_at: Generated<string | null>;
  delete_reason: Generated<string | null>;
};
