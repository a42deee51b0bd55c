import type { Generated } from 'kysely';
import type { ContentTables } from './tables-content.ts';
import type { CommerceTables } from './tables-commerce.ts';
import type { DistributionTables, RevenueTables } from './tables-distribution.ts';

/**
 * The row types of every table. Times are ISO-8601 UTC text and flags are 0/1 integers on
 * both engines, so one repository serves SQLite and PostgreSQL (docs/decisions.md).
 */
export type Tables = ContentTables & CommerceTables & DistributionTables & RevenueTables & {
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
  user_languages: { user_id: number; language_id: number };
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
  media_files: MediaFilesTable;
  songs: SongsTable;
  song_genres: JoinRow<'song_id', 'genre_id'>;
  song_languages: JoinRow<'song_id', 'language_id'>;
  albums: AlbumsTable;
  album_genres: JoinRow<'album_id', 'genre_id'>;
  album_languages: JoinRow<'album_id', 'language_id'>;
  album_tracks: { album_id: number; song_id: number; position: number };
  videos: VideosTable;
  video_genres: JoinRow<'video_id', 'genre_id'>;
  video_languages: JoinRow<'video_id', 'language_id'>;
  downloads: {
    id: Generated<number>;
    user_id: number | null;
    song_id: number | null;
    album_id: number | null;
    ip: string;
    created_at: string;
  };
  jobs: JobsTable;
  notifications: NotificationsTable;
  notification_actors: { notification_id: number; actor_id: number; created_at: string };
  conversations: {
    id: Generated<number>;
    /** The pair, lower id first: one conversation per pair. */
    user_a_id: number;
    user_b_id: number;
    created_at: string;
    updated_at: string;
  };
  messages: MessagesTable;
  message_reports: {
    id: Generated<number>;
    message_id: number;
    reporter_id: number;
    complaint: string;
    description: string;
    created_at: string;
  };
  /** No row means the e-mail of that type is on. */
  email_preferences: { user_id: number; type: string; is_enabled: number; updated_at: string };
  follows: { follower_id: number; followed_id: number; created_at: string };
  /** A person's claps on an item: 0 to CLAP_MAX. item_type is 'song', 'album', 'playlist' or 'video'. */
  claps: { user_id: number; item_type: string; item_id: number; amount: number; created_at: string; updated_at: string };
  playlists: PlaylistsTable;
  playlist_tracks: { playlist_id: number; song_id: number; position: number; added_at: string };
  plays: {
    id: Generated<number>;
    user_id: number | null;
    item_type: string;
    item_id: number;
    event: string;
    created_at: string;
    /** Traffic source (issue 8, migrations/009-workstation.ts). */
    source: Generated<string>;
    /** Who listened: 'u:<user id>' or 'a:<keyed hash of address and device>' (issue 14, migrations/014-hardening.ts). */
    listener_key: string | null;
    /** When the play counted (after real listening time); null while it does not. */
    counted_at: string | null;
  };
  /** The last counted play of an item per listener: another counts only after `counted_until` (issue 14). */
  play_listens: { item_type: string; item_id: number; listener_key: string; counted_until: string };
  /** Answers of creating calls sent with an Idempotency-Key, kept 24 h per caller and key (issue 14, http/idempotency.plugin.ts). */
  idempotency_keys: {
    owner: string;
    idem_key: string;
    fingerprint: string;
    state: string;
    locked_until: string;
    status_code: number | null;
    content_type: string | null;
    response_body: string | null;
    created_at: string;
    expires_at: string;
  };
  queue_items: { user_id: number; position: number; song_id: number };
  /** Comments, reviews (stars) and their replies (issue 6); see migrations/008-comments-reports.ts. */
  comments: {
    id: Generated<number>;
    item_type: string;
    item_id: number;
    user_id: number;
    parent_id: number | null;
    body: string;
    stars: number | null;
    created_at: string;
    updated_at: string | null;
    /** Set while the team has taken it down (migrations/021-staff.ts). */
    taken_down_at: Generated<string | null>;
  };
  /** Abuse reports for moderation (issue 6). */
  abuse_reports: {
    id: Generated<number>;
    url: string;
    complaint: string;
    description: string;
    name: string;
    email: string;
    mobile: string;
    reporter_id: number | null;
    ip: string;
    status: Generated<string>;
    created_at: string;
    /** 'report', or 'appeal' (the owner contests a strike); migrations/021-staff.ts. */
    kind: Generated<string>;
    /** What was reported ('song', 'album', 'playlist', 'video', 'comment', 'message', 'profile'), null when the address named nothing known. */
    target_type: Generated<string | null>;
    target_id: Generated<number | null>;
    /** The person the reported item belongs to. */
    owner_id: Generated<number | null>;
    /** JSON of the item as it was when reported. */
    snapshot_json: Generated<string | null>;
    assigned_to: Generated<number | null>;
    assigned_at: Generated<string | null>;
    resolved_at: Generated<string | null>;
    resolved_by: Generated<number | null>;
    /** How it ended: 'dismissed', 'taken_down', 'warned', 'suspended', 'restored' or 'upheld'. */
    resolution: Generated<string | null>;
    resolution_note: Generated<string | null>;
    /** The strike the report led to (or, for an appeal, the strike appealed). */
    strike_id: Generated<number | null>;
  };
  /** The staff console's audit log (issue 21): append-only, the database refuses changes. */
  audit_log: {
    id: Generated<number>;
    actor_id: number | null;
    actor_label: string;
    actor_role: string;
    action: string;
    target_type: string;
    target_key: string | null;
    target_label: string | null;
    before_json: string | null;
    after_json: string | null;
    reason: string | null;
    ip: string;
    user_agent: string;
    created_at: string;
  };
  /** Actions the team took against a person (issue 21): warn, take_down, suspend. */
  moderation_strikes: {
    id: Generated<number>;
    user_id: number;
    action: string;
    target_type: string | null;
    target_id: number | null;
    target_label: string | null;
    report_id: number | null;
    staff_id: number;
    reason: string;
    before_json: string | null;
    appealed_at: string | null;
    overturned_at: string | null;
    overturned_by: number | null;
    created_at: string;
  };
  /** Team broadcasts (issue 21), sent by the job in batches from cursor_user_id. */
  broadcasts: {
    id: Generated<number>;
    sender_id: number;
    text: string;
    link: string | null;
    audience: string;
    country_id: number | null;
    is_emailed: number;
    status: string;
    cursor_user_id: Generated<number>;
    recipient_count: Generated<number>;
    emailed_count: Generated<number>;
    audience_size: Generated<number>;
    job_id: number | null;
    created_at: string;
    started_at: string | null;
    finished_at: string | null;
  };
  /** One row per (broadcast, person): nobody gets a broadcast twice. */
  broadcast_recipients: { broadcast_id: number; user_id: number; email_state: string | null; created_at: string };
  /** The search index (issue 6, migrations/007-discovery.ts); PostgreSQL adds a generated search_vector, SQLite the FTS5 table search_fts. */
  search_documents: SearchDocumentsTable;
  search_meta: { key: string; value: string };
  band_members: { id: Generated<number>; user_id: number; position: number; name: string; role_id: number; created_at: string };
  /** preference is one of ARTIST_PREFERENCES. */
  artist_preferences: { user_id: number; preference: string };
  tech_riders: { user_id: number; storage_key: string; file_name: string; size: number; created_at: string };
  press_photos: { id: Generated<number>; user_id: number; photo_id: string; storage_key: string; width: number; height: number; created_at: string };
  /** Artist workstation (issue 8): daily aggregates, e-Press Kit views, achievements; see migrations/009-workstation.ts. */
  analytics_item_daily: { item_type: string; item_id: number; day: string; owner_id: number; plays: number; claps: number };
  analytics_artist_daily: { artist_id: number; day: string; song_plays: number; video_plays: number; claps: number; followers_gained: number; followers_lost: number; profile_views: number };
  analytics_artist_totals: { artist_id: number; plays: number; claps: number; profile_views: number };
  analytics_artist_places: { artist_id: number; day: string; country_id: number; city_id: number; plays: number };
  analytics_artist_sources: { artist_id: number; day: string; source: string; plays: number };
  /** Monthly roll-ups ('YYYY-MM') of analytics_item_daily and analytics_artist_places, moved with them; see migrations/012-analytics-monthly.ts. */
  analytics_item_monthly: { item_type: string; item_id: number; month: string; owner_id: number; plays: number; claps: number };
  analytics_artist_places_monthly: { artist_id: number; month: string; country_id: number; city_id: number; plays: number };
  profile_views: { artist_id: number; viewer_key: string; day: string; created_at: string };
  achievements: { user_id: number; code: string; awarded_at: string };
  /** Promo tools (issue 8 item 5); see migrations/010-promo.ts. */
  promo_renders: PromoRendersTable;
  radio_stations: { id: Generated<number>; slug: string; name: string; city: string; genre_focus: string; email: string; position: number; retired_at: Generated<string | null> };
  radio_pitches: { id: Generated<number>; user_id: number; song_id: number; station_id: number; message: string; status: string; created_at: string; answered_at: string | null };
  presave_links: { id: Generated<number>; slug: string; user_id: number; item_type: string; item_id: number; notified_at: string | null; created_at: string };
  presave_fans: { id: Generated<number>; link_id: number; email: string; notified_at: string | null; created_at: string };
  promo_tool_uses: { id: Generated<number>; user_id: number; tool: string; created_at: string };
  /** Opportunities and Indiwave TV (issue 19); see migrations/019-opportunities-tv.ts. */
  opportunities: OpportunitiesTable;
  opportunity_saves: { id: Generated<number>; opportunity_id: number; user_id: number; created_at: string; reminded_at: string | null };
  opportunity_invites: { id: Generated<number>; opportunity_id: number; user_id: number; created_at: string; notified_at: string | null };
  opportunity_applications: OpportunityApplicationsTable;
  opportunity_application_entries: { application_id: number; item_type: string; item_id: number; position: number };
  opportunity_application_events: { id: Generated<number>; application_id: number; status: string; actor_id: number | null; created_at: string };
  tv_programmes: { id: Generated<number>; slug: string; name: string; length: string; slot: string; description: string; for_whom: string; position: number; retired_at: Generated<string | null> };
  tv_certificates: { id: Generated<number>; user_id: number; storage_key: string; original_name: string; content_type: string; size: number; created_at: string };
  tv_pitches: TvPitchesTable;
  tv_pitch_events: { id: Generated<number>; pitch_id: number; status: string; note: Generated<string>; actor_id: number | null; created_at: string };
};

/** A person's playlist (issue 5); is_public 0 is private (spec 2 §4 status false). */
export type PlaylistsTable = {
  id: Generated<number>;
  user_id: number;
  slug: string;
  title: string;
  description: Generated<string>;
  is_public: Generated<number>;
  artwork_file_id: number | null;
  play_count: Generated<number>;
  clap_count: Generated<number>;
  created_at: string;
  updated_at: string;
  /** Set while the team has taken it down (migrations/021-staff.ts). */
  taken_down_at: Generated<string | null>;
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
  /** 'staff', 'admin' or null (migration 019b; granted with `npm run admin`). */
  staff_role: Generated<string | null>;
  /** Set while the team has hidden the profile (e-Press Kit) (migrations/021-staff.ts). */
  taken_down_at: Generated<string | null>;
  /** Set while the account is suspended: no sign-in, no session. */
  suspended_at: Generated<string | null>;
};

/** A join of an entity and a reference list, with the order the form gave. */
export type JoinRow<Owner extends string, Reference extends string> = { [K in Owner | Reference]: number } & { position: Generated<number> };

/** An object in the media store (issue 4). */
export type MediaFilesTable = {
  id: Generated<number>;
  key: string;
  /** 'original', 'mp3', 'm4a' or 'artwork' (key is then the prefix of its sizes). */
  kind: string;
  owner_id: number;
  song_id: number | null;
  content_type: string;
  format: string;
  size: number;
  duration_ms: number | null;
  original_name: string;
  pending_token: string | null;
  attached_at: string | null;
  created_at: string;
};

/** Privacy columns of songs and albums (spec 2 §4). */
type PrivacyColumns = {
  is_public: number;
  is_scheduled: number;
  release_date: string | null;
};

export type SongsTable = PrivacyColumns & {
  id: Generated<number>;
  user_id: number;
  slug: string;
  title: string;
  duration_ms: number;
  description: string;
  lyrics: string;
  tags: string;
  mood_id: number | null;
  composer: string;
  lyricist: string;
  featured_artists: string;
  primary_artist: string;
  author: string;
  producer: string;
  arranger: string;
  remixer: string;
  production_year: number | null;
  record_label: string;
  other_release_date: string | null;
  is_downloadable: number;
  buylink: string;
  price_paise: number;
  sku: string;
  for_opp: number;
  presave: number;
  various_art: Generated<number>;
  has_agreement: Generated<number>;
  original_file_id: number;
  mp3_file_id: number | null;
  m4a_file_id: number | null;
  artwork_file_id: number | null;
  /** 'processing', 'ready' or 'failed'. */
  media_status: string;
  play_count: Generated<number>;
  clap_count: Generated<number>;
  created_at: string;
  updated_at: string;
  /** The stored 'recommended' rank, kept by triggers (migrations/013-recommended-rank.ts). */
  recommended_rank: Generated<number>;
  /** Set while the team has taken it down (migrations/021-staff.ts). */
  taken_down_at: Generated<string | null>;
};

export type AlbumsTable = PrivacyColumns & {
  id: Generated<number>;
  user_id: number;
  slug: string;
  title: string;
  description: string;
  tags: string;
  record_label: string;
  label: string;
  version: string;
  is_published: number;
  published_at: string | null;
  is_downloadable: number;
  buylink: string;
  price_paise: number;
  is_digital: number;
  sku: string;
  artwork_file_id: number | null;
  various_art: Generated<number>;
  has_agreement: Generated<number>;
  play_count: Generated<number>;
  clap_count: Generated<number>;
  created_at: string;
  updated_at: string;
  /** The stored 'recommended' rank, kept by triggers (migrations/013-recommended-rank.ts). */
  recommended_rank: Generated<number>;
  /** Set while the team has taken it down (migrations/021-staff.ts). */
  taken_down_at: Generated<string | null>;
};

export type VideosTable = {
  id: Generated<number>;
  user_id: number;
  slug: string;
  youtube_video_id: string;
  title: string;
  mood_id: number | null;
  tags: string;
  is_public: number;
  is_submit_tv: number;
  video_released: number;
  cbfc_certificate: number;
  track_embedded: number;
  track_released: number;
  is_submit_website: number;
  usermessage: string;
  song_id: number | null;
  view_count: Generated<number>;
  clap_count: Generated<number>;
  created_at: string;
  updated_at: string;
  /** The stored 'recommended' rank, kept by triggers (migrations/013-recommended-rank.ts). */
  recommended_rank: Generated<number>;
  /** Set while the team has taken it down (migrations/021-staff.ts). */
  taken_down_at: Generated<string | null>;
};

/** A durable background job (issue 4). */
export type JobsTable = {
  id: Generated<number>;
  type: string;
  /** JSON. */
  payload: string;
  /** 'queued', 'running', 'done' or 'failed'. */
  status: string;
  attempts: number;
  max_attempts: number;
  run_at: string;
  lease_until: string | null;
  locked_by: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
};

/** Notifications (issue 7); see migrations/004-social.ts for what each column holds. */
export type NotificationsTable = {
  id: Generated<number>;
  recipient_id: number;
  type: string;
  verb: string;
  actor_id: number | null;
  actor_count: number;
  object_type: string;
  object_slug: string | null;
  object_title: string | null;
  object_image: string | null;
  extra_title: string | null;
  extra_slug: string | null;
  body: string | null;
  link: string | null;
  group_key: string | null;
  open_group_key: string | null;
  is_read: number;
  is_hidden: number;
  created_at: string;
  updated_at: string;
};

/** Messages of two-person conversations (issue 7); deleting is per side. */
export type MessagesTable = {
  id: Generated<number>;
  conversation_id: number;
  sender_id: number;
  recipient_id: number;
  body: string;
  is_tv_communication: number;
  read_at: string | null;
  sender_deleted_at: string | null;
  recipient_deleted_at: string | null;
  created_at: string;
  /** Set while the team has taken it down (migrations/021-staff.ts): hidden from both sides. */
  taken_down_at: Generated<string | null>;
};

/** A findable item in the search index: what a hit shows and the normalised text matched. */
export type SearchDocumentsTable = {
  id: Generated<number>;
  /** 'artist', 'album', 'music', 'video' or 'playlist'. */
  item_type: string;
  item_id: number;
  owner_id: number;
  slug: string;
  title: string;
  subtitle: string;
  artist_slug: string;
  image: string | null;
  title_norm: string;
  body_norm: string;
  /** '' for public items; a scheduled release's date; private items have no document. */
  visible_from: string;
  created_at: string;
};

/** A promo animation render (issue 8 item 5). */
export type PromoRendersTable = {
  id: Generated<number>;
  public_id: string;
  user_id: number;
  song_id: number;
  format: string;
  clip_start_s: number;
  clip_seconds: number;
  /** queued, rendering, done, failed, cancelled. */
  status: string;
  progress: Generated<number>;
  /** Bumped by every restart; a job of an older generation may no longer write. */
  generation: Generated<number>;
  output_key: string | null;
  size: number | null;
  render_ms: number | null;
  error: string | null;
  created_at: string;
  updated_at: string;
};

/** A brief from a brand (issue 19). */
export type OpportunitiesTable = {
  id: Generated<number>;
  slug: string;
  title: string;
  brand_name: string;
  category_id: number;
  summary: string;
  brief: string;
  /** JSON array of lines. */
  requirements: Generated<string>;
  reward: string;
  image_key: string | null;
  /** 'songs', 'videos' or 'both'. */
  accepts: string;
  max_entries: number;
  is_pro_only: Generated<number>;
  opens_at: string;
  closes_at: string;
  results_at: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
};

/** An artist's application to an opportunity (issue 19). */
export type OpportunityApplicationsTable = {
  id: Generated<number>;
  opportunity_id: number;
  user_id: number;
  /** applied, shortlisted, won, not_selected, withdrawn. */
  status: string;
  note: Generated<string>;
  reason_code: string | null;
  decision_note: Generated<string>;
  submitted_at: string;
  updated_at: string;
  decided_at: string | null;
  decided_by: number | null;
};

/** A video pitched to the channel (issue 19). */
export type TvPitchesTable = {
  id: Generated<number>;
  video_id: number;
  user_id: number;
  /** submitted, in_review, accepted, scheduled, aired, declined. */
  status: string;
  is_submit_tv: number;
  is_submit_website: number;
  video_released: number;
  track_embedded: number;
  track_released: number;
  usermessage: Generated<string>;
  certificate_id: number | null;
  programme_id: number | null;
  scheduled_at: string | null;
  aired_at: string | null;
  decline_reason: string | null;
  created_at: string;
  updated_at: string;
};
