import { defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * One run, every test: the domain rules, the server on SQLite and — when TEST_DATABASE_URL is
 * set — the same server suite again on PostgreSQL, and the web app's component tests.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core CI machine,
    // idle while server tests wait on PostgreSQL, ffmpeg and sockets. Two run the suite in about
    // half the time there (docs/decisions.md, CI time).
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server-sqlite',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup-sqlite.ts'],
          env: { TEST_DB_ENGINE: 'sqlite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'server-postgres',
                include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
                environment: 'node',
                globalSetup: ['apps/server/test/global-setup-postgres.ts'],
                env: { TEST_DB_ENGINE: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
