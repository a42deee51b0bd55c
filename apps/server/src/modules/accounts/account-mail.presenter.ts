import { OTP_EXPIRES_MS } from '@indiwave/domain/constants';
import type { MailMessage } from '../../platform/mail/mail.port.ts';

const minutes = (ms: number) => Math.round(ms / 60_000);

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The e-mail code: in the subject too, so it can be read from a notification. */
export function presentCodeMail(to: string, code: string, brandName: string): MailMessage {
  const text = [
    `Your ${brandName} verification code is ${code}.`,
    '',
    `It expires in ${minutes(OTP_EXPIRES_MS)} minutes and works once.`,
    'If you did not ask for it, you can ignore this email.',
  ].join('\n');
  return {
    to,
    subject: `${code} is your ${brandName} verification code`,
    text,
    html: `<p>Your ${escapeHtml(brandName)} verification code is</p><p style="font-size:28px;letter-spacing:6px"><strong>${code}</strong></p><p>It expires in ${minutes(OTP_EXPIRES_MS)} minutes and works once. If you did not ask for it, you can ignore this email.</p>`,
  };
}

/** The SMS with a phone code. */
export function presentCodeSms(code: string, brandName: string): string {
  return `${code} is your ${brandName} verification code. It expires in ${minutes(OTP_EXPIRES_MS)} minutes.`;
}

/** A one-time link mail (password reset, e-mail verification). */
export function presentLinkMail(kind: 'reset' | 'activate', to: string, link: string, brandName: string, expiresMs: number): MailMessage {
  const hours = Math.round(expiresMs / 3_600_000);
  const validity = `The link works once and expires in ${hours} hour${hours === 1 ? '' : 's'}.`;
  const isReset = kind === 'reset';
  const subject = isReset ? `Reset your ${brandName} password` : `Verify your email ID for ${brandName}`;
  const lead = isReset ? `Someone asked to reset the password of your ${brandName} account. To choose a new one, open:` : `To verify your email ID for ${brandName}, open:`;
  const ignore = isReset ? 'If it was not you, ignore this email: your password stays as it is.' : 'If you did not create an account, ignore this email.';
  return {
    to,
    subject,
    text: [lead, '', link, '', validity, ignore].join('\n'),
    html: `<p>${escapeHtml(lead)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(validity)} ${escapeHtml(ignore)}</p>`,
  };
}
