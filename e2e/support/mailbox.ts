import type { APIRequestContext } from '@playwright/test';

export type OutboxMail = { to: string; subject: string; text: string; created_at: string };

/** The newest mails to an address, read from the development mailbox of the server under test. */
export async function readMailbox(request: APIRequestContext, to?: string): Promise<OutboxMail[]> {
  const response = await request.get(`/dev/mailbox.json${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  const body = (await response.json()) as { results: OutboxMail[] };
  return body.results;
}
