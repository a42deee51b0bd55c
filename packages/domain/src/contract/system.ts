import { z } from 'zod';
import { defineRoute } from './route.ts';

/** Liveness and readiness: the database answers. */
export const healthSchema = z.object({
  success: z.literal(true),
  status: z.literal('ok'),
  /** 'sqlite' or 'postgres'. */
  database: z.string(),
  /** Seconds since the process started. */
  uptime: z.number(),
});

/** The build the server serves; the web app compares it with its own to offer a reload. */
export const versionSchema = z.object({ success: z.literal(true), version: z.string() });

export const systemRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/health',
    summary: 'Health of the server and its database',
    isAuthRequired: false,
    response: healthSchema,
  }),
  version: defineRoute({
    method: 'GET',
    path: '/version',
    summary: 'Version of the web app being served',
    isAuthRequired: false,
    response: versionSchema,
  }),
} as const;
