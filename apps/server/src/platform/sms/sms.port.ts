/** A text message to one phone, number in international form without '+' ('919876543210'). */
export type SmsMessage = {
  to: string;
  text: string;
};

/** Sends SMS. The default keeps them in the sms_outbox table (and the log); HTTP when SMS_URL is set. */
export type SmsPort = {
  send(message: SmsMessage): Promise<void>;
};
