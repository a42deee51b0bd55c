import type { ContactRequest } from '@indiwave/domain/contract/contact';
import type { MailMessage } from '../../platform/mail/mail.port.ts';

/**
 * The mail the support team receives: plain text, with Reply-To set to the sender so
 * answering goes straight to them. Line breaks in the subject would break the header line,
 * so white space there is collapsed.
 */
export function presentSupportMail(
  input: ContactRequest,
  context: { to: string; brandName: string; ip: string; sentAt: string },
): MailMessage {
  const subject = input.subject.replace(/\s+/g, ' ');
  const text = [
    `A message from the contact form of ${context.brandName}.`,
    '',
    `From: ${input.name} <${input.email}>`,
    `Subject: ${subject}`,
    `Sent: ${context.sentAt}`,
    `IP address: ${context.ip}`,
    '',
    input.message,
    '',
    '-- ',
    'Reply to this mail to answer the sender.',
  ].join('\n');
  return { to: context.to, replyTo: input.email, subject: `[Contact] ${subject}`, text };
}
