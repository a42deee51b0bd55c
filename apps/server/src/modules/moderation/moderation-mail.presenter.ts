import { escapeHtml } from '@indiwave/domain/rules/notification-text';
import type { MailMessage } from '../../platform/mail/mail.port.ts';

/**
 * A notice of the team by e-mail: the sentence, and a link when there is something to see or
 * appeal. Plain text and a simple HTML twin; never the reported content itself.
 */
export function presentNoticeMail(context: { to: string; brandName: string }, parts: { subject: string; lead: string; link?: { label: string; url: string } | null; closing?: string }): MailMessage {
  const lines = [parts.lead, ...(parts.link ? ['', `${parts.link.label}: ${parts.link.url}`] : []), '', parts.closing ?? `The ${context.brandName} team`];
  return {
    to: context.to,
    subject: `${parts.subject} | ${context.brandName}`,
    text: lines.join('\n'),
    html: `<p>${escapeHtml(parts.lead)}</p>${parts.link ? `<p><a href="${escapeHtml(parts.link.url)}">${escapeHtml(parts.link.label)}</a></p>` : ''}<p>${escapeHtml(parts.closing ?? `The ${context.brandName} team`)}</p>`,
  };
}
