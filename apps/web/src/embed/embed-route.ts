import { EMBED_TYPES } from '@indiwave/domain/constants';

export type EmbedType = (typeof EMBED_TYPES)[number];
export type EmbedRoute = { type: EmbedType; slug: string };

/** Reads /embed/{type}/{slug} (spec 1 §2.1); null for anything else. */
export function parseEmbedPath(pathname: string): EmbedRoute | null {
  const match = /^\/embed\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  const type = match[1] as EmbedType;
  if (!EMBED_TYPES.includes(type)) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[2]);
  } catch {
    return null;
  }
  return slug ? { type, slug } : null;
}
