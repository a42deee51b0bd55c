/**
 * Every TanStack Query key of the web app, in one place, so invalidating a family of
 * queries is one call and two features never collide on a key. Features add their own
 * branch here: `queryKeys.<area>.<what>(params)`.
 *
 * Everything that belongs to the signed-in person lives under `account`, so signing out
 * drops it in one call (`removeQueries({ queryKey: ['account'] })`).
 */
export const queryKeys = {
  system: {
    /** The server's version (GET /api/version). */
    version: () => ['system', 'version'] as const,
  },
  session: {
    /** The configured social sign-in providers (GET /api/auth/providers). */
    providers: () => ['session', 'providers'] as const,
  },
  reference: {
    /** Countries with their states (GET /api/country). */
    countries: () => ['reference', 'countries'] as const,
    /** Cities of a state (GET /api/cities/:stateId). */
    cities: (stateId: number) => ['reference', 'cities', stateId] as const,
    /** Artist categories (GET /api/artistcat). */
    artistCategories: () => ['reference', 'artistcat'] as const,
    /** Genres (GET /api/genre). */
    genres: () => ['reference', 'genres'] as const,
    /** Languages (GET /api/language). */
    languages: () => ['reference', 'languages'] as const,
    /** Moods of songs and videos (GET /api/mood). */
    moods: () => ['reference', 'moods'] as const,
    /** Staff: one list as the team edits it (GET staff/reference/:list). */
    staffList: (list: string) => ['reference', 'staff', list] as const,
  },
  catalog: {
    /** Everything of the catalogue pages (details change with the viewer). */
    all: () => ['catalog'] as const,
    /** A song detail (GET /api/song/:slug). */
    song: (slug: string) => ['catalog', 'song', slug] as const,
    /** An album detail with its tracks (GET /api/album_details/:slug). */
    album: (slug: string) => ['catalog', 'album', slug] as const,
    /** A video detail (GET /api/video/:slug). */
    video: (slug: string) => ['catalog', 'video', slug] as const,
  },
  registration: {
    /** Whether a username is taken, and a free suggestion (POST /api/is_username_exists). */
    username: (username: string) => ['registration', 'username', username] as const,
    /** Whether an e-mail is taken (POST /api/registration/is_email_exists). */
    email: (email: string) => ['registration', 'email', email] as const,
  },
  promo: {
    /** Whether the writing assistant is configured (GET promo/assistant_status); public. */
    assistantStatus: () => ['promo', 'assistant-status'] as const,
    /** A pre-save page (GET sdlink/:slug); public. */
    presavePage: (slug: string) => ['promo', 'sdlink', slug] as const,
  },
  membership: {
    /** The Pro plan as a person pays it (GET subscription/plan?coupon); 0 for visitors. */
    plan: (viewerId: number, coupon: string) => ['membership', 'plan', viewerId, coupon] as const,
    /** The Pro Perks data (GET pro_perks); masked unless the viewer is Pro. */
    proPerks: (viewerId: number, isPro: boolean) => ['membership', 'pro-perks', viewerId, isPro] as const,
    /** Every viewer's Pro Perks (dropped when the team saves new data). */
    allProPerks: () => ['membership', 'pro-perks'] as const,
  },
  messaging: {
    /** The team account that receives TV communications (GET admin_account); public. */
    teamAccount: () => ['messaging', 'team-account'] as const,
  },
  social: {
    /** An item's claps, everyone's and the viewer's (GET claps). */
    claps: (type: string, slug: string) => ['social', 'claps', type, slug] as const,
    /** The viewer's follow flags for some artists (GET follow_state). */
    followState: (slugs: string) => ['social', 'follow-state', slugs] as const,
    /** A person's followers or following, paged (GET get_follow). */
    follow: (filter: string, slug: string) => ['social', 'follow', filter, slug] as const,
  },
  playlists: {
    /** Everything of playlists (details and lists change with every edit). */
    all: () => ['playlists'] as const,
    /** Every order of the public listing. */
    listings: () => ['playlists', 'listing'] as const,
    /** The public listing (GET playlist/{product}_playlists). */
    listing: (type: string) => ['playlists', 'listing', type] as const,
    /** A playlist with its tracks (GET playlist/playlist_detail/:slug). */
    detail: (slug: string) => ['playlists', 'detail', slug] as const,
  },
  ads: {
    /** The shell banners of a viewer (GET advertisements?key=banner); the key changes with the session. */
    banners: (userKey: string) => ['ads', 'banners', userKey] as const,
    /** The player's companion ads (GET advertisements?key=companion). */
    companions: (userKey: string) => ['ads', 'companions', userKey] as const,
    /** The popup's campaigns or the issue notices (GET advertisement_list). */
    list: (type: 'popup' | 'issue', userKey: string) => ['ads', 'list', type, userKey] as const,
  },
  blogs: {
    /** A page of published posts of a category (GET blogs). */
    list: (category: string) => ['blogs', 'list', category] as const,
    /** One published post (GET blog_detail/:slug). */
    detail: (slug: string) => ['blogs', 'detail', slug] as const,
  },
  staffContent: {
    /** Everything of the team's blog, campaign and analytics screens. */
    all: () => ['staff-content'] as const,
    blogs: () => ['staff-content', 'blogs'] as const,
    blog: (slug: string) => ['staff-content', 'blog', slug] as const,
    ads: () => ['staff-content', 'ads'] as const,
    analytics: (from: string, to: string) => ['staff-content', 'analytics', from, to] as const,
  },
  comments: {
    /** An item's threads, paged (GET song_comments, album_reviews, playlist_reviews, video_comments). */
    list: (type: string, slug: string) => ['comments', type, slug] as const,
  },
  profile: {
    /** Everything of the profiles (the owner's edits refresh all of it). */
    all: () => ['profile'] as const,
    /** A profile / e-Press Kit (GET {product}user/profile?slug). */
    detail: (slug: string) => ['profile', 'detail', slug] as const,
    /** A profile's songs, albums, videos or playlists, paged. */
    list: (kind: string, slug: string) => ['profile', 'list', kind, slug] as const,
    /** The band roles (GET band-roles). */
    bandRoles: () => ['profile', 'band-roles'] as const,
  },
  search: {
    /** The header dropdown (GET sdsearch). */
    dropdown: (keywords: string) => ['search', 'dropdown', keywords] as const,
    /** The /search page's first view (GET sdsearch-listing). */
    listing: (keywords: string) => ['search', 'listing', keywords] as const,
    /** One type's results, paged (GET sdsearch-by-type). */
    byType: (keywords: string, type: string, offset: number) => ['search', 'by-type', keywords, type, offset] as const,
  },
  discovery: {
    /** A listing with its filters (songs-listing, {product}videos, artist_listing …). */
    listing: (kind: string, filters: string) => ['discovery', kind, filters] as const,
    /** The landing's spotlight (GET spotlight). */
    spotlight: () => ['discovery', 'spotlight'] as const,
    /** Featured artists (GET featured_artist). */
    featuredArtists: () => ['discovery', 'featured-artists'] as const,
  },
  share: {
    /** The Share dialog's data of an item (GET share_data). */
    data: (type: string, slug: string) => ['share', type, slug] as const,
    /** A review card's data (GET share_review/:id). */
    review: (id: number) => ['share', 'review', id] as const,
  },
  workstation: {
    /** An artist's public achievements, on the e-Press Kit (GET achievements?slug). */
    achievements: (slug: string) => ['workstation', 'achievements', slug] as const,
    /** Staff: the achievements catalogue (GET staff/achievements). */
    achievementRules: () => ['workstation', 'achievement-rules'] as const,
  },
  verification: {
    /** The answer to an e-mail verification link (POST /api/activate_user_account/:a/:b, once per page). */
    activation: (uidb64: string, token: string) => ['verification', 'activation', uidb64, token] as const,
  },
  opportunities: {
    /** Everything of the public opportunity pages (the viewer's side is in the details). */
    all: () => ['opportunities'] as const,
    /** Open opportunities of a category (GET opportunity-v2). */
    list: (category: number) => ['opportunities', 'list', category] as const,
    /** The sidebar (GET opportunity_rhs). */
    sidebar: (exclude: string) => ['opportunities', 'sidebar', exclude] as const,
    /** Upcoming ones (GET opportunity_upcoming). */
    upcoming: () => ['opportunities', 'upcoming'] as const,
    /** The home page's strip (GET opportunity_homepage). */
    homepage: () => ['opportunities', 'homepage'] as const,
    /** Recent winners (GET opportunity_winners). */
    winners: () => ['opportunities', 'winners'] as const,
    /** An opportunity's page with the viewer's save and application (GET opportunity_detail/:slug). */
    detail: (slug: string) => ['opportunities', 'detail', slug] as const,
  },
  distribution: {
    /** Stores and territories (GET distribution/options). */
    options: () => ['distribution', 'options'] as const,
    /** My Releases (GET distribution/releases). */
    releases: () => ['distribution', 'releases'] as const,
    /** One release (GET distribution/releases/:id). */
    release: (id: number) => ['distribution', 'releases', id] as const,
    /** The artist's signed agreements, a page of 10 (GET distribution/agreements), and one (…/agreements/:id). */
    agreements: (offset: number) => ['distribution', 'agreements', offset] as const,
    /** Every page of the agreements list. */
    agreementPages: () => ['distribution', 'agreements'] as const,
    /** The sign-in agreements check of one account (GET distribution/agreements, offset 0): whether it has any. */
    agreementsFlag: (slug: string) => ['distribution', 'agreements-flag', slug] as const,
    agreementsFlags: () => ['distribution', 'agreements-flag'] as const,
    agreement: (id: number) => ['distribution', 'agreement', id] as const,
    /** A track master's waveform (GET …/tracks/:trackId/peaks). */
    peaks: (releaseId: number, trackId: number) => ['distribution', 'peaks', releaseId, trackId] as const,
    /** The team's review list (GET staff/releases). */
    review: (status: string) => ['distribution', 'review', status] as const,
    /** The revenue report, for a period (GET {product}user/artist_payment). */
    revenue: (from: string, to: string) => ['distribution', 'revenue', from, to] as const,
    /** Streams and downloads (GET {product}user/artist_payment/analytics). */
    storeAnalytics: (from: string, to: string) => ['distribution', 'store-analytics', from, to] as const,
    /** Bank details (GET {product}user/bank_details). */
    bank: () => ['distribution', 'bank'] as const,
    /** The artist's payout requests (GET {product}user/artist_payment/payouts). */
    payouts: () => ['distribution', 'payouts'] as const,
    /** The team's statements, unmatched lines and payout queue (GET staff/revenue…, staff/payouts). */
    statements: () => ['distribution', 'statements'] as const,
    unmatched: (id: number, offset: number) => ['distribution', 'statements', id, 'unmatched', offset] as const,
    payoutQueue: (status: string) => ['distribution', 'payout-queue', status] as const,
    /** The agreement's versions (GET staff/agreement_templates). */
    agreementTemplates: () => ['distribution', 'agreement-templates'] as const,
  },
  tv: {
    /** The channel's page (GET tv_overview). */
    overview: () => ['tv', 'overview'] as const,
    /** The programmes (GET tv_programmes). */
    programmes: () => ['tv', 'programmes'] as const,
    /** Staff: every programme, retired ones too (GET staff/tv_programmes). */
    staffProgrammes: () => ['tv', 'staff-programmes'] as const,
    /** Staff: the scheduled pitches by day (GET staff/tv_schedule). */
    schedule: (from: string, days: number) => ['tv', 'schedule', from, days] as const,
  },
  account: {
    /** Everything of the signed-in person. */
    all: () => ['account'] as const,
    /** What the settings page shows (GET {product}user/personal_details). */
    personalDetails: () => ['account', 'personal-details'] as const,
    /** The mobile and its flags (GET {product}user/change_user_mobile). */
    mobile: () => ['account', 'mobile'] as const,
    /** The artist's own songs and albums (GET {product}user/songslist). */
    songsList: (type: string) => ['account', 'songs-list', type] as const,
    /** The artist's own videos (GET {product}user/videoslist). */
    videosList: () => ['account', 'videos-list'] as const,
    /** The signed-in person's playlists, private ones too (GET playlist/user_playlists?flag=1). */
    ownPlaylists: () => ['account', 'playlists'] as const,
    /** What the signed-in person clapped, by kind (GET {product}user/liked_*). */
    liked: (kind: string) => ['account', 'liked', kind] as const,
    /** Everything of the notifications: counts and pages. */
    notifications: () => ['account', 'notifications'] as const,
    /** The bell's counts (GET notification/unread). */
    notificationCounts: () => ['account', 'notifications', 'unread'] as const,
    /** Pages of notifications (GET notifications). */
    notificationPages: () => ['account', 'notifications', 'page'] as const,
    /** One page of notifications (GET notifications?offset&limit). */
    notificationPage: (offset: number, limit: number) => ['account', 'notifications', 'page', offset, limit] as const,
    /** Which notifications are also e-mailed (GET {product}user/notification_preferences). */
    emailPreferences: () => ['account', 'email-preferences'] as const,
    /** Everything of messaging: counts, the inbox and conversations. */
    messaging: () => ['account', 'messaging'] as const,
    /** Unread messages, the message icon's badge (GET unread_messages_count). */
    unreadMessages: () => ['account', 'messaging', 'unread'] as const,
    /** The inbox, paged (GET message_inbox). */
    inbox: () => ['account', 'messaging', 'inbox'] as const,
    /** Every conversation (GET show_message). */
    conversations: () => ['account', 'messaging', 'conversation'] as const,
    /** The mutation key of 'Mark as unread' (GET mark_message_unread): live updates hold back while it runs. */
    markMessageUnread: () => ['account', 'messaging', 'mark-unread'] as const,
    /** One conversation, paged from the newest (GET show_message?slug). */
    conversation: (slug: string) => ['account', 'messaging', 'conversation', slug] as const,
    /** The workstation's own data (GET dashboard, analytics, achievements): refreshed together. */
    workstation: () => ['account', 'workstation'] as const,
    /** The cart (POST cart {action: 'mycart'}). */
    cart: () => ['account', 'cart'] as const,
    /** The buyer's orders, paged (GET my_orders). */
    orders: () => ['account', 'orders'] as const,
    /** The artist's sold songs and albums (GET my_sales). */
    sales: () => ['account', 'sales'] as const,
    /** One order (GET my_orders/:order). */
    order: (orderId: string) => ['account', 'orders', orderId] as const,
    /** The artist's dashboard (GET dashboard). */
    dashboard: () => ['account', 'workstation', 'dashboard'] as const,
    /** The artist's statistics over a range (GET analytics?range | from&to). */
    analytics: (range: string) => ['account', 'workstation', 'analytics', range] as const,
    /** The artist's own achievements (GET achievements?limit). */
    ownAchievements: (limit: number) => ['account', 'workstation', 'achievements', limit] as const,
    /** Everything of the promo tools (GET promo/*): refreshed together. */
    promo: () => ['account', 'promo'] as const,
    /** Everything of the signed-in person's opportunities (My Opportunities, what an application may carry). */
    opportunities: () => ['account', 'opportunities'] as const,
    /** A tab of My Opportunities (GET my_opportunities). */
    myOpportunities: (tab: string) => ['account', 'opportunities', 'mine', tab] as const,
    /** The songs or videos an application may still carry (GET opportunity_apply_songs / _videos). */
    remainingEntries: (slug: string, type: string) => ['account', 'opportunities', 'remaining', slug, type] as const,
    /** The artist's TV pitches (GET tv_my_pitches). */
    tvPitches: () => ['account', 'tv', 'pitches'] as const,
    /** Staff: the opportunities with their counts (GET staff/opportunities). */
    staffOpportunities: () => ['account', 'staff', 'opportunities'] as const,
    /** Staff: one opportunity's applications (GET staff/opportunities/:slug/applications). */
    staffApplications: (slug: string) => ['account', 'staff', 'applications', slug] as const,
    /** Staff: TV pitches (GET staff/tv_pitches). */
    staffPitches: () => ['account', 'staff', 'tv-pitches'] as const,
    /** One promo-tools call's data (overview, songs, animations, pitches, presaves, or a render by id). */
    promoPart: (part: string, id?: string) => ['account', 'promo', part, ...(id ? [id] : [])] as const,
    /** Everything of the staff console (issue 21): dropped with the session like the rest. */
    staff: () => ['account', 'staff'] as const,
    /** One console call's data: the part ('team', 'audit', 'reports' …) and its parameters. */
    staffPart: (part: string, params?: unknown) => ['account', 'staff', part, ...(params === undefined ? [] : [params])] as const,
  },
} as const;
