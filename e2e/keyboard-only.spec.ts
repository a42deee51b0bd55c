import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { readDemoSongs } from './support/listening.ts';
import { registerArtist } from './support/new-artist.ts';
import { DEMO, isPhoneProject } from './support/people.ts';

const SLOW = { timeout: 60_000 };

/** Presses Tab until `target` has the focus, as a keyboard user would; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, limit = 120): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test.describe('the keyboard alone', () => {
  test.describe.configure({ timeout: 300_000 });

  test('a listener signs in, finds a song, plays it, claps and follows its artist without a pointer', async ({ page, request }, info) => {
    const person = await registerArtist(request, info, 'keyboard');
    const [song] = await readDemoSongs(request, DEMO.asha.slug);

    // Sign in from the dialog a target opens, typing and pressing Enter.
    await page.goto(`/?login=${encodeURIComponent('/songs')}`);
    const dialog = page.getByRole('dialog');
    await tabTo(page, dialog.getByRole('textbox', { name: 'Email' }));
    await page.keyboard.type(person.email);
    await tabTo(page, dialog.getByLabel('Password', { exact: true }));
    await page.keyboard.type(person.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/songs$/, SLOW);

    // Find the song from the header's search and open it from the results.
    const banner = page.getByRole('banner');
    if (isPhoneProject(info)) {
      await tabTo(page, banner.getByRole('button', { name: 'Search' }));
      await page.keyboard.press('Enter');
    }
    await tabTo(page, banner.getByRole('combobox', { name: 'Search' }));
    await page.keyboard.type(song.title);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?keywords=/, SLOW);
    const result = page.getByRole('main').getByRole('link', { name: song.title, exact: true }).first();
    await expect(result).toBeVisible(SLOW);
    await tabTo(page, result);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/songs/${song.slug}$`), SLOW);
    await expect(page.getByRole('heading', { level: 1, name: song.title })).toBeVisible(SLOW);

    // On a freshly opened page the first Tab offers the skip link to the content.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: song.title })).toBeVisible(SLOW);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /skip to/i })).toBeFocused();
    await page.keyboard.press('Enter');

    // Play, then pause from the player bar.
    await tabTo(page, page.getByRole('main').getByRole('button', { name: `Play ${song.title}` }).first());
    await page.keyboard.press('Enter');
    const bar = page.getByRole('region', { name: 'Player' });
    await expect(bar.getByRole('button', { name: 'Pause' })).toBeVisible(SLOW);

    // Clap with Enter: one clap per press.
    const clap = page.getByRole('main').getByRole('button', { name: new RegExp(`^Clap for ${song.title}:`) });
    await tabTo(page, clap);
    await page.keyboard.press('Enter');
    await expect(clap).toHaveAttribute('data-my-claps', '1', SLOW);

    // Follow the artist with Space.
    const follow = page.getByRole('main').getByRole('button', { name: `Follow ${DEMO.asha.name}`, exact: true });
    await tabTo(page, follow);
    await page.keyboard.press('Space');
    await expect(page.getByRole('main').getByRole('button', { name: `Unfollow ${DEMO.asha.name}`, exact: true })).toBeVisible(SLOW);

    await tabTo(page, bar.getByRole('button', { name: 'Pause' }));
    await page.keyboard.press('Enter');
    await expect(bar.getByRole('button', { name: 'Play' })).toBeVisible();
    await expectAccessible(page);
  });
});
