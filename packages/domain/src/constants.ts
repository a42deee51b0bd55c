/**
 * Every number of the specification, named. Spec references: "spec 1 §9" is
 * `1-shell.md` section 9, "spec 2 §9" is `2-dialogs-widgets-calls.md` section 9.
 */

/** User status codes (spec 1 §3.1, spec 2 §9). */
export const USER_STATUS = { visitor: 0, artist: 1, band: 2, listener: 3 } as const;
export type UserStatus = (typeof USER_STATUS)[keyof typeof USER_STATUS];

/** User types as the spec names them (spec 1 §3.1). */
export const USER_TYPES = ['Visitor', 'Artist', 'Band', 'Listener'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Register source codes (spec 2 §9): manual 0, Facebook 2, Google 5. */
export const REGISTER_SOURCE = { manual: 0, facebook: 2, google: 5 } as const;

/** Pro states (spec 1 §3.1, §4): 0 none, 1 active, 2 expired. */
export const PRO_STATE = { none: 0, active: 1, expired: 2 } as const;

/**
 * Roles of the team (ours: spec 1 §6 'Admin rights: not shown'). 'admin' can do all 'staff'
 * can, and manage roles; a user without a role has none (docs/decisions.md, Staff).
 */
export const STAFF_ROLES = ['staff', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The staff console (issue 21, ours): audit log pages and export, reasons typed by staff. */
export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;
/** The most lines one CSV export holds (narrow the filters for more). */
export const AUDIT_EXPORT_MAX = 100_000;
export const AUDIT_QUERY_MAX = 200;
/** A reason or note staff type with an action. */
export const STAFF_REASON_MAX = 1_000;
/** Moderation (issue 21, ours): days a strike may be appealed, the appeal's length, the queue's page. */
export const MODERATION_APPEAL_DAYS = 30;
export const MODERATION_APPEAL_MAX = 2_000;
export const MODERATION_PAGE_MAX = 100;

/** Session and polling intervals (spec 1 §9). */
export const SESSION_CHECK_INTERVAL_MS = 90_000;
export const UNREAD_POLL_INTERVAL_MS = 180_000;
/** How often the web app asks the server for its version (spec 1 §4 app version). */
export const VERSION_POLL_INTERVAL_MS = 300_000;

/** Search (spec 1 §5, §9). */
export const SEARCH_DEBOUNCE_MS = 1_000;
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_BY_TYPE_LIMIT = 10;

/** Notification dropdown and agreements page (spec 1 §9). */
export const NOTIFICATION_DROPDOWN_SIZE = 2;
export const AGREEMENTS_PAGE_SIZE = 10;

/** Cookies (spec 1 §9, READING). */
export const COOKIE_DAYS_DEFAULT = 2;
export const COOKIE_DAYS_OLDEPK = 365;

/** Toast timeout (spec 1 §9). */
export const TOAST_TIMEOUT_MS = 800;

/** Claps (spec 1 §4, §9). */
export const CLAP_MAX = 50;
export const CLAP_REPEAT_MS = 250;
export const CLAP_ANIMATION_MS = 1_000;
/** Slugs one follow_state call may ask about (a page of artist tiles). */
export const FOLLOW_STATE_SLUGS_MAX = 100;

/** Player (spec 1 §4, §9). */
export const PREVIOUS_TRACK_THRESHOLD_S = 3;
export const QUEUE_KEEP = 20;
/**
 * Honest play counts (issue 14): a play is logged at the first moment of playback but counts
 * only after this much real listening (or the whole item, less PLAY_COUNT_END_SLACK_MS, when it
 * is shorter), and once per listener and item within PLAY_COUNT_WINDOW_MS.
 */
export const PLAY_COUNT_LISTEN_MS = 30_000;
export const PLAY_COUNT_END_SLACK_MS = 2_000;
export const PLAY_COUNT_WINDOW_MS = 30 * 60_000;
export const PLAYER_RETRY_AFTER_FAILED_FETCH_MS = 1_000;
export const PLAYER_CLAP_POLL_MS = 1_000;
export const PLAYER_VOLUME_START = 0.8;
export const PLAYER_DURATION_PLACEHOLDER = '03:29';
export const PLAYER_TIME_PLACEHOLDER = '00:00';
export const PLAYER_SEEK_FALLBACK_MAX = 100;
/** Slugs one queue save may send; the server keeps the last QUEUE_KEEP of them. */
export const QUEUE_SAVE_MAX = 200;

/** A day for relative-time labels: strictly more than this many ms (spec 1 §9). */
export const DAY_MS = 86_400_000;

/** Layout sizes in px (spec 1 §9, §2.7). */
export const LAYOUT = {
  headerHeight: 80,
  headerHeightMobile: 60,
  playerHeight: 84,
  playerHeightMobile: 64,
  drawerWidth: 296,
  drawerWidthMedium: 220,
  drawerWidthCollapsed: 70,
  contentMaxWidth: 1140,
  contentMaxWidthFrom: 1440,
  queueWidth: 330,
  queueWidthSmall: 270,
  queueMaxHeight: 250,
  queueListMaxHeight: 220,
  queueArt: 42,
  queueArtMobile: 28,
  companionBannerInset: 500,
  promoPopupMaxWidth: 800,
  promoPopupMaxHeight: 500,
} as const;

/** Breakpoints in px (spec 1 §9, spec 2 §9). */
export const BREAKPOINTS = {
  smallMobile: 370,
  mobile: 767,
  tablet: 991,
  smallDesktop: 1024,
  widget: 750,
  tour: 768,
} as const;

/** Guided tour (spec 1 §1). */
export const TOUR_STEPS = 6;

/** Social image sizes (spec 1 §9, spec 2 §9). */
export const SOCIAL_IMAGE_SIZES = {
  song: { width: 200, height: 200 },
  album: { width: 200, height: 200 },
  playlist: { width: 200, height: 200 },
  video: { width: 640, height: 480 },
  blog: { width: 900, height: 450 },
  default: { width: 600, height: 450 },
} as const;

/** Codes, names, passwords (spec 2 §9). */
export const OTP_LENGTH = 6;
export const EMAIL_RESEND_COUNTDOWN_S = 120;
export const RESEND_DISABLED_MS = 10_000;
export const NAME_MAX = 50;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const REGISTRATION_MOBILE_MAX_DIGITS = 18;
export const DIALOG_MOBILE_DIGITS = 10;
export const SKILLS_MAX = 3;

/** Lists and paging (spec 2 §9). */
export const PLAYLISTS_FETCH_LIMIT = 50;
export const PLAYLIST_NAME_CUT = 10;
/** Tracks a playlist may hold, and tracks one add_track or create call may send. */
export const PLAYLIST_TRACKS_MAX = 500;
/** Tracks a playlist card carries for its preview (the first ones, in order). */
export const PLAYLIST_CARD_TRACKS = 4;
export const DEFAULT_LIMIT = 20;
export const COMMENTS_LIMIT = 5;
export const DASHBOARD_TODO_LIMIT = 5;
export const ACHIEVEMENTS_LIMIT = 5;
export const OPPORTUNITIES_SIDEBAR_LIMIT = 10;
export const FEATURED_ARTISTS_LIMIT = 4;
export const OPPORTUNITY_REMAINING_LIMIT = 3;
export const OPPORTUNITY_CATEGORY_DEFAULT = 2;
export const TILE_TITLE_CUT = 27;
export const LYRICS_THRESHOLD = 200;
export const LYRICS_CLAMP_LINES = 4;

/** Commerce in paise (spec 2 §9, READING: renewal 20% off Rs 2000). */
export const PRO_PRICE_PAISE = 200_000;
export const PRO_LIST_PRICE_PAISE = 400_000;
export const RENEWAL_DISCOUNT_PERCENT = 20;
export const SAVED_OPPORTUNITY_NOTICE_HOURS = 48;
export const RADIO_STATIONS = 11;
export const CALLER_TUNE_S = 30;

/** Uploads (spec 2 §5.5, READING). */
export const AUDIO_UPLOAD_MAX_MB = 100;
export const DISTRIBUTION_AUDIO_MAX_MB = 200;
export const IMAGE_MAX_MB = 2;
export const IMAGE_MIN_SIDE = 500;
export const DISTRIBUTION_ARTWORK_SIDE = 3000;
export const TITLE_MAX = 120;
export const ARTIST_NAME_MAX = 120;
export const DISTRIBUTION_ARTISTS_MAX = 5;
export const YOUTUBE_ID_LENGTH = 11;

/** Embeds (spec 2 §9). */
export const EMBED_HEIGHT = 185;
export const EMBED_HEIGHT_VIDEO = 657;
/** What can be embedded: /embed/{type}/{slug}, and the /{type}-embed/{slug} aliases (spec 1 §2.1). */
export const EMBED_TYPES = ['song', 'album', 'playlist', 'video'] as const;
export const YOUTUBE_PLAYER = { width: 640, height: 390 } as const;
export const VIDEO_DIALOG_REOPEN_MS = 500;
export const BOTTOM_SHEET_DELAY_MS = 300;

/** Tour claims (spec 1 §1). */
export const TOUR_CLAIMS = {
  monthlyOpportunities: '30+',
  stores: '150+',
  countries: '240',
  households: '200+ Mn',
} as const;

/** Report-abuse mobile digits (spec 2 §5.3). */
export const REPORT_MOBILE_DIGITS = 10;

/** Contact form limits: not in the spec, chosen (docs/decisions.md). */
export const CONTACT_MESSAGE_MAX = 5_000;
export const CONTACT_SUBJECT_MAX = 150;

/** Ages and limits of the request body (docs/decisions.md). */
export const JSON_BODY_LIMIT_BYTES = 1_048_576;

/** Robot check (docs/decisions.md): ALTCHA work size and how long a challenge stays valid. */
export const CAPTCHA_MAX_NUMBER = 100_000;
export const CAPTCHA_EXPIRES_MS = 10 * 60_000;
/** How long the server waits for the reCAPTCHA verify call before refusing the answer. */
export const RECAPTCHA_VERIFY_TIMEOUT_MS = 10_000;

/** The contact form accepts this many messages per address in a window (docs/decisions.md). */
export const CONTACT_RATE_LIMIT: RateLimitRule = { max: 5, windowMs: 10 * 60_000 };

/** SMTP connection, greeting and socket timeouts, so a dead mail server fails fast. */
export const SMTP_TIMEOUT_MS = 15_000;

/** How many messages the development mailbox shows. */
export const DEV_MAILBOX_LIMIT = 50;

/** argon2id cost of password hashes (OWASP minimum: 19 MiB, 2 passes, 1 lane). */
export const PASSWORD_HASH_COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** One-time codes (spec 2 §9 six digits; the rest chosen in docs/decisions.md). */
export const OTP_EXPIRES_MS = 10 * 60_000;
/** Wrong tries a code survives; the fifth wrong try spends it. */
export const OTP_MAX_ATTEMPTS = 5;
/** A new code for the same purpose is refused this soon after the last (the dialog's 10 s). */
export const OTP_RESEND_MIN_INTERVAL_MS = RESEND_DISABLED_MS;
/** At most this many codes per purpose and account in an hour. */
export const OTP_SENDS_PER_HOUR = 5;

/** One-time links (docs/decisions.md): reset 1 hour, e-mail activation 48 hours. */
export const RESET_LINK_EXPIRES_MS = 60 * 60_000;
export const ACTIVATION_LINK_EXPIRES_MS = 48 * 60 * 60_000;

/** Session keys: last use is written at most this often; an idle key dies after this many days. */
export const TOKEN_TOUCH_INTERVAL_MS = 60_000;
export const TOKEN_IDLE_EXPIRY_DAYS = 60;

/** Profile fields of the settings page (docs/decisions.md). */
export const BIO_MAX = 1_000;
export const DELETE_REASON_MAX = 1_000;
export const SOCIAL_LINK_MAX = 255;
export const PROFILE_GENRES_MAX = 5;
/** At most this many preferred languages on a profile (onboarding, settings). */
export const PROFILE_LANGUAGES_MAX = 50;
/** Stored picture sizes: profile 500x500, cover 1500x500, both cropped to fill. */
export const PROFILE_PIC_SIDE = 500;
export const COVER_PIC_SIZE = { width: 1500, height: 500 } as const;

/** Username suggestions tried before giving up (is_username_exists). */
export const USERNAME_SUGGESTION_TRIES = 12;

/**
 * Abuse limits of the account calls (docs/decisions.md): per address and per account, in
 * fixed windows kept in the database so they hold across instances. A refusal is 429 with
 * Retry-After.
 */
export const RATE_LIMITS = {
  /**
   * Sign-in counts failures only (a success takes its attempt back, issue 14): 10 per account
   * from one address and 30 per address over all accounts are refused (429); past 5 failures on
   * an account from anywhere, signing in to it needs a robot check, so a stranger slows the
   * guessing down without ever locking the owner out.
   */
  signInFailuresPerAccountAndIp: { max: 10, windowMs: 15 * 60_000 },
  signInFailuresPerIp: { max: 30, windowMs: 15 * 60_000 },
  signInFailuresBeforeRobotCheck: { max: 5, windowMs: 15 * 60_000 },
  socialSignInPerIp: { max: 30, windowMs: 15 * 60_000 },
  registerPerIp: { max: 10, windowMs: 60 * 60_000 },
  existsCheckPerIp: { max: 120, windowMs: 10 * 60_000 },
  codeSendPerIp: { max: 20, windowMs: 60 * 60_000 },
  codeSendInterval: { max: 1, windowMs: OTP_RESEND_MIN_INTERVAL_MS },
  codeSendPerAccount: { max: OTP_SENDS_PER_HOUR, windowMs: 60 * 60_000 },
  codeVerifyPerIp: { max: 30, windowMs: 15 * 60_000 },
  codeVerifyPerAccount: { max: 20, windowMs: 15 * 60_000 },
  resetRequestPerIp: { max: 10, windowMs: 60 * 60_000 },
  resetRequestPerAccount: { max: 5, windowMs: 60 * 60_000 },
  resetUsePerIp: { max: 20, windowMs: 60 * 60_000 },
  activationPerIp: { max: 10, windowMs: 60 * 60_000 },
  activationPerAccount: { max: 5, windowMs: 60 * 60_000 },
  passwordChangePerAccount: { max: 10, windowMs: 15 * 60_000 },
  /** activity_logger calls per listener (a signed-in user, or a visitor's address and device), issue 14. */
  playLogPerListener: { max: 120, windowMs: 10 * 60_000 },
} as const;
export type RateLimitRule = { max: number; windowMs: number };

/** Idempotency-Key (issue 14): answers are kept 24 h per caller and key; a retry meeting a request still running waits for its lock. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
/** A pending key whose request died (a killed process) is taken over after this. */
export const IDEMPOTENCY_LOCK_MS = 60_000;
/** The header value: 1 to 255 visible ASCII characters (a UUID in practice). */
export const IDEMPOTENCY_KEY_MAX = 255;

/** SMS provider timeout, and how many messages the development SMS list shows. */
export const SMS_TIMEOUT_MS = 10_000;
export const DEV_SMS_LIMIT = 50;
/** How long the server waits for Google or Facebook to check a sign-in token. */
export const OAUTH_TIMEOUT_MS = 10_000;

// ---------------------------------------------------------------------------------------------
// Catalogue and media (issue 4). Spec numbers first, then ours (docs/decisions.md 'Catalog and media').
// ---------------------------------------------------------------------------------------------

/** Audio types judged by content (spec 2 §5.5: mp3, mpeg, wav, flac); 'mpeg' is mp3's MIME name. */
export const AUDIO_TYPES = ['mp3', 'wav', 'flac'] as const;
export type AudioType = (typeof AUDIO_TYPES)[number];
/** Image types judged by content (spec 2 §5.5: png, jpg, jpeg). */
export const IMAGE_TYPES = ['png', 'jpeg'] as const;
/** Album art widths (spec 2 §9): 250, or 350 for spotlight. */
export const ALBUM_ART_WIDTH = 250;
export const ALBUM_ART_SPOTLIGHT_WIDTH = 350;
/** The artwork variants stored for every song and album: square sides in px (200 social, 250/350 album art, 500 detail). */
export const ARTWORK_SIDES = [200, ALBUM_ART_WIDTH, ALBUM_ART_SPOTLIGHT_WIDTH, IMAGE_MIN_SIDE] as const;
export type ArtworkSide = (typeof ARTWORK_SIDES)[number];
/** YouTube thumbnails referenced for videos (spec 1 §3.7 img_480x360, spec 2 §3 img_640x480). */
export const YOUTUBE_THUMBNAILS = { img_480x360: 'hqdefault.jpg', img_640x480: 'sddefault.jpg' } as const;

/** Renditions made of every uploaded song (the queue item's mp3 and m4a, spec 1 §3.7). */
export const MP3_BITRATE_KBPS = 192;
export const M4A_BITRATE_KBPS = 160;

/** Genres and languages of one song, album or video (ours). */
export const CATALOG_GENRES_MAX = 5;
export const CATALOG_LANGUAGES_MAX = 5;
/** Free-text fields of the upload forms (ours). */
export const DESCRIPTION_MAX = 5_000;
export const LYRICS_MAX = 10_000;
export const TAGS_MAX = 500;
export const RECORD_LABEL_MAX = 120;
export const USER_MESSAGE_MAX = 1_000;
export const URL_MAX = 500;
/** Most tracks an album holds (ours). */
export const ALBUM_TRACKS_MAX = 50;
/** A price in paise (ours): at most Rs 1,00,000. */
export const PRICE_MAX_PAISE = 10_000_000;
/** A scheduled release is at most this far ahead (READING: a new release is up to 10 years ahead). */
export const RELEASE_MAX_YEARS_AHEAD = 10;
/** Catalogue lists: default page and the largest page a client may ask for. */
export const CATALOG_PAGE_MAX = 50;

/** Signed media URLs of private audio and downloads last this long (ours). */
export const SIGNED_MEDIA_URL_TTL_S = 6 * 60 * 60;
/** A pending upload (audio or artwork not yet attached to a song) is swept after this long (ours). */
export const PENDING_UPLOAD_TTL_MS = 24 * 60 * 60_000;
/** Background jobs: tries, lease (renewed while running) and how often idle workers look (ours). */
export const JOB_MAX_ATTEMPTS = 3;
export const JOB_LEASE_MS = 60_000;
export const JOB_POLL_MS = 5_000;
/** How often a page showing audio still in processing asks again, until it is ready or failed (ours; renditions take ~3 s). */
export const MEDIA_STATUS_POLL_MS = 2_000;
/** How often the scheduled-release sweep runs; reads are correct without it (ours). */
export const RELEASE_SWEEP_MS = 60_000;

// ---------------------------------------------------------------------------------------------
// Notifications and messaging (issue 7). Spec numbers first, then ours (docs/decisions.md
// 'Notifications and messaging').
// ---------------------------------------------------------------------------------------------

/** Notifications a page may hold: the dropdown asks for 2 (spec 1 §7), the page for DEFAULT_LIMIT. */
export const NOTIFICATIONS_PAGE_MAX = 50;
/** Claps and follows on one object within this window join one notification: 'X and N others …' (ours). */
export const NOTIFICATION_GROUP_WINDOW_MS = 24 * 60 * 60_000;
/** How many of a grouped notification's people its `actors[]` lists, newest first (ours). */
export const NOTIFICATION_ACTORS_SHOWN = 3;
/** A team broadcast's text (ours). */
export const BROADCAST_TEXT_MAX = 500;
/** A team broadcast's link (ours). */
export const BROADCAST_LINK_MAX = 500;
/** Accounts a broadcast job handles per transaction: its notifications and recipient rows together (ours, issue 21). */
export const BROADCAST_BATCH_SIZE = 2_000;
/** Broadcasts the console lists, newest first (ours). */
export const BROADCASTS_LISTED = 50;

/** A message body, plain text (ours; the same as the contact form's message). */
export const MESSAGE_BODY_MAX = CONTACT_MESSAGE_MAX;
/** The inbox and a conversation's page: the largest page a client may ask for (ours). */
export const MESSAGES_PAGE_MAX = 50;
/** How much of the last message the inbox shows (ours). */
export const MESSAGE_PREVIEW_CHARS = 200;
/** A report's description (ours). */
export const REPORT_DESCRIPTION_MAX = 1_000;
/** Messages one account may send in a window: against spam (ours). A refusal is 429 with Retry-After. */
export const MESSAGE_COMPOSE_RATE_LIMIT: RateLimitRule = { max: 20, windowMs: 10 * 60_000 };
/** Message reports one account may file in a window (ours). */
export const MESSAGE_REPORT_RATE_LIMIT: RateLimitRule = { max: 20, windowMs: 60 * 60_000 };

/** Live updates (Server-Sent Events, ours): a comment line keeps proxies from closing an idle stream. */
export const LIVE_HEARTBEAT_MS = 25_000;
/** A stream ticket (for EventSource, which cannot send headers) is good for this long. */
export const LIVE_TICKET_EXPIRES_MS = 60_000;
/** How long EventSource waits before reconnecting after a dropped stream (the `retry:` field). */
export const LIVE_RETRY_MS = 5_000;
/** Open streams one account may hold (tabs, devices); the oldest closes when a new one opens. */
export const LIVE_STREAMS_PER_USER_MAX = 10;

/** Discovery (issue 6, ours). The dropdown of the header search shows this many of each type. */
export const SEARCH_DROPDOWN_LIMIT = 4;
/** Words of a search text that count; the rest is ignored (every word must match, as a prefix). */
export const SEARCH_TERMS_MAX = 8;
/** A search text longer than this is cut (the header box sends what is typed). */
export const SEARCH_TEXT_MAX = 100;
/**
 * How far a search's totals are counted (100 pages of 10). Bounds the work of a two-letter
 * search on millions of songs (docs/decisions.md 'Search').
 */
export const SEARCH_RANK_WINDOW = 1_000;
/**
 * How many matches of one type a search ranks: the newest this many (more for a page past
 * them), plus the titles that start with the text (docs/decisions.md 'Search'; measured by
 * bench/search-http.bench.ts).
 */
export const SEARCH_RANK_CANDIDATES = 50;
/**
 * A listing's total is counted up to this many past the page asked for ('at least' beyond):
 * paging by scrolling goes on to the end, and no page view counts a million songs.
 */
export const LISTING_COUNT_AHEAD = 1_000;
/** Items of the visitors' landing spotlight (recommended releases, art at 350, spec 2 §9). */
export const SPOTLIGHT_LIMIT = 6;
/** 'recommended' (spec 2 §9 best → recommended): (plays + 2 × claps + 1) decays by half every this many days. */
export const RECOMMENDED_HALF_LIFE_DAYS = 30;
/** The e-Press Kit's tech rider: one PDF, at most this size (READING's 'exceeds {N} MB' message). */
export const TECH_RIDER_MAX_MB = 10;
/** Press photos an e-Press Kit holds (each png or jpeg, ≤ IMAGE_MAX_MB, sides ≥ IMAGE_MIN_SIDE). */
export const PRESS_PHOTOS_MAX = 12;
/** The longest side a press photo is stored at (re-encoded JPEG; the original is not kept). */
export const PRESS_PHOTO_MAX_SIDE = 2_000;
/** The longest side of a press photo's preview, which the e-Press Kit's grid shows (issue 16: ~300 px boxes at 2x). */
export const PRESS_PHOTO_PREVIEW_SIDE = 640;
/** Members a band lists on its e-Press Kit. */
export const BAND_MEMBERS_MAX = 20;
/** What an artist is open to (READING 'Artist preferences'): the `purpose` filter of /artists. */
export const ARTIST_PREFERENCES = ['gigs', 'collaborations', 'licensing', 'teaching', 'session-work', 'brand-deals'] as const;

/** Comments and reviews (issue 6, ours): a comment's length, and how many one account may post in a window. */
export const COMMENT_MAX = 1_000;
export const COMMENT_RATE_LIMIT: RateLimitRule = { max: 10, windowMs: 10 * 60_000 };
/** Star ratings of album and playlist reviews. */
export const STAR_RATING_MIN = 1;
export const STAR_RATING_MAX = 5;
/** Abuse reports one address may file in a window (ours). */
export const REPORT_RATE_LIMIT: RateLimitRule = { max: 5, windowMs: 10 * 60_000 };
/** The longest url a report may name (ours). */
export const REPORT_URL_MAX = 500;
/** Review share cards (spec 2 §9): sizes in CSS pixels, the 3x download, the comment font fit. */
export const SHARE_CARD_SIZES = { instagram: { width: 360, height: 360 }, facebook: { width: 685, height: 360 } } as const;
export const SHARE_CARD_DOWNLOAD_SCALE = 3;
/** The Facebook card is shown at 1370x720: twice its size. */
export const SHARE_CARD_DISPLAY_SCALE = 2;
export const REVIEW_FONT_FIT = { min: 10, max: 16, lines: 2 } as const;

/** Artist workstation (issue 8, ours): the dashboard's windows, the analytics ranges and list sizes. */
export const DASHBOARD_WINDOWS_DAYS = [7, 28] as const;
/** Recent activity items the dashboard shows. */
export const DASHBOARD_ACTIVITY_LIMIT = 10;
/** Achievements a public or own list answers at most (the dashboard asks for ACHIEVEMENTS_LIMIT). */
export const ACHIEVEMENTS_LIST_MAX = 50;
/** The analytics page's preset ranges in days, and its default. */
export const ANALYTICS_RANGES_DAYS = [7, 28, 90] as const;
export const ANALYTICS_DEFAULT_RANGE_DAYS = 28;
/** The longest custom analytics range, in days (both ends included). */
export const ANALYTICS_RANGE_MAX_DAYS = 366;
/** Rows of the top lists (cities, countries, top songs) of the analytics page. */
export const ANALYTICS_TOP_LIMIT = 10;
/** Where a play came from (the analytics page's traffic sources); a play without one is 'page'. */
export const TRAFFIC_SOURCES = ['page', 'embed', 'share', 'search'] as const;
/** Plays, followers and other thresholds that award achievements. */
export const ACHIEVEMENT_PLAY_THRESHOLDS = [100, 1_000, 10_000] as const;
export const ACHIEVEMENT_FOLLOWER_THRESHOLDS = [10, 100] as const;

/**
 * Opportunities (issue 19; spec 2 §9 'Limit 10 for … the opportunities sidebar', 'Limit 3 for
 * remaining songs or videos', 'Opportunity category default 2', 'Saved opportunities notify by
 * email 48 hours before end', hashtags '{product},GetYourDue'). The rest is ours
 * (docs/decisions.md, Opportunities).
 */
export const OPPORTUNITY_CATEGORIES = [
  { id: 1, slug: 'gigs-festivals', name: 'Gigs & Festivals' },
  { id: 2, slug: 'brand-campaigns', name: 'Brand Campaigns' },
  { id: 3, slug: 'music-licensing', name: 'Music Licensing' },
  { id: 4, slug: 'contests-showcases', name: 'Contests & Showcases' },
  { id: 5, slug: 'label-playlist-pitches', name: 'Label & Playlist Pitches' },
] as const;
export type OpportunityCategoryId = (typeof OPPORTUNITY_CATEGORIES)[number]['id'];
/** What an opportunity takes: songs, videos or either. */
export const OPPORTUNITY_MEDIA = ['songs', 'videos', 'both'] as const;
export type OpportunityMedia = (typeof OPPORTUNITY_MEDIA)[number];
/** Songs and videos one application may carry: each opportunity sets its own, within these. */
export const OPPORTUNITY_ENTRIES_MIN = 1;
export const OPPORTUNITY_ENTRIES_MAX = 5;
export const OPPORTUNITY_ENTRIES_DEFAULT = 3;
/** The artist's note to the brand. */
export const OPPORTUNITY_NOTE_MAX = 1_000;
/** An opportunity's texts. */
export const OPPORTUNITY_TITLE_MAX = 120;
export const OPPORTUNITY_SUMMARY_MAX = 280;
export const OPPORTUNITY_BRIEF_MAX = 8_000;
export const OPPORTUNITY_REWARD_MAX = 200;
export const OPPORTUNITY_BRAND_MAX = 80;
/** Requirements listed on a brief. */
export const OPPORTUNITY_REQUIREMENTS_MAX = 12;
export const OPPORTUNITY_REQUIREMENT_MAX = 200;
/** The home page's strip. */
export const OPPORTUNITY_HOMEPAGE_LIMIT = 4;
/** Winners the opportunities page shows across briefs. */
export const OPPORTUNITY_WINNERS_LIMIT = 12;
/** The note a reviewer may add to a decision. */
export const OPPORTUNITY_DECISION_NOTE_MAX = 500;
/** Hashtags of an opportunity's share (spec 2 §9), `{product}` filled with the brand name. */
export const OPPORTUNITY_HASHTAGS = '{product},GetYourDue';
/**
 * Application states and the only moves between them (issue 19 'explicit allowed
 * transitions'): the artist applies, withdraws and re-applies; staff shortlist, pick winners
 * among the shortlist, or decline with a reason. 'won' and 'not_selected' are final.
 */
export const APPLICATION_STATUSES = ['applied', 'shortlisted', 'won', 'not_selected', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** Reasons a reviewer gives for 'not selected'; 'no_decision' is the result date's own. */
export const DECLINE_REASONS = ['not_a_fit', 'brief_not_met', 'production_quality', 'strong_competition', 'no_decision'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/**
 * Indiwave TV pitches (issue 19, ours): a pitch moves submitted → in review → accepted for a
 * programme → scheduled with a date → aired, or is declined with a reason on the way.
 */
export const TV_PITCH_STATUSES = ['submitted', 'in_review', 'accepted', 'scheduled', 'aired', 'declined'] as const;
export type TvPitchStatus = (typeof TV_PITCH_STATUSES)[number];
/** The CBFC certificate upload: a PDF or picture of at most 5 MB. */
export const TV_CERTIFICATE_MAX_MB = 5;
export const TV_CERTIFICATE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** The reason a reviewer gives with a declined pitch. */
export const TV_DECLINE_REASON_MAX = 500;
/** Upcoming slots /indiwave-tv lists, and recently aired videos. */
export const TV_SCHEDULE_LIMIT = 20;
export const TV_AIRED_LIMIT = 12;
/** The staff console's TV programmes (issue 21 item 5): a name, its short lines (length, slot, for whom) and its description. */
export const TV_PROGRAMME_NAME_MAX = 80;
export const TV_PROGRAMME_LINE_MAX = 160;
export const TV_PROGRAMME_DESCRIPTION_MAX = 600;
/** The staff schedule view: the days one page shows by default, and at most. */
export const TV_SCHEDULE_DAYS = 7;
export const TV_SCHEDULE_DAYS_MAX = 31;
/** The staff console's radio stations (issue 21 item 5): a name, its city and its genres. */
export const RADIO_STATION_NAME_MAX = 80;
export const RADIO_STATION_CITY_MAX = 60;
export const RADIO_STATION_GENRES_MAX = 120;
/** The reference lists the team edits (genres, languages …): a name's longest length, and how long an instance keeps a list before reading it again (the editing instance drops it at once). */
export const REFERENCE_NAME_MAX = 60;
export const REFERENCE_CACHE_SECONDS = 60;
/** The channel's time zone: air times are shown, and the schedule grouped by day, in IST. */
export const TV_TIME_ZONE = 'Asia/Kolkata';

/**
 * Blogs, advertisements, first-party analytics events and search engines (issue 20). The spec's
 * numbers are the blog's share image (SOCIAL_IMAGE_SIZES.blog, 900x450), the popup's 800x500
 * (LAYOUT.promoPopup*), the companion banner's inset (LAYOUT.companionBannerInset) and the banner
 * cookie's life (its end_time in days); the rest are ours.
 */
/** Blog posts a page of /blogs shows (spec 2 §9 'Default offset 0 and limit 20 for most lists'). */
export const BLOGS_LIMIT = 20;
/** The longest blog title, excerpt and Markdown body (ours). */
export const BLOG_TITLE_MAX = 150;
export const BLOG_EXCERPT_MAX = 300;
export const BLOG_BODY_MAX = 100_000;
/** The longest name of a blog category (ours). */
export const BLOG_CATEGORY_MAX = 50;
/** Blog posts the RSS and Atom feeds carry, newest first (ours). */
export const BLOG_FEED_LIMIT = 20;
/** A body image of a blog post is re-encoded to at most this width (ours). */
export const BLOG_IMAGE_MAX_WIDTH = 1400;

/** Where an advertisement shows: the shell banner, the promo popup, an issue notice, or beside a track in the player. */
export const AD_PLACEMENTS = ['banner', 'popup', 'issue', 'companion'] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];
/** for_pro (spec 1 §3.5, §6): 0 everyone, 1 Pro members only, 2 everyone but Pro members. */
export const AD_AUDIENCE = { everyone: 0, proOnly: 1, nonPro: 2 } as const;
export type AdAudience = (typeof AD_AUDIENCE)[keyof typeof AD_AUDIENCE];
/** The fixed key of the shell banner's call and the companion ads' parameter (spec 1 §7). */
export const AD_KEYS = { banner: 'banner', companion: 'companion' } as const;
/** The advertisement list's argument when raising an issue (spec 1 §7 'issue'). */
export const AD_LIST_ISSUE = 'issue';
/** The longest advertisement name and landing URL (ours). */
export const AD_NAME_MAX = 100;
export const AD_URL_MAX = 500;
/** start_time and end_time are whole seconds; the longest a banner's cookie may hide it is a year (ours). */
export const AD_TIME_MAX_S = 365 * 86_400;
/** Advertisement images are re-encoded within these boxes (the popup's is the spec's 800x500). */
export const AD_IMAGE_BOXES = {
  banner: { width: 1456, height: 240 },
  bannerMobile: { width: 750, height: 250 },
  popup: { width: 800, height: 500 },
  companion: { width: 1200, height: 120 },
  companionMobile: { width: 750, height: 120 },
} as const;
/**
 * Page keys (spec 1 §3.5 adv_display_pages, §3.8 pageType): which page a banner may show on and
 * which page an analytics event came from. 'all' in a campaign's list matches every page.
 */
export const PAGE_KEYS = [
  'home', 'songs', 'song', 'albums', 'album', 'playlists', 'playlist', 'videos', 'video', 'artists', 'profile',
  'search', 'blogs', 'blog', 'dashboard', 'library', 'promote', 'opportunities', 'tv', 'subscription',
  'pro-perks', 'distribute', 'upload', 'account', 'info', 'other',
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];
export const PAGE_KEY_ALL = 'all';

/** First-party analytics events (issue 20, ours): a batch's size, the browser's flush rhythm, the text limits. */
export const EVENTS_BATCH_MAX = 50;
export const EVENTS_FLUSH_MS = 15_000;
export const EVENT_TEXT_MAX = 100;
/** Event batches one address may post in a window; more are refused with 429 (an event flood). */
export const EVENTS_RATE_LIMIT: RateLimitRule = { max: 60, windowMs: 60_000 };
/** Analytics event names the spec gives (spec 1 §7). */
export const EVENT_ACTIONS = { click: 'click', totalClap: 'total-clap', bannerImpression: 'Banner_Impression', bannerClick: 'Banner_Clicks' } as const;
/** Days of the staff's analytics view at most, and by default. */
export const SITE_ANALYTICS_RANGE_MAX_DAYS = 366;
export const SITE_ANALYTICS_DEFAULT_DAYS = 28;

/** A sitemap file lists at most 50,000 URLs (the sitemaps protocol); past it the index lists several. */
export const SITEMAP_URLS_MAX = 50_000;

// ---------------------------------------------------------------------------------------------
// Commerce (issue 17): Pro membership, cart, coupons, payments, orders. Prices are integer minor
// units of their currency (paise for INR). Spec numbers sit above (PRO_PRICE_PAISE …); these are ours.
// ---------------------------------------------------------------------------------------------

/** The currencies orders are charged in: rupees in India, US dollars for Pro elsewhere (READING isFromIndia). */
export const CURRENCIES = ['INR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
/** The Pro plan outside India, in US cents (ours): $25/Year, list $50/Year; renewals get the same 20% off. */
export const PRO_PRICE_USD_CENTS = 2_500;
export const PRO_LIST_PRICE_USD_CENTS = 5_000;
/** A Pro membership runs this many calendar years from payment (spec: Rs 2000/Year). */
export const PRO_TERM_YEARS = 1;
/** An active member is offered the early renewal dialog from this many days before expiry (ours). */
export const PRO_RENEWAL_NOTICE_DAYS = 30;
/** The SKU of the Pro plan in orders and invoices. */
export const PRO_PLAN_SKU = 'PRO-1Y' as const;
/** Most items one cart holds (ours). */
export const CART_ITEMS_MAX = 50;
/** Coupon codes: letters, digits and '-', 3 to 32 characters, compared in upper case (ours). */
export const COUPON_CODE_MAX = 32;
export const COUPON_CODE_MIN = 3;
/** How many characters of a Pro Perks coupon code a non-Pro member sees (spec 2 §2.3). */
export const COUPON_MASK_VISIBLE = 2;
/** Reconciliation asks the gateway about an unpaid order this long after checkout, then again (ours). */
export const RECONCILE_DELAYS_MS = [10 * 60_000, 60 * 60_000, 24 * 60 * 60_000] as const;
/** Signed download links of purchases last this long (ours): long enough to finish, short enough not to be shared. */
export const PURCHASE_DOWNLOAD_TTL_S = 60 * 60;
/** GST included in every price (ours: India's rate for digital services); invoices show the split. */
export const GST_PERCENT = 18;
/** Orders a page of /my-orders lists. */
export const ORDERS_PAGE_SIZE = 20;
/** Checkouts one person may start in a window (ours): every Pay click creates or reuses a gateway order. */
export const CHECKOUT_RATE_LIMIT: RateLimitRule = { max: 30, windowMs: 10 * 60_000 };
/** Coupon tries one person may make in a window (ours): codes must not be guessable by brute force. */
export const COUPON_RATE_LIMIT: RateLimitRule = { max: 20, windowMs: 10 * 60_000 };
/** Masterclass timing (spec 2 §4, READING): hours and minutes thresholds of 'Starting in …'. */
export const MASTERCLASS_HOURS_WINDOW = 24;
export const MASTERCLASS_MINUTES_WINDOW = 60;
/** How long a masterclass lasts when its entry gives no duration the page can read (ours). */
export const MASTERCLASS_DEFAULT_MINUTES = 60;

/**
 * Distribution (issue 18; spec 2 §5.5, §2.4; READING 'Release dates'). The upload limits are
 * DISTRIBUTION_AUDIO_MAX_MB, DISTRIBUTION_ARTWORK_SIDE and DISTRIBUTION_ARTISTS_MAX above.
 */
/** A new release is at least this many days ahead, at most RELEASE_MAX_YEARS_AHEAD years. */
export const NEW_RELEASE_MIN_DAYS_AHEAD = 10;
/** A transfer's new date is today up to this many days ahead. */
export const TRANSFER_MAX_DAYS_AHEAD = 15;
/** A transfer's original release date is at most this many years back. */
export const TRANSFER_ORIGINAL_MAX_YEARS_BACK = 15;
/** What stores accept of a master (ours, the stores' delivery specs): PCM WAV, stereo, 16 or 24 bit, 44.1 kHz or more, 30 s or more. */
export const DISTRIBUTION_WAV_BIT_DEPTHS = [16, 24] as const;
export const DISTRIBUTION_WAV_CHANNELS = 2;
export const DISTRIBUTION_WAV_MIN_SAMPLE_RATE = 44_100;
export const DISTRIBUTION_WAV_MIN_SECONDS = 30;
/** A single has one track; an album two or more, up to ALBUM_TRACKS_MAX. */
export const DISTRIBUTION_ALBUM_TRACKS_MIN = 2;
/** The kinds and states of a release. */
export const RELEASE_KINDS = ['single', 'album'] as const;
export type ReleaseKind = (typeof RELEASE_KINDS)[number];
export const RELEASE_STATUSES = ['draft', 'submitted', 'in_review', 'approved', 'delivered', 'live', 'rejected'] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];
/** What a release's timeline records: its statuses, and the takedowns from stores, the artist's appeal and the restores (per store). */
export const RELEASE_EVENT_KINDS = [...RELEASE_STATUSES, 'taken_down', 'appealed', 'restored'] as const;
export type ReleaseEventKind = (typeof RELEASE_EVENT_KINDS)[number];
/** A takedown's reason and an artist's appeal, at most (ours). */
export const RELEASE_TAKEDOWN_REASON_MAX = 500;
export const RELEASE_APPEAL_MAX = 2000;
/** Why staff reject a field (the reason codes of a rejection). */
export const RELEASE_REJECT_CODES = ['artwork_quality', 'artwork_text', 'audio_quality', 'metadata_format', 'artist_name', 'title_format', 'rights', 'release_date', 'other'] as const;
export type ReleaseRejectCode = (typeof RELEASE_REJECT_CODES)[number];
/** The fields a rejection may name. */
export const RELEASE_REJECT_FIELDS = ['title', 'version', 'artists', 'artwork', 'tracks', 'audio', 'release_date', 'stores', 'isrc', 'upc', 'lyrics', 'other'] as const;
/** Releases My Releases lists at most. */
export const RELEASES_PAGE_SIZE = 50;
/** The caller-tune clip a track offers (spec: 30 seconds, chosen on the waveform). */
export const CALLER_TUNE_CLIP_S = CALLER_TUNE_S;
/** Distribution artwork file size, at most (ours: a 3000x3000 JPEG runs to a few MB; the 2 MB album-art limit would refuse good ones). */
export const DISTRIBUTION_ARTWORK_MAX_MB = 10;

/** The console's figures (issue 21): days shown by default, and at most (ours). */
export const FIGURES_DAYS_DEFAULT = 30;
export const FIGURES_DAYS_MAX = 90;

/**
 * Revenue (issue 18 item 6). A payout is asked for from this much upward (ours: Rs 1000, in
 * paise), and a statement file is at most REVENUE_STATEMENT_MAX_MB (ours: 100,000 lines run to
 * about 15 MB).
 */
export const PAYOUT_MIN_PAISE = 100_000;
export const REVENUE_STATEMENT_MAX_MB = 64;
/** Unmatched lines the console shows of one statement, at most (the rest stay stored). */
export const REVENUE_UNMATCHED_PAGE = 200;
/** Statements the console lists, and payout requests it lists, at most. */
export const REVENUE_LIST_MAX = 100;
/** The columns of a store statement, in the order the import expects them (the header line names them). */
export const REVENUE_STATEMENT_COLUMNS = ['reporting_month', 'sale_month', 'store', 'country', 'artist', 'title', 'isrc', 'upc', 'units', 'earnings', 'currency', 'rate'] as const;
export const PAYOUT_STATUSES = ['requested', 'paid', 'rejected'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** Agreement templates (issue 21 item 5): the longest text and note, and versions listed at once. */
export const AGREEMENT_TEMPLATE_MAX = 20_000;
export const AGREEMENT_TEMPLATE_NOTE_MAX = 200;
export const AGREEMENT_TEMPLATES_LISTED = 50;
