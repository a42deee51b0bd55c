import { vi } from 'vitest';

/** A fake reply: status and JSON body. */
export type FakeReply = { status?: number; body: unknown } | ((request: { url: URL; method: string; body: unknown; headers: Headers }) => { status?: number; body: unknown });

/**
 * Replaces fetch with a table of answers keyed by 'METHOD /api/path' (query ignored); a key
 * ending in '*' matches any path starting with it. Unknown calls answer 404. Returns the mock,
 * whose calls tests can inspect, and `bodies` of what each call sent.
 */
export function mockApi(table: Record<string, FakeReply>) {
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
    const match = table[key] ?? Object.entries(table).find(([pattern]) => pattern.endsWith('*') && key.startsWith(pattern.slice(0, -1)))?.[1];
    const reply = typeof match === 'function' ? match({ url, method, body, headers }) : match;
    if (!reply) return new Response(JSON.stringify({ success: false, error: 'Not found' }), { status: 404 });
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, sent };
}

/** A session reply (spec 1 §3.2) with overrides of `result`. */
export function buildSessionReply(overrides: Record<string, unknown> = {}, category = 'artist') {
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
