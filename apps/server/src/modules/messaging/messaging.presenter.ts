import { MESSAGE_PREVIEW_CHARS } from '@indiwave/domain/constants';
import type { Message, MessageParty } from '@indiwave/domain/contract/messaging';
import { toMediaUrl } from '../accounts/session.presenter.ts';
import { toDisplayName } from '../notifications/notifications.presenter.ts';
import type { MessageRow, PartyRow } from './messaging.repository.ts';

/** The other person of a conversation. */
export function presentParty(row: PartyRow, teamId: number): MessageParty {
  return {
    slug_username: row.slug,
    name: toDisplayName(row),
    profile_pic: toMediaUrl(row.profile_pic),
    is_team: row.id === teamId,
    can_reply: row.deleted_at === null,
  };
}

/** Cuts a body for the inbox at a character boundary (never inside a surrogate pair). */
function toPreview(body: string): string {
  const characters = Array.from(body);
  return characters.length > MESSAGE_PREVIEW_CHARS ? `${characters.slice(0, MESSAGE_PREVIEW_CHARS).join('')}…` : body;
}

/** A message as `viewerId` sees it; the inbox shows a preview of the body. */
export function presentMessage(row: MessageRow, viewerId: number, options: { isPreview?: boolean } = {}): Message {
  return {
    id: row.id,
    body: options.isPreview ? toPreview(row.body) : row.body,
    is_mine: row.sender_id === viewerId,
    tv_communication: row.is_tv_communication === 1,
    is_read: row.read_at !== null,
    created_date: row.created_at,
  };
}
