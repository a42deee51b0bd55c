import { MESSAGES } from '@indiwave/domain/messages';
import { fillPath, type RouteContract } from '@indiwave/domain/contract/route';
import type { z } from 'zod';
import { toProductPath } from './config';
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

/** The URL of a call: `{product}` filled with the brand slug, then the path parameters, then the query. */
export function buildApiUrl(path: string, params?: Record<string, string | number>, query?: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  return `/api${fillPath(toProductPath(path), params)}${search.size ? `?${search}` : ''}`;
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
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method: route.method,
      headers,
      body: options.formData ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(MESSAGES.clientError, 0);
  }
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
