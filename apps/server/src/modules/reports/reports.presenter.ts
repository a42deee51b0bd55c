import type { ReportAbuseRequest } from '@indiwave/domain/contract/reports';
import type { MailMessage } from '../../platform/mail/mail.port.ts';

/**
 * The mail support receives for a report: plain text with everything the dialog asked, and
 * Reply-To set to the reporter. White space in the subject is collapsed to keep the header whole.
 */
export function presentReportMail(input: ReportAbuseRequest, context: { to: string; brandName: string; reportId: number; ip: string; reporterId: number | null; sentAt: string }): MailMessage {
  const text = [
    `A report of abuse on ${context.brandName} (report #${context.reportId}).`,
    '',
    `Page: ${input.url}`,
    `Complaint: ${input.complaint}`,
    `From: ${input.name} <${input.email}>`,
    `Mobile: ${input.mobile || 'not given'}`,
    `Reporter: ${context.reporterId === null ? 'a visitor' : `account #${context.reporterId}`}`,
    `Sent: ${context.sentAt}`,
    `IP address: ${context.ip}`,
    '',
    input.description,
  ].join('\n');
  return { to: context.to, replyTo: input.email, subject: `[Report] ${input.complaint}: ${input.url}`.replace(/\s+/g, ' '), text };
}
