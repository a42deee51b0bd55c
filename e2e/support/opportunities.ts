import fs from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { MESSAGES } from '@indiwave/domain/messages';
import { DEMO_PASSWORD } from './people.ts';

/** The demo's staff account (README: demo accounts). */
export const DEMO_STAFF = { email: 'staff@demo.indiwave.local', slug: 'nisha-rao', name: 'Nisha Rao' } as const;

/** A session key of an account ('Token …'). */
export async function obtainTokenFor(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await request.post('/api/obtain_auth_token', { data: { email, password } });
  expect(response.ok(), await response.text()).toBe(true);
  return `Token ${((await response.json()) as { result: { token: string } }).result.token}`;
}

/** Publishes an opportunity as staff, open from an hour ago for three days; answers its slug and title. */
export async function publishOpportunity(request: APIRequestContext, staffToken: string, title: string): Promise<string> {
  const now = Date.now();
  const response = await request.post('/api/staff/opportunities', {
    headers: { authorization: staffToken },
    data: {
      title,
      brand_name: 'Kesar Cola',
      category: 2,
      summary: 'A summer song for our bottles.',
      brief: 'Write us a song that tastes like the first sip on a hot afternoon.\n\nAny language, any genre.',
      requirements: ['An original song'],
      reward: '₹30,000 and a feature in our summer campaign',
      accepts: 'songs',
      max_entries: 2,
      opens_at: new Date(now - 3_600_000).toISOString(),
      closes_at: new Date(now + 3 * 86_400_000).toISOString(),
      results_at: new Date(now + 10 * 86_400_000).toISOString(),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { slug: string } }).result.slug;
}

/** Uploads a public song with the API the upload page uses, and waits until its renditions are ready. */
export async function uploadSong(request: APIRequestContext, token: string, file: string, title: string): Promise<string> {
  const uploaded = await request.post('/api/uploadsong', { headers: { authorization: token }, multipart: { song: { name: 'track.mp3', mimeType: 'audio/mpeg', buffer: fs.readFileSync(file) } } });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const uploadId = ((await uploaded.json()) as { result: { upload_id: string } }).result.upload_id;
  const genre = ((await (await request.get('/api/genre')).json()) as { results: { id: number }[] }).results[0].id;
  const language = ((await (await request.get('/api/language')).json()) as { results: { id: number }[] }).results[0].id;
  const saved = await request.post('/api/uploadsongdetails', { headers: { authorization: token }, data: { upload_id: uploadId, title, genre: [genre], language: [language], privacy: 'public' } });
  expect(saved.ok(), await saved.text()).toBe(true);
  const slug = ((await saved.json()) as { result: { slug_usersong: string } }).result.slug_usersong;
  await expect
    .poll(async () => ((await (await request.get(`/api/song/${slug}`, { headers: { authorization: token } })).json()) as { result: { media_status: string } }).result.media_status, { timeout: 60_000 })
    .toBe('ready');
  return slug;
}

/**
 * Signs in through the sign-in dialog that `?login=` opens, landing on `target`. An account with an
 * unverified e-mail meets the Verify Email dialog first; `isVerifyLater` closes it for later.
 */
export async function signInWith(page: Page, email: string, password: string, target: string, options: { isVerifyLater?: boolean } = {}): Promise<void> {
  await page.goto(`/?login=${encodeURIComponent(target)}`);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  if (options.isVerifyLater) {
    await expect(dialog.getByRole('heading', { name: MESSAGES.verifyEmailTitle })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
  }
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === target);
}
