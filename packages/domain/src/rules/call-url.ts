import { fillPath } from '../contract/route.ts';

type Query = Record<string, string | number | boolean | undefined>;

// Browsers and Node both have URLSearchParams; the domain package compiles without either's types.
type SearchParams = { set(name: string, value: string): void; readonly size: number; toString(): string };
const { URLSearchParams } = globalThis as unknown as { URLSearchParams: new () => SearchParams };

/**
 * The address of a call as the web app requests it: `/api`, the path with its parameters, then
 * the query in the order given, without the undefined ones. The server writes a page's first
 * replies under the same addresses (http/first-view.ts), so the two must never differ.
 */
export function toCallUrl(path: string, params?: Record<string, string | number>, query?: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  return `/api${fillPath(path, params)}${search.size ? `?${search}` : ''}`;
}
