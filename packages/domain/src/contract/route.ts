import { z } from 'zod';
import type { StaffRole } from '../constants.ts';

/** A call of the API: its method, its path under /api, and the zod schemas of both sides. */
export type RouteContract = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path under /api, Fastify style (`/cities/:stateId`). */
  path: string;
  summary: string;
  /** Whether the call needs a signed-in user (`Authorization: Token …`). */
  isAuthRequired: boolean;
  /**
   * The team role the call needs ('staff': staff or admin; 'admin': admins only). A call with a
   * role is a staff call: the server answers 401 to a visitor and 403 to anyone without the role
   * before it reads the request, and a test proves it for every such call (docs/decisions.md).
   */
  staffRole?: StaffRole;
  /**
   * A creating call that accepts `Idempotency-Key` (issue 14): the server keeps its answer 24 h
   * per caller and key and replays it to a retry; the web client sends one key per action.
   */
  isIdempotent?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
};

/** Declares a call; the identity keeps the literal types for both sides. */
export function defineRoute<const T extends RouteContract>(route: T): T {
  return route;
}

/** The failure envelope every call shares: `{ success: false, error, fields? }`. */
export const failureSchema = z.object({
  success: z.literal(false),
  /** A message safe to show, in the spec's words. */
  error: z.string(),
  /** Per-field messages, keyed by field name. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type Failure = z.infer<typeof failureSchema>;

/** `{ success: true, results: [...] }`, the list envelope of the spec. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), results: z.array(item) });
}

/** `{ success: true, result: {...} }`, the single-item envelope of the spec. */
export function resultOf<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), result: item });
}

/** The path as the client calls it: `/cities/:stateId` with `{ stateId: 3 }` → `/cities/3`. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The path of a call under `{product}user/` (spec 2 §7), the brand filled in by the server. */
export function userPath(call: string): string {
  return `/{product}user/${call}`;
}
