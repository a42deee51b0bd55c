import { BROADCAST_AUDIENCES, BROADCAST_STATUSES, type Broadcast } from '@indiwave/domain/contract/broadcasts';
import { escapeHtml } from '@indiwave/domain/rules/notification-text';
import type { MailMessage } from '../../platform/mail/mail.port.ts';
import type { BroadcastListRow } from './broadcasts.repository.ts';

const pick = <T extends string>(values: readonly T[], value: string, fallback: T): T => (values as readonly string[]).includes(value) ? (value as T) : fallback;

export function presentBroadcast(row: BroadcastListRow): Broadcast {
  const senderName = [row.sender_first_name, row.sender_last_name].filter(Boolean).join(' ').trim();
  return {
    id: row.id,
    text: row.text,
    link: row.link,
    audience: pick(BROADCAST_AUDIENCES, row.audience, 'everyone'),
    country: row.country_id !== null ? { id: row.country_id, name: row.country_name ?? '' } : null,
    is_emailed: row.is_emailed === 1,
    status: pick(BROADCAST_STATUSES, row.status, 'failed'),
    audience_size: Number(row.audience_size),
    recipient_count: Number(row.recipient_count),
    emailed_count: Number(row.emailed_count),
    sender: row.sender_slug ? { slug: row.sender_slug, name: senderName || row.sender_slug } : null,
    created_at: row.created_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
  };
}

/** A broadcast by e-mail: its text, and its link made absolute. Plain text and a simple HTML twin. */
export function presentBroadcastMail(context: { to: string; brandName: string; publicUrl: string }, broadcast: { text: string; link: string | null }): MailMessage {
  const link = broadcast.link ? (broadcast.link.startsWith('/') ? `${context.publicUrl}${broadcast.link}` : broadcast.link) : null;
  const signature = `The ${context.brandName} team`;
  return {
    to: context.to,
    subject: `News from ${context.brandName}`,
    text: [broadcast.text, ...(link ? ['', link] : []), '', signature].join('\n'),
    html: `<p>${escapeHtml(broadcast.text)}</p>${link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : ''}<p>${escapeHtml(signature)}</p>`,
  };
}
