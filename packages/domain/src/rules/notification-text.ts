import { NOTIFICATION_TEXTS, andOthers } from '../messages.ts';

/** What a notification's sentence is made of: current names and stored titles, never HTML. */
export type NotificationTextParts = {
  /** follow, clap, comment, reply, review, playlist_add, message, opportunity, broadcast or blog. */
  verb: string;
  /** The newest person's display name; null when nobody acted (broadcasts). */
  actorName: string | null;
  /** How many people in all; more than one reads 'X and N others'. */
  actorCount: number;
  /** The object's kind as people say it ('song', 'album' …). */
  objectKind: string | null;
  objectTitle: string | null;
  /** The playlist of a playlist_add. */
  extraTitle: string | null;
  /** The plain text of a broadcast (or of an opportunity that brings its own sentence). */
  body: string | null;
};

/** Escapes text for HTML: names and titles are people's input and must never become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const bold = (text: string) => `<b>${escapeHtml(text)}</b>`;

/**
 * The notification's `message.text` (spec 1 §3.3: HTML). Only our templates add markup, and
 * only <b>; every name, title and broadcast text is escaped, so the web app may render it as
 * HTML. 'X and N others clapped for your song T' for a group of people.
 */
export function renderNotificationText(parts: NotificationTextParts): string {
  if (parts.verb === 'broadcast' || parts.verb === 'moderation' || (parts.verb === 'opportunity' && parts.body)) return escapeHtml(parts.body ?? '');
  const template: string = NOTIFICATION_TEXTS[parts.verb as keyof typeof NOTIFICATION_TEXTS] ?? '{actor}';
  const others = parts.actorCount - 1;
  const actor = parts.actorName === null ? '' : others > 0 ? `${bold(parts.actorName)} ${andOthers(others)}` : bold(parts.actorName);
  const values: Record<string, string> = {
    actor,
    kind: escapeHtml(parts.objectKind ?? ''),
    title: bold(parts.objectTitle ?? ''),
    playlist: bold(parts.extraTitle ?? ''),
  };
  // One pass over the template: a value that happens to contain '{title}' is never expanded again.
  return template.replace(/\{(actor|kind|title|playlist)\}/g, (_, name: string) => values[name]);
}
