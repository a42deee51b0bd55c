import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { readMailbox } from './mailbox.ts';

/** A fresh address for this run and project (the e2e server keeps accounts across tests). */
export function buildUniqueEmail(prefix: string, info: TestInfo): string {
  return `${prefix}-${info.project.name}-${Date.now()}@example.com`;
}

/** The newest six-digit code mailed to an address (the development outbox). */
export async function readEmailCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mails = await readMailbox(request, email);
      code = mails.map((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1]).find(Boolean);
      return code;
    })
    .toBeTruthy();
  return code as string;
}

/** The path of the newest mailed link to an address that matches (a reset or verification link). */
export async function readMailedPath(request: APIRequestContext, email: string, pattern: RegExp): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(async () => {
      const mails = await readMailbox(request, email);
      path = mails.map((mail) => pattern.exec(mail.text)?.[0]).find(Boolean);
      return path;
    })
    .toBeTruthy();
  return path as string;
}

/** The newest six-digit code sent by SMS to a number (country code + 10 digits). */
export async function readSmsCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const body = (await (await request.get(`/dev/sms.json?to=${encodeURIComponent(to)}`)).json()) as { results: { text: string }[] };
      code = body.results.map((sms) => /\b(\d{6})\b/.exec(sms.text)?.[1]).find(Boolean);
      return code;
    })
    .toBeTruthy();
  return code as string;
}

/** ALTCHA solves its proof of work once the form has focus; the box ticks itself. */
export async function waitForRobotCheck(scope: Locator | Page): Promise<void> {
  await expect(scope.getByRole('group', { name: 'Robot check' }).getByRole('checkbox')).toBeChecked({ timeout: 30_000 });
}

/** Types a code into the six boxes, one key at a time (each digit moves to the next box). */
export async function typeCode(dialog: Locator, code: string): Promise<void> {
  await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await dialog.page().keyboard.type(code);
}
