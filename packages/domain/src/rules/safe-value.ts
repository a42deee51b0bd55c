import { MESSAGES } from '../messages.ts';

/** The kinds of value the safe helper knows (spec 1 §8). */
export const SAFE_TYPES = ['html', 'style', 'script', 'url', 'resourceUrl'] as const;
export type SafeType = (typeof SAFE_TYPES)[number];

const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Keeps a URL only when its scheme is harmless; anything else becomes 'about:blank'. */
export function sanitizeUrl(url: string): string {
  const trimmed = url.trim();
  return SAFE_URL.test(trimmed) ? trimmed : 'about:blank';
}

/** Removes scripts, event-handler attributes and javascript: links from an HTML fragment. */
export function sanitizeHtml(html: string): string {
  return html
    .replace(/<\s*(script|style|iframe|object|embed)[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi, '')
    .replace(/<\s*(script|style|iframe|object|embed)[^>]*\/?>/gi, '')
    .replace(/\son[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(/(href|src)\s*=\s*(["'])\s*(?:javascript|vbscript|data):[^"']*\2/gi, '$1="about:blank"');
}

/**
 * The safe-value helper of spec 1 §8: clean a value for the kind of place it goes. Scripts
 * are never trusted. An unknown kind raises 'Invalid safe type specified'.
 */
export function toSafeValue(value: string, type: string): string {
  switch (type) {
    case 'html':
      return sanitizeHtml(value);
    case 'style':
      return /expression\s*\(|url\s*\(\s*['"]?\s*javascript:/i.test(value) ? '' : value;
    case 'url':
    case 'resourceUrl':
      return sanitizeUrl(value);
    case 'script':
      return '';
    default:
      throw new Error(MESSAGES.invalidSafeType);
  }
}
