import { SAVED_OPPORTUNITY_NOTICE_HOURS } from '@indiwave/domain/constants';
import { OPPORTUNITY_NOTICES } from '@indiwave/domain/messages';
import { escapeHtml } from '@indiwave/domain/rules/notification-text';
import type { MailMessage } from '../../platform/mail/mail.port.ts';
import type { OpportunityRow } from './opportunities.repository.ts';

/** What these mails need besides the opportunity. */
export type OpportunityMailContext = { to: string; name: string; brandName: string; publicUrl: string };

function presentMail(context: OpportunityMailContext, parts: { subject: string; lead: string; detail: string; action: string; link: string; why: string }): MailMessage {
  return {
    to: context.to,
    subject: parts.subject,
    text: [`Hi ${context.name},`, '', parts.lead, parts.detail, '', `${parts.action}: ${parts.link}`, '', '--', parts.why, `— ${context.brandName}`].join('\n'),
    html:
      `<p>Hi ${escapeHtml(context.name)},</p><p>${escapeHtml(parts.lead)}</p><p>${escapeHtml(parts.detail)}</p>` +
      `<p><a href="${escapeHtml(parts.link)}">${escapeHtml(parts.action)}</a></p>` +
      `<hr><p style="font-size:12px;color:#666">${escapeHtml(parts.why)}</p>`,
  };
}

/** The deadline as people read it: 'Friday, 12 December 2030, 11:30 pm IST'. */
export function formatDeadline(iso: string): string {
  return `${new Intl.DateTimeFormat('en-IN', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(iso))} IST`;
}

/** The saved opportunity's reminder, 48 hours before it closes (spec 2 §9). */
export function presentReminderMail(context: OpportunityMailContext, opportunity: OpportunityRow): MailMessage {
  return presentMail(context, {
    subject: `Closing in ${SAVED_OPPORTUNITY_NOTICE_HOURS} hours: ${opportunity.title}`,
    lead: OPPORTUNITY_NOTICES.closingSoon(opportunity.title, SAVED_OPPORTUNITY_NOTICE_HOURS),
    detail: `${opportunity.brand_name} takes applications until ${formatDeadline(opportunity.closes_at)}. Reward: ${opportunity.reward}.`,
    action: 'Apply now',
    link: `${context.publicUrl}/opportunities/${opportunity.slug}/apply`,
    why: `You saved this opportunity on ${context.brandName}. This is the only reminder you get about it.`,
  });
}

/** An upcoming opportunity the person asked about has opened. */
export function presentOpenedMail(context: OpportunityMailContext, opportunity: OpportunityRow): MailMessage {
  return presentMail(context, {
    subject: `Now open: ${opportunity.title}`,
    lead: OPPORTUNITY_NOTICES.opened(opportunity.title),
    detail: `${opportunity.brand_name} takes applications until ${formatDeadline(opportunity.closes_at)}. Reward: ${opportunity.reward}.`,
    action: 'Read the brief',
    link: `${context.publicUrl}/opportunities/${opportunity.slug}`,
    why: `You asked ${context.brandName} to tell you when this opportunity opens.`,
  });
}
