import { expect, test, type Page } from '@playwright/test';
import { CLAP_MAX } from '../packages/domain/src/constants.ts';
import { MESSAGES } from '../packages/domain/src/messages.ts';
import { expectAccessible } from './support/axe.ts';
import { readDemoSongs } from './support/listening.ts';
import { registerArtist } from './support/new-artist.ts';
import { signInWith } from './support/opportunities.ts';
import { routeYouTube } from './support/youtube.ts';
import { DEMO, DEMO_PASSWORD, isPhoneProject, openPersonPage, signInAs, type DemoPerson } from './support/people.ts';

/** Lazy dialogs and pages on a machine shared with other runs can take longer than the default. */
const SLOW = { timeout: 60_000 };

/** Fills the open sign-in dialog and submits it. */
async function signInThroughDialog(page: Page, person: DemoPerson): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The journeys of issue 15: the rough edges a listener and an artist hit, one step each. */
test.describe('the listener and artist journeys keep their place (issue 15)', () => {
  // Several steps on one page each, on a machine shared with other runs.
  test.describe.configure({ timeout: 300_000 });

  test("1: the header's Sign in comes back to the song; a mailed link to a signed-in page asks to sign in and returns there", async ({ page, browser }, info) => {
    const [song] = await readDemoSongs(page.request, DEMO.asha.slug);
    await page.goto(`/songs/${song.slug}`);
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await expectAccessible(page);
    await signInThroughDialog(page, DEMO.meera);
    await expect(page).toHaveURL(new RegExp(`/songs/${song.slug}$`), SLOW);
    await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible();

    // A link from an e-mail, opened in a browser where nobody is signed in.
    const visitor = await openPersonPage(browser, info);
    for (const target of ['/notifications', '/settings', '/library']) {
      await visitor.goto(target);
      await expect(visitor.getByRole('dialog').getByRole('button', { name: 'Login', exact: true })).toBeVisible(SLOW);
    }
    await visitor.goto(`/messaging?user=${DEMO.asha.slug}`);
    await expect(visitor.getByRole('dialog').getByRole('button', { name: 'Login', exact: true })).toBeVisible(SLOW);
    await signInThroughDialog(visitor, DEMO.meera);
    await expect(visitor).toHaveURL(new RegExp(`/messaging\\?user=${DEMO.asha.slug}$`), SLOW);
    await visitor.context().close();
  });

  test('3: the clap guide covers no control, and a person who gave all 50 claps is not shown it', async ({ page, request }, info) => {
    const person = await registerArtist(request, info, 'clap-guide');
    const [given, fresh] = await readDemoSongs(request, DEMO.asha.slug);
    const clapped = await request.post('/api/clap', { headers: { authorization: person.token }, data: { type: 'song', slug: given.slug, count: CLAP_MAX } });
    expect(clapped.status()).toBe(200);

    await signInWith(page, person.email, person.password, `/songs/${fresh.slug}`);
    const guide = page.getByRole('group', { name: 'Clap guide' });
    await expect(guide).toBeVisible(SLOW);
    const guideBox = await guide.boundingBox();
    const controls = page.getByRole('main').locator('button:visible, a:visible');
    for (const control of await controls.all()) {
      if (await guide.evaluate((element, other) => element.contains(other), await control.elementHandle())) continue;
      const box = await control.boundingBox();
      if (!box || !guideBox) continue;
      const overlaps = box.x < guideBox.x + guideBox.width && guideBox.x < box.x + box.width && box.y < guideBox.y + guideBox.height && guideBox.y < box.y + box.height;
      expect(overlaps, `the clap guide covers ${await control.evaluate((element) => element.outerHTML.slice(0, 120))}`).toBe(false);
    }
    await expectAccessible(page);

    await page.goto(`/songs/${given.slug}`);
    await expect(page.getByRole('button', { name: new RegExp(`of ${CLAP_MAX} yours`) })).toHaveAttribute('data-my-claps', String(CLAP_MAX), SLOW);
    await expect(guide).toHaveCount(0);
  });

  test("8: the demo has videos on a fresh start, and a video tile's play button opens the pop-up", async ({ page }) => {
    await routeYouTube(page);
    await page.goto('/video-songs');
    const play = page.getByRole('main').getByRole('button', { name: /^Play video / }).first();
    await expect(play).toBeVisible(SLOW);
    const title = ((await play.getAttribute('aria-label')) ?? '').replace(/^Play video /, '');
    await play.click();
    const popup = page.getByRole('dialog', { name: title });
    await expect(popup.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\//);
    await expectAccessible(page);
    await popup.getByRole('button', { name: 'Close video' }).click();
    await expect(popup).toBeHidden();
  });

  test("12: the bare /edit opens a person's things to edit, after signing in; ?cart=1 asks a visitor to sign in", async ({ page, browser }, info) => {
    await page.goto('/?cart=1');
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Login', exact: true })).toBeVisible(SLOW);

    await page.goto('/edit');
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Login', exact: true })).toBeVisible(SLOW);
    await signInThroughDialog(page, DEMO.asha);
    await expect(page).toHaveURL(/\/mydashboard\/songs$/, SLOW);
    await expect(page.getByRole('heading', { level: 1, name: 'My songs' })).toBeVisible();

    const listener = await openPersonPage(browser, info);
    await listener.goto(`/?login=${encodeURIComponent('/edit')}`);
    await signInThroughDialog(listener, DEMO.meera);
    await expect(listener).toHaveURL(/\/library$/, SLOW);
    await listener.context().close();
  });

  test('11: stat cards keep their change on one line at 1366 px; on a phone tiles keep room for their titles and Help steps aside while scrolling', async ({ page }, info) => {
    if (!isPhoneProject(info)) {
      await page.setViewportSize({ width: 1366, height: 900 });
      await signInAs(page, DEMO.asha, '/mydashboard');
      // Read under the welcome dialog a first visit may show, without answering it for other journeys.
      const change = page.locator('[data-tour="figures"] li[aria-label="Plays"] p', { hasText: 'in 7 days' });
      await expect(change).toBeVisible(SLOW);
      const lineHeight = await change.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) || 16);
      expect((await change.boundingBox())?.height ?? 0).toBeLessThan(lineHeight * 1.9);
      return;
    }
    await page.goto('/songs');
    const tiles = page.getByRole('main').getByRole('article');
    await expect(tiles.first()).toBeVisible(SLOW);
    for (const tile of (await tiles.all()).slice(0, 6)) expect((await tile.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(150);
    const help = page.locator('[data-help-widget]');
    await expect(help).toBeVisible();
    await page.mouse.move(180, 400);
    await page.evaluate(() => window.scrollBy(0, 300));
    await expect(help).toBeHidden();
    await page.evaluate(() => window.scrollBy(0, -100));
    await expect(help).toBeVisible();
  });

  test('7: a tile offers the same menu as the page: Share and Report Abuse for everyone, Edit on one\'s own', async ({ page }) => {
    await signInAs(page, DEMO.asha, '/mydashboard/songs');
    const [song] = await readDemoSongs(page.request, DEMO.asha.slug);
    await page.goto(`/${DEMO.asha.slug}`);
    const tile = page.getByRole('main').getByRole('article', { name: song.title, exact: true });
    await tile.getByRole('button', { name: `More options for ${song.title}` }).click(SLOW);
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Report Abuse' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Share' }).click();
    const share = page.getByRole('dialog');
    await expect(share.getByRole('tab', { name: 'Share' })).toBeVisible(SLOW);
    await expectAccessible(page);
  });

  test('2: a refused upload goes to its first invalid field, a chip group too; "Instrumental" is a genre, the language says no lyrics', async ({ page }) => {
    await signInAs(page, DEMO.asha, '/upload/album');
    await page.getByRole('textbox', { name: 'Album title' }).fill('Rough Edges');
    const genres = page.getByRole('group', { name: 'Genres' });
    const languages = page.getByRole('group', { name: 'Languages' });
    await expect(genres.getByText('Instrumental', { exact: true })).toBeVisible();
    await expect(languages.getByText('Instrumental', { exact: true })).toHaveCount(0);
    await expect(languages.getByText('No lyrics (instrumental)', { exact: true })).toBeVisible();
    await genres.getByText('Fusion', { exact: true }).click();
    await page.getByRole('button', { name: 'Publish album' }).click();
    await expect(languages).toHaveAttribute('aria-invalid', 'true');
    await expect.poll(() => languages.evaluate((group) => group.contains(document.activeElement))).toBe(true);
    await expect(languages).toBeInViewport();
    await expectAccessible(page);
  });

  test('6: Enter within the debounce opens /search, and the dropdown stays closed over it', async ({ page }, info) => {
    const isPhone = isPhoneProject(info);
    await page.goto('/songs');
    if (isPhone) await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
    // The phone's box closes on Enter (no late reply to wait for); the desktop's stays open.
    const dropdownReply = isPhone ? null : page.waitForResponse((response) => new URL(response.url()).pathname === '/api/sdsearch');
    await box.fill('Kayal');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?keywords=Kayal/, SLOW);
    await expect(page.getByRole('main').getByText(/Kayal/).first()).toBeVisible(SLOW);
    if (dropdownReply) {
      await dropdownReply;
      await expect(box).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('5: a page opened from the foot of another starts at its top; Back returns to where the person was', async ({ page }) => {
    await page.goto('/songs');
    await expect(page.getByRole('main').getByRole('link').nth(10)).toBeVisible(SLOW);
    const footer = page.getByRole('contentinfo');
    // Reaching the foot loads the next page of tiles (skeletons first, then fewer tiles): note where the person is
    // once the listing has settled, not while the skeletons make the page taller than it will stay.
    let height = 0;
    await expect
      .poll(async () => {
        await footer.scrollIntoViewIfNeeded();
        await page.waitForTimeout(300);
        const now = await page.evaluate(() => document.documentElement.scrollHeight);
        const isLoading = (await page.getByRole('main').getByRole('status', { name: 'Loading' }).count()) > 0;
        const isSettled = !isLoading && now === height;
        height = now;
        return isSettled;
      }, SLOW)
      .toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const scrolled = await page.evaluate(() => window.scrollY);
    await footer.getByRole('link', { name: /careers/i }).click();
    await expect(page).toHaveURL(/\/about\/careers$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/songs$/);
    await expect.poll(() => page.evaluate(() => window.scrollY), SLOW).toBeGreaterThan(scrolled - 50);
  });

  test("10: an empty file says it is empty; a bio with '<3' is kept as typed and shown as text", async ({ page }, info) => {
    await signInAs(page, DEMO.monsoon, '/upload/song');
    await page.getByLabel(/Choose your song/).setInputFiles({ name: 'silence.mp3', mimeType: 'audio/mpeg', buffer: Buffer.alloc(0) });
    await expect(page.getByText(MESSAGES.fileEmpty)).toBeVisible(SLOW);
    await expect(page.getByText(MESSAGES.audioRequired)).toHaveCount(0);

    await page.goto(`/${DEMO.monsoon.slug}`);
    const bio = `Rain songs <3 — loud > quiet (${info.project.name} ${Date.now()})`;
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit your e-Press Kit' });
    await editor.getByRole('textbox', { name: 'Bio' }).fill('Hello <b>bold</b>');
    await editor.getByRole('button', { name: 'Save details' }).click();
    await expect(editor.getByText(MESSAGES.htmlTagInvalid)).toBeVisible();
    await editor.getByRole('textbox', { name: 'Bio' }).fill(bio);
    await editor.getByRole('button', { name: 'Save details' }).click();
    await expect(editor.getByText(MESSAGES.changesSaved)).toBeVisible(SLOW);
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.getByRole('region', { name: 'About' }).getByText(bio, { exact: true })).toBeVisible(SLOW);
    await expectAccessible(page);
  });
});
