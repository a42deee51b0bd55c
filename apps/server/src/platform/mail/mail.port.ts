/** A message to send. Text is required; HTML is optional. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers (List-Unsubscribe of notification mails); SMTP sends them, the outbox does not keep them. */
  headers?: Record<string, string>;
};

/** Sends mail. The default keeps it in the outbox table (and the log); SMTP when configured. */
export type MailPort = {
  send(message: MailMessage): Promise<void>;
};
