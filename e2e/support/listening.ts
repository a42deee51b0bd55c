import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The shared password of the demo accounts (apps/server/src/db/seed/demo.seed.ts). */
export const DEMO_PASSWORD = 'indiwave-demo';

/** Signs a demo account in through the sign-in dialog that `?login=` opens, landing on `target`. */
export async function signInTo(page: Page, email: string, target: string): Promise<void> {
  await page.goto(`/?login=${encodeURIComponent(target)}`);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[/?]/g, '\\$&')}$`));
}

/** A demo artist's songs (not albums) as the public song list answers them. */
export async function readDemoSongs(request: APIRequestContext, artistSlug: string): Promise<{ slug: string; title: string }[]> {
  const reply = (await (await request.get(`/api/indiwaveuser/songs?slug=${artistSlug}&limit=20`)).json()) as {
    results: { is_album: boolean; song_slug: string | null; title: string }[];
  };
  return reply.results.filter((item) => !item.is_album && item.song_slug).map((item) => ({ slug: item.song_slug as string, title: item.title }));
}

/** The signed-in person's token as the web app stores it ('Token …'), for calls the test makes itself. */
export async function readStoredToken(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(window.localStorage.getItem('currentUser') ?? '{}') as { token: string }).token);
}

/** The first of a demo artist's songs the signed-in person has not clapped yet (the demo seeds some claps). */
export async function findUnclappedSong(page: Page, artistSlug: string): Promise<{ slug: string; title: string }> {
  const token = await readStoredToken(page);
  for (const song of await readDemoSongs(page.request, artistSlug)) {
    const reply = (await (await page.request.get(`/api/claps?type=song&slug=${song.slug}`, { headers: { authorization: token } })).json()) as {
      result: { my_claps: number };
    };
    if (reply.result.my_claps === 0) return song;
  }
  throw new Error(`every song of ${artistSlug} is clapped already`);
}
