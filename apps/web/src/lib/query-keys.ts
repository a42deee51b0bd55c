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
  verification: {
    /** The answer to an e-mail verification link (POST /api/activate_user_account/:a/:b, once per page). */
    activation: (uidb64: string, token: string) => ['verification', 'activation', uidb64, token] as const,
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
  },
} as const;
