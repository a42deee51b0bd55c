import { expect, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';

/** The demo accounts' password (README: Demo accounts). */
export const DEMO_PASSWORD = 'indiwave-demo';

/** A demo account: its sign-in e-mail, profile slug and display name. */
export type DemoPerson = { email: string; slug: string; name: string };

/** The seeded demo people (README), by first name. */
export const DEMO = {
  asha: { email: 'asha@demo.indiwave.local', slug: 'asha-menon', name: 'Asha Menon' },
  kabir: { email: 'kabir@demo.indiwave.local', slug: 'kabir-sethi', name: 'Kabir Sethi' },
  ribha: { email: 'ribha@demo.indiwave.local', slug: 'ribha-lyngdoh', name: 'Ribha Lyngdoh' },
  ishaan: { email: 'ishaan@demo.indiwave.local', slug: 'ishaan-sen', name: 'Ishaan Sen' },
  monsoon: { email: 'monsoontheory@demo.indiwave.local', slug: 'monsoon-theory', name: 'Monsoon Theory' },
  dhoop: { email: 'dhoopchhaon@demo.indiwave.local', slug: 'dhoop-chhaon', name: 'Dhoop Chhaon' },
  meera: { email: 'meera@demo.indiwave.local', slug: 'meera-kulkarni', name: 'Meera Kulkarni' },
  rohan: { email: 'rohan@demo.indiwave.local', slug: 'rohan-das', name: 'Rohan Das' },
  tanvi: { email: 'tanvi@demo.indiwave.local', slug: 'tanvi-shah', name: 'Tanvi Shah' },
} as const satisfies Record<string, DemoPerson>;

/** Whether the journey runs on the phone project (no bell or message icon in the header there). */
export function isPhoneProject(info: TestInfo): boolean {
  return info.project.name === 'phone';
}

/**
 * A second person's page in its own browser context, with the project's viewport and touch
 * settings (a new context does not take them from the project by itself).
 */
export async function openPersonPage(browser: Browser, info: TestInfo): Promise<Page> {
  const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, userAgent } = info.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, userAgent });
  return context.newPage();
}

/** Signs a person in through the sign-in dialog that `?login=` opens, landing on `target`. */
export async function signInAs(page: Page, person: DemoPerson, target: string): Promise<void> {
  await page.goto(`/?login=${encodeURIComponent(target)}`);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === target);
}

/** A session key for calls made outside the browser ('Token …'); other sessions of the account stay live. */
export async function obtainToken(request: APIRequestContext, person: DemoPerson): Promise<string> {
  const response = await request.post('/api/obtain_auth_token', { data: { email: person.email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { result: { token: string } };
  return body.result.token.startsWith('Token ') ? body.result.token : `Token ${body.result.token}`;
}

/** Sends a message as someone not on screen (POST message_compose). */
export async function sendMessage(request: APIRequestContext, token: string, to: DemoPerson, body: string): Promise<void> {
  const response = await request.post('/api/message_compose', { headers: { authorization: token }, data: { receipient: to.slug, body } });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * Starts a person with an empty notification list and every notification e-mail on: earlier journeys leave them news (a staff
 * blog post is announced to everyone), which a journey counting its own must not see.
 */
export async function clearNotifications(request: APIRequestContext, person: DemoPerson): Promise<void> {
  const headers = { authorization: await obtainToken(request, person) };
  for (;;) {
    const page = (await (await request.get('/api/notifications?offset=0&limit=50', { headers })).json()) as { results: { id: number }[] };
    if (page.results.length === 0) break;
    for (const { id } of page.results) expect((await request.post('/api/hide', { headers, data: { id } })).ok()).toBe(true);
  }
  expect((await request.post('/api/mark_all_read', { headers })).ok()).toBe(true);
  // Every e-mail on, as for a new account (a failed try of the journey may have turned one off).
  expect((await request.post('/api/indiwaveuser/notification_preferences', { headers, data: { message: true, follow: true } })).ok()).toBe(true);
}
