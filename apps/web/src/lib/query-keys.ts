/**
 * Every TanStack Query key of the web app, in one place, so invalidating a family of
 * queries is one call and two features never collide on a key. Features add their own
 * branch here: `queryKeys.<area>.<what>(params)`.
 */
export const queryKeys = {
  system: {
    /** The server's version (GET /api/version). */
    version: () => ['system', 'version'] as const,
  },
} as const;
