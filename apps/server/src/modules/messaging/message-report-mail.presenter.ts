import { escapeHtml } from '@indiwave/domain/rules/notification-text';
import type { MailMessage } from '../../platform/mail/mail.port.ts';
import type { MessageRow, PartyRow } from './messaging.repository.ts';

/** The mail to support about a reported message: who reported whom, why, and the message as written. */
export function presentReportMail(input: {
  to: string;
  brandName: string;
  message: MessageRow;
  complaint: string;
  description: string;
  reporter: PartyRow | undefined;
  sender: PartyRow | undefined;
}): MailMessage {
  const lines = [
    `A message was reported on ${input.brandName}.`,
    '',
    `Complaint: ${input.complaint}`,
    `Reported by: ${input.reporter?.slug ?? 'unknown'} (id ${input.reporter?.id ?? '?'})`,
    `Sent by: ${input.sender?.slug ?? 'unknown'} (id ${input.sender?.id ?? '?'})`,
    `Message id ${input.message.id}, sent ${input.message.created_at}`,
    '',
    'Description:',
    input.description || '(none)',
    '',
    'Message:',
    input.message.body,
  ];
  return {
    to: input.to,
    subject: `[${input.brandName}] Message reported: ${input.complaint}`,
    text: lines.join('\n'),
    // Everything here was typed by people: escaped, never rendered as markup.
    html: `<pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(lines.join('\n'))}</pre>`,
  };
}
