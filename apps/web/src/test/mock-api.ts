import { z } from 'zod';
import type { sessionReplySchema } from '@indiwave/domain/contract/auth';
import { failureSchema, type RouteContract } from '@indiwave/domain/contract/route';
import { vi } from 'vitest';
import { BRAND } from '../lib/config';

const ROUTE = Symbol('contract route');

/**
 * A reply of one contract route, built by `fakeReply` or `fakeFailure` only: its body was parsed
 * with the route's response schema (or the failure envelope), so a fake the server could not
 * send fails the test where it is made.
 */
export type FakeReply = { readonly [ROUTE]: RouteContract; status: number; body: unknown };

/** What the fake server saw of a call. */
export type FakeRequest = { url: URL; method: string; body: unknown; headers: Headers };

/** A reply, or a function of the request that makes one. */
export type FakeAnswer = FakeReply | ((request: FakeRequest) => FakeReply);

/** The body of a success reply of `route`, as a fixture declares it. */
export type ReplyOf<R extends RouteContract> = z.input<R['response']>;

/** A success reply of `route`: the body is parsed with its response schema and sent as parsed. */
export function fakeReply<R extends RouteContract>(route: R, body: z.input<R['response']>, status = 200): FakeReply {
  const parsed = route.response.safeParse(body);
  if (!parsed.success) {
    throw new Error(
      `A fake reply of ${route.method} ${route.path} that the server could not send:\n${z.prettifyError(parsed.error)}`,
    );
  }
  return { [ROUTE]: route, status, body: parsed.data };
}

/** A failure of `route` in the envelope every call shares: `{ success: false, error, fields? }`. */
export function fakeFailure(
  route: RouteContract,
  status: number,
  error: string,
  fields?: Record<string, string>,
): FakeReply {
  const body = failureSchema.parse(fields ? { success: false, error, fields } : { success: false, error });
  return { [ROUTE]: route, status, body };
}

/** The request paths a route answers (`/song_player/:slug` → `/api/song_player/<anything>`, `{product}` the brand). */
function toPathPattern(route: RouteContract): RegExp {
  const source = route.path
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? '[^/]+'
        : segment.replace(/\{product\}/g, BRAND.slug).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^/api${source}$`);
}

/** A Response for a fake reply, after checking it belongs to the call it answers. */
export function toResponse(reply: FakeReply, request: { method: string; url: URL }): Response {
  const route = reply[ROUTE];
  if (route.method !== request.method || !toPathPattern(route).test(request.url.pathname)) {
    throw new Error(`A fake reply of ${route.method} ${route.path} answered ${request.method} ${request.url.pathname}`);
  }
  return new Response(JSON.stringify(reply.body), {
    status: reply.status,
    headers: { 'content-type': 'application/json' },
  });
}

const fakeErrors: unknown[] = [];

/**
 * For tests that stub fetch themselves: the Response of a fake reply to the call made with
 * (input, init), after checking it is a reply of that call.
 */
export function respond(reply: FakeReply, input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), 'http://localhost');
  try {
    return Promise.resolve(toResponse(reply, { method: (init?.method ?? 'GET').toUpperCase(), url }));
  } catch (error) {
    fakeErrors.push(error);
    return Promise.reject(error);
  }
}

/** The fakes that could not answer since the last call (test/setup.ts fails the test on any). */
export function takeFakeErrors(): unknown[] {
  return fakeErrors.splice(0);
}

/**
 * Replaces fetch with a table of answers keyed by 'METHOD /api/path' (query ignored); a key
 * ending in '*' matches any path starting with it. Unknown calls answer 404. Every answer is a
 * contract reply (fakeReply, fakeFailure) of the call it answers. Returns the mock, whose calls
 * tests can inspect, and `sent`: what each call sent.
 */
export function mockApi(table: Record<string, FakeAnswer>) {
  const sent: { key: string; body: unknown; headers: Headers }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const key = `${method} ${url.pathname}`;
    const headers = new Headers(init?.headers);
    let body: unknown = init?.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // not JSON
      }
    }
    sent.push({ key, body, headers });
    const match =
      table[key] ??
      Object.entries(table).find(([pattern]) => pattern.endsWith('*') && key.startsWith(pattern.slice(0, -1)))?.[1];
    try {
      const reply = typeof match === 'function' ? match({ url, method, body, headers }) : match;
      if (!reply) return new Response(JSON.stringify({ success: false, error: 'Not found' }), { status: 404 });
      return toResponse(reply, { method, url });
    } catch (error) {
      // The app would take this for a network failure and carry on: the test fails at its end instead.
      fakeErrors.push(error);
      throw error;
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, sent };
}

type SessionReplyInput = z.input<typeof sessionReplySchema>;

/** A session reply (spec 1 §3.2) with overrides of `result`. */
export function buildSessionReply(
  overrides: Partial<SessionReplyInput['result']> = {},
  category: SessionReplyInput['category'] = 'artist',
): SessionReplyInput {
  return {
    success: true,
    category,
    result: {
      token: 'key-1',
      id: 7,
      is_type: 'Artist',
      slug_username: 'maya-rao',
      profile: { first_name: 'Maya', last_name: 'Rao', profile_pic: null, cover_pic: null, country: 'India' },
      band_name: null,
      genre_id: [{ id: 1, name: 'Folk' }],
      artist_type: [{ id: 2, name: 'Singer' }],
      mobile: null,
      mobile_country_code: null,
      email: 'maya@example.com',
      ismail_verify: true,
      ismobile_verify: false,
      songs_count: 0,
      videos_count: 0,
      has_usable_password: true,
      iswhatsapp_verify: false,
      whatsapp_number: null,
      is_pro: 0,
      sds_e: null,
      authorize_for_tv: false,
      is_new_user: false,
      is_show_update_form: false,
      country: 'India',
      state: 'Kerala',
      city: 'Kochi',
      country_id: 101,
      state_id: 19,
      city_id: 5,
      is_dashboard_sg_read: false,
      is_claps_sg_read: true,
      is_schedule_sg_read: false,
      ip: '127.0.0.1',
      is_from_india: true,
      is_staff: false,
      ...overrides,
    },
  };
}
