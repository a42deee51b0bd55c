import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MESSAGES } from '../packages/domain/src/messages.ts';
import { firstCallsOf, type FirstViewPage } from '../packages/domain/src/rules/first-calls.ts';
import { DEMO } from './support/people.ts';

// The default brand's (BRAND_NAME unset), as the e2e server runs.
const brandSlug = 'indiwave';

/** Opens `path` as a new visitor and lists the API calls the browser made for it. */
async function visit(page: Page, path: string): Promise<string[]> {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname}${url.search}`);
  });
  await page.goto(path);
  return calls;
}

/** A song of the demo's newest, as the listing names it. */
async function findSong(request: APIRequestContext): Promise<{ slug: string; title: string }> {
  const listing = (await (await request.get(firstCallsOf({ kind: 'songs' }, brandSlug)[0])).json()) as { results: { is_album: boolean; song_slug: string; title: string }[] };
  const song = listing.results.find((item) => !item.is_album);
  if (!song) throw new Error('The demo lists no song');
  return { slug: song.song_slug, title: song.title };
}

async function expectAnsweredByThePage(page: Page, path: string, firstView: FirstViewPage, heading: string | RegExp) {
  const calls = await visit(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  // What shows first came with the page: none of its first calls went to the API.
  expect(calls.filter((call) => firstCallsOf(firstView, brandSlug).includes(call))).toEqual([]);
}

test.describe("a visitor's first view comes with the page (issue 16)", () => {
  test('home, /songs, a song page and an e-Press Kit render without their first calls', async ({ page, request }) => {
    await expectAnsweredByThePage(page, '/', { kind: 'home' }, MESSAGES.tagline);

    await expectAnsweredByThePage(page, '/songs', { kind: 'songs' }, /songs/i);

    const song = await findSong(request);
    await expectAnsweredByThePage(page, `/songs/${song.slug}`, { kind: 'song', slug: song.slug }, song.title);
    await expect(page.getByRole('img', { name: `Artwork of ${song.title}` })).toBeVisible();

    await expectAnsweredByThePage(page, `/${DEMO.dhoop.slug}`, { kind: 'artist', slug: DEMO.dhoop.slug }, DEMO.dhoop.name);
  });

  test('a page reached within the app asks the API as before', async ({ page, request }) => {
    const song = await findSong(request);
    const calls = await visit(page, '/songs');
    await page.getByRole('main').getByRole('link', { name: song.title }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(song.title);
    expect(calls).toContain(firstCallsOf({ kind: 'song', slug: song.slug }, brandSlug)[0]);
  });
});
