import { MESSAGES } from '@indiwave/domain/messages';
import type { RouteContract } from '@indiwave/domain/contract/route';
import { toCallUrl } from '@indiwave/domain/rules/call-url';
import type { z } from 'zod';
import { toProductPath } from './config';
import { takeFirstReply } from './first-replies';
import { readSessionToken } from './session';

/** A failed call: the message is the one to show (the server's, or the spec's fallbacks). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

type CallOptions<T extends RouteContract> = {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: T['body'] extends z.ZodType ? z.input<T['body']> : never;
  /** A multipart body (picture uploads); sent as is, the browser sets its boundary. */
  formData?: FormData;
  signal?: AbortSignal;
};

// The cached user holds the token (spec 1 §3.1); the session feature may point elsewhere later.
let readToken: () => string | null = readSessionToken;

/** The session feature tells the client where the stored token ('Token …') lives. */
export function setTokenReader(reader: () => string | null): void {
  readToken = reader;
}

/**
 * A fresh Idempotency-Key: 128 random bits as hex. One per user action (a click, a submit), kept
 * for that action's retries. getRandomValues works on plain http too, where randomUUID does not.
 */
export function createIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// A creating call whose answer was lost (no reply, a proxy's 502/504, a busy server's 503, or
// the first try still running: 409) is sent again with the same key: the server replays the
// first answer or runs it once (issue 14). Other calls are not retried here.
const RETRY_DELAYS_MS = [400, 1_500];
const RETRY_STATUSES = new Set([409, 502, 503, 504]);
const RETRY_AFTER_MAX_MS = 5_000;

function waitBeforeRetry(attempt: number, response: Response | null, signal?: AbortSignal): Promise<void> {
  const retryAfter = Number(response?.headers.get('retry-after'));
  const delay = Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter * 1000, RETRY_AFTER_MAX_MS) : RETRY_DELAYS_MS[attempt];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, delay);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
    }, { once: true });
  });
}

/** The URL of a call: `{product}` filled with the brand slug, then the path parameters, then the query. */
export function buildApiUrl(path: string, params?: Record<string, string | number>, query?: Record<string, string | number | boolean | undefined>): string {
  return toCallUrl(toProductPath(path), params, query);
}

/**
 * Calls a route of the domain contract and returns its typed reply. No reply at all is
 * 'Client-side error occured!'; a 5xx is 'Server-side error occured!'; `success: false`
 * carries the server's message (spec 2 §8).
 */
export async function callApi<T extends RouteContract>(
  route: T,
  options: CallOptions<T> = {},
): Promise<z.output<T['response']>> {
  const url = buildApiUrl(route.path, options.params, options.query);
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = readToken();
  if (token) headers.authorization = token;
  const firstReply = route.method === 'GET' && !token ? takeFirstReply(url) : undefined;
  if (firstReply) return firstReply as z.output<T['response']>;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (route.isIdempotent) headers['idempotency-key'] = createIdempotencyKey();
  const body = options.formData ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const retries = route.isIdempotent ? RETRY_DELAYS_MS.length : 0;

  let response: Response | null = null;
  for (let attempt = 0; ; attempt++) {
    try {
      response = await fetch(url, { method: route.method, headers, body, signal: options.signal });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      response = null;
    }
    const isLost = response === null || RETRY_STATUSES.has(response.status);
    if (!isLost || attempt >= retries) break;
    await waitBeforeRetry(attempt, response, options.signal);
  }
  if (!response) throw new ApiError(MESSAGES.clientError, 0);
  if (response.status >= 500) throw new ApiError(MESSAGES.serverError, response.status);
  const reply = (await response.json().catch(() => null)) as {
    success?: boolean;
    error?: string;
    fields?: Record<string, string>;
  } | null;
  if (!reply) throw new ApiError(MESSAGES.serverError, response.status);
  if (!response.ok || reply.success === false) {
    throw new ApiError(reply.error ?? MESSAGES.serverError, response.status, reply.fields);
  }
  return reply as z.output<T['response']>;
}
