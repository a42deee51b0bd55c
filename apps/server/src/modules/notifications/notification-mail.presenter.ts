import { EMAIL_PREFERENCE_LABELS } from '@indiwave/domain/messages';
import type { EmailNotificationType } from '@indiwave/domain/contract/notifications';
import { escapeHtml } from '@indiwave/domain/rules/notification-text';
import type { MailMessage } from '../../platform/mail/mail.port.ts';

/** What every notification mail needs besides its own words. */
export type NotificationMailContext = {
  to: string;
  brandName: string;
  /** The mailed link that turns this type off without signing in. */
  unsubscribeUrl: string;
  /** The settings page, where every type can be turned back on. */
  settingsUrl: string;
};

function presentNotificationMail(
  type: EmailNotificationType,
  context: NotificationMailContext,
  parts: { subject: string; lead: string; action: string; link: string },
): MailMessage {
  const why = `You get this email because someone's activity on ${context.brandName} concerns you.`;
  const stop = `To stop emails about ${EMAIL_PREFERENCE_LABELS[type]}, open ${context.unsubscribeUrl} or change your settings at ${context.settingsUrl}.`;
  return {
    to: context.to,
    subject: parts.subject,
    text: [parts.lead, '', `${parts.action}: ${parts.link}`, '', '--', why, stop].join('\n'),
    html:
      `<p>${escapeHtml(parts.lead)}</p>` +
      `<p><a href="${escapeHtml(parts.link)}">${escapeHtml(parts.action)}</a></p>` +
      `<hr><p style="font-size:12px;color:#666">${escapeHtml(why)} ` +
      `<a href="${escapeHtml(context.unsubscribeUrl)}">Unsubscribe from emails about ${escapeHtml(EMAIL_PREFERENCE_LABELS[type])}</a> · ` +
      `<a href="${escapeHtml(context.settingsUrl)}">Email settings</a></p>`,
    // One-click unsubscribe in mail programs (RFC 2369, RFC 8058): they POST to the same link.
    headers: { 'List-Unsubscribe': `<${context.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * 'Asha sent you a message': who wrote and a link to the conversation. The message itself
 * stays on the site: mail passes through other people's servers.
 */
export function presentMessageMail(context: NotificationMailContext, sender: { name: string }, conversationUrl: string, isTvCommunication: boolean): MailMessage {
  const what = isTvCommunication ? 'a TV communication' : 'a message';
  return presentNotificationMail('message', context, {
    subject: `${sender.name} sent you ${what} on ${context.brandName}`,
    lead: `${sender.name} sent you ${what} on ${context.brandName}.`,
    action: 'Read and reply',
    link: conversationUrl,
  });
}

/** 'Asha started following you', with a link to the follower's e-Press Kit. */
export function presentFollowMail(context: NotificationMailContext, follower: { name: string }, profileUrl: string): MailMessage {
  return presentNotificationMail('follow', context, {
    subject: `${follower.name} started following you on ${context.brandName}`,
    lead: `${follower.name} started following you on ${context.brandName}.`,
    action: `See ${follower.name}'s profile`,
    link: profileUrl,
  });
}

/** The page a browser sees after the unsubscribe link (no web app needed, works signed out). */
export function presentUnsubscribePage(brandName: string, sentence: string, settingsUrl: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<title>${escapeHtml(brandName)}: email preferences</title>` +
    '<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#222}a{color:#6d28d9}</style></head>' +
    `<body><h1>${escapeHtml(brandName)}</h1><p>${escapeHtml(sentence)}</p>` +
    `<p>You can turn these emails back on at any time in your <a href="${escapeHtml(settingsUrl)}">settings</a>.</p></body></html>`
  );
}
