import {
  CONTENT_TYPES,
  NOTIFICATION_TYPES,
  toNotificationImagePath,
  type ContentType,
  type Notification,
  type NotificationCounts,
  type NotificationType,
} from '@indiwave/domain/contract/notifications';
import { NOTIFICATION_CTA_TEXTS } from '@indiwave/domain/messages';
import { renderNotificationText } from '@indiwave/domain/rules/notification-text';
import { toMediaUrl } from '../accounts/session.presenter.ts';
import type { ActorRow, NotificationRow } from './notifications.repository.ts';

/** A person's name as the app shows it: first and last name, or the slug when both are empty. */
export function toDisplayName(person: { slug: string; first_name: string; last_name: string }): string {
  return [person.first_name, person.last_name].filter(Boolean).join(' ').trim() || person.slug;
}

/** Detail pages of the objects a notification can lead to (spec 1 §2.1 detail path prefixes). */
const OBJECT_PATHS: Partial<Record<ContentType, string>> = {
  song: '/songs/',
  album: '/albums/',
  playlist: '/playlists/',
  video: '/video-songs/',
  opportunity: '/opportunities/',
  blog: '/blog/',
};

/** How people say each kind of object in a sentence. */
const OBJECT_WORDS: Partial<Record<ContentType, string>> = { song: 'song', album: 'album', playlist: 'playlist', video: 'video', blog: 'blog post' };

/** Verbs about people: their picture is the notification's picture. */
const PEOPLE_VERBS = new Set(['follow', 'clap', 'comment', 'reply', 'review', 'playlist_add', 'message']);

function toObjectPath(type: ContentType, slug: string | null): string | null {
  const prefix = OBJECT_PATHS[type];
  return prefix && slug ? `${prefix}${encodeURIComponent(slug)}` : null;
}

function toCtaLink(row: NotificationRow, contentType: ContentType, newestSlug: string | null): string | null {
  switch (row.verb) {
    case 'follow':
      return newestSlug ? `/${encodeURIComponent(newestSlug)}` : null;
    case 'message':
      return newestSlug ? `/messaging?user=${encodeURIComponent(newestSlug)}` : '/messaging';
    case 'playlist_add':
      return toObjectPath('playlist', row.extra_slug) ?? toObjectPath(contentType, row.object_slug);
    case 'broadcast':
    case 'moderation':
      return row.link;
    default:
      return toObjectPath(contentType, row.object_slug) ?? row.link;
  }
}

/** object_details: only the picture field that fits the object's kind (spec 1 §3.3). */
function toObjectDetails(contentType: ContentType, row: NotificationRow): Notification['object_details'] {
  const image = row.object_image;
  return {
    slug: row.object_slug,
    title: row.object_title,
    cover_pic: contentType === 'album' ? image : null,
    image: contentType === 'song' || contentType === 'playlist' ? image : null,
    img_480x360: contentType === 'video' ? image : null,
    gallery: { contest_image_path: contentType === 'opportunity' ? image : null },
    featured_image: contentType === 'blog' || contentType === 'broadcast' ? image : null,
  };
}

const asType = (value: string): NotificationType => (NOTIFICATION_TYPES as readonly string[]).includes(value) ? (value as NotificationType) : 'broadcast';
const asContentType = (value: string): ContentType => (CONTENT_TYPES as readonly string[]).includes(value) ? (value as ContentType) : 'broadcast';

/**
 * A row and its first people → the notification of spec 1 §3.3. The sentence is made now from
 * current names (a renamed or deleted person reads as they are today) and stored titles.
 */
export function presentNotification(row: NotificationRow, actors: ActorRow[]): Notification {
  const type = asType(row.type);
  const contentType = asContentType(row.object_type);
  const newest = actors[0];
  const people = actors.map((actor) => ({ actor_dp: toMediaUrl(actor.profile_pic), name: toDisplayName(actor), slug: actor.slug }));
  const picture = PEOPLE_VERBS.has(row.verb) ? (people[0]?.actor_dp ?? row.object_image) : row.object_image;
  const ctaLink = toCtaLink(row, contentType, newest?.slug ?? null);
  return {
    id: row.id,
    type,
    message: {
      text: renderNotificationText({
        verb: row.verb,
        actorName: newest ? toDisplayName(newest) : null,
        actorCount: Math.max(row.actor_count, people.length),
        objectKind: OBJECT_WORDS[contentType] ?? null,
        objectTitle: row.object_title,
        extraTitle: row.extra_title,
        body: row.body,
      }),
      img: picture ?? toNotificationImagePath(type),
      cta_link: ctaLink,
      cta_text: ctaLink ? (NOTIFICATION_CTA_TEXTS[row.verb as keyof typeof NOTIFICATION_CTA_TEXTS] ?? null) : null,
    },
    read_activity: row.is_read === 1 ? 1 : 0,
    content_type: contentType,
    object_details: toObjectDetails(contentType, row),
    actors: people,
    actors_count: row.actor_count,
    created_date: row.updated_at,
  };
}

/** Rows and all their people → notifications, in the rows' order. */
export function presentNotifications(rows: NotificationRow[], actors: ActorRow[]): Notification[] {
  const byNotification = new Map<number, ActorRow[]>();
  for (const actor of actors) {
    const list = byNotification.get(actor.notification_id) ?? [];
    list.push(actor);
    byNotification.set(actor.notification_id, list);
  }
  return rows.map((row) => presentNotification(row, byNotification.get(row.id) ?? []));
}

/** The repository's counts as the spec names them (spec 1 §3.4). */
export function presentCounts(counts: { unread: number; broadcasts: number }): NotificationCounts {
  return { unread_count: counts.unread, brd_count: counts.broadcasts };
}
