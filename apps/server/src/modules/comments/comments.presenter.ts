import type { Comment, CommentThread } from '@indiwave/domain/contract/comments';
import type { MediaUrls } from '../catalog/media-urls.ts';
import type { CommentView } from './comments.repository.ts';

/** Who looks at the comments: their id (or null), and the owner of the item. */
export type CommentViewer = { userId: number | null; itemOwnerId: number };

/** The name a comment shows: the band's name, or the person's, or their slug. */
export function toAuthorName(row: Pick<CommentView, 'author_band_name' | 'author_first_name' | 'author_last_name' | 'author_slug'>): string {
  return row.author_band_name || [row.author_first_name, row.author_last_name].filter(Boolean).join(' ').trim() || row.author_slug;
}

/** A row → a comment as shown, with what the viewer may do with it. */
export function presentComment(row: CommentView, viewer: CommentViewer, urls: MediaUrls): Comment {
  const isOwn = viewer.userId !== null && row.user_id === viewer.userId;
  return {
    id: row.id,
    comment: row.body,
    star_ratings: row.parent_id === null ? row.stars : null,
    parent: row.parent_id,
    created_date: row.created_at,
    updated_date: row.updated_at,
    user: { slug_username: row.author_slug, full_name: toAuthorName(row), profile_pic: urls.profilePic(row.author_profile_pic) },
    is_own: isOwn,
    can_delete: isOwn || (viewer.userId !== null && viewer.itemOwnerId === viewer.userId),
  };
}

/** Threads with their replies, in the order of `threads`. */
export function presentThreads(threads: CommentView[], replies: CommentView[], viewer: CommentViewer, urls: MediaUrls): CommentThread[] {
  const byParent = new Map<number, CommentView[]>();
  for (const reply of replies) {
    const parentId = reply.parent_id as number;
    byParent.set(parentId, [...(byParent.get(parentId) ?? []), reply]);
  }
  return threads.map((thread) => ({ ...presentComment(thread, viewer, urls), replies: (byParent.get(thread.id) ?? []).map((reply) => presentComment(reply, viewer, urls)) }));
}
