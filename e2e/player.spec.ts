import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { closeClapGuide } from './support/clap-guide.ts';

type ListedSong = { name: string; song_slug: string; is_album: boolean };

/** The demo songs of an artist, by title. */
async function readSongs(page: Page, artist: string): Promise<Map<string, string>> {
  const reply = (await (await page.request.get(`/api/indiwaveuser/songs?slug=${artist}`)).json()) as { results: ListedSong[] };
  return new Map(reply.results.filter((item) => !item.is_album).map((item) => [item.name, item.song_slug]));
}

const audioTime = (page: Page) => page.locator('audio#player-audio').evaluate((element: HTMLAudioElement) => element.currentTime);
const isAudioPaused = (page: Page) => page.locator('audio#player-audio').evaluate((element: HTMLAudioElement) => element.paused);
const queueOrder = (page: Page) => page.locator('[data-queue-item]').evaluateAll((items) => items.map((item) => item.getAttribute('data-queue-item')));

/** Drags one element onto another with the mouse, in small steps, as a person would. */
async function dragOnto(page: Page, from: { x: number; y: number; width: number; height: number }, to: { x: number; y: number; width: number; height: number }) {
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 8, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 6, { steps: 12 });
  await page.mouse.up();
}

test.describe('the player', () => {
  test('a listener plays songs; the bar keeps playing across pages, seeks, goes back, reorders the queue and finds it after a reload', async ({ page }) => {
    test.setTimeout(120_000);
    // Start from an empty queue on the server (an earlier run may have left one), before the app
    // signs in and loads it.
    const session = await page.request.post('/api/obtain_auth_token', { data: { email: 'rohan@demo.indiwave.local', password: 'indiwave-demo' } });
    expect(session.ok()).toBe(true);
    const { token } = ((await session.json()) as { result: { token: string } }).result;
    expect((await page.request.put('/api/queue', { headers: { authorization: `Token ${token}` }, data: { slugs: [] } })).ok()).toBe(true);
    await page.goto('/login-full');
    await page.getByRole('textbox', { name: 'Email' }).fill('rohan@demo.indiwave.local');
    await page.getByLabel('Password', { exact: true }).fill('indiwave-demo');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/what-is-new$/);

    const asha = await readSongs(page, 'asha-menon');
    const kabir = await readSongs(page, 'kabir-sethi');
    const first = { title: 'First Rain', slug: asha.get('First Rain') as string };
    const second = { title: 'Local Train Lo-fi', slug: kabir.get('Local Train Lo-fi') as string };
    const third = { title: 'Chai Stall Dawn', slug: kabir.get('Chai Stall Dawn') as string };
    expect([first.slug, second.slug, third.slug].every(Boolean)).toBe(true);

    // No bar before anything plays.
    await page.goto(`/songs/${first.slug}`);
    const bar = page.getByRole('region', { name: 'Player' });
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await expect(bar).toHaveCount(0);
    await closeClapGuide(page);

    // Play: the bar appears with the song, and the audio runs.
    await page.getByRole('main').getByRole('button', { name: `Play ${first.title}` }).click();
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: first.title, exact: true })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Asha Menon' })).toHaveAttribute('href', '/asha-menon');
    await expect.poll(() => audioTime(page)).toBeGreaterThan(0.2);
    await expect(page.getByRole('main').getByRole('button', { name: `Pause ${first.title}` })).toBeVisible();
    const barBox = await bar.boundingBox();
    expect(barBox?.height).toBe(page.viewportSize()!.width <= 767 ? 64 : 84);
    await expectAccessible(page);

    // Two more songs join the queue.
    for (const song of [second, third]) {
      await page.goto(`/songs/${song.slug}`);
      await expect(bar).toBeVisible();
      await closeClapGuide(page);
      await page.getByRole('main').getByRole('button', { name: `Play ${song.title}` }).click();
      await expect(bar.getByRole('link', { name: song.title, exact: true })).toBeVisible();
    }
    await expect.poll(() => audioTime(page)).toBeGreaterThan(0.2);

    // Browsing on keeps the music going.
    await bar.getByRole('link', { name: 'Kabir Sethi' }).click();
    await expect(page).toHaveURL(/\/kabir-sethi$/);
    const before = await audioTime(page);
    await expect.poll(() => audioTime(page)).toBeGreaterThan(before + 0.5);
    expect(await isAudioPaused(page)).toBe(false);
    await expect(bar.getByRole('link', { name: third.title, exact: true })).toBeVisible();

    // Seek to 12 s.
    await bar.getByRole('slider', { name: 'Seek' }).fill('12');
    await expect.poll(() => audioTime(page)).toBeGreaterThanOrEqual(12);

    // Previous after 3 s restarts the song; within 3 s it goes to the previous song.
    await bar.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => audioTime(page)).toBeLessThan(3);
    await expect(bar.getByRole('link', { name: third.title, exact: true })).toBeVisible();
    await bar.getByRole('button', { name: 'Previous' }).click();
    await expect(bar.getByRole('link', { name: second.title, exact: true })).toBeVisible();
    await expect.poll(() => audioTime(page)).toBeGreaterThan(0.2);

    // The queue: drag the first song below the last.
    await bar.getByRole('button', { name: 'Queue' }).click();
    const queue = page.getByRole('region', { name: 'Queue' });
    await expect(queue).toBeVisible();
    expect(await queueOrder(page)).toEqual([first.slug, second.slug, third.slug]);
    await expect(queue.getByRole('button', { name: `Pause ${second.title}` })).toBeVisible();
    await expectAccessible(page);
    const handle = await queue.getByRole('button', { name: `Move ${first.title}`, exact: true }).boundingBox();
    const target = await queue.locator(`[data-queue-item="${third.slug}"]`).boundingBox();
    await dragOnto(page, handle!, target!);
    await expect.poll(() => queueOrder(page)).toEqual([second.slug, third.slug, first.slug]);
    await expect(bar.getByRole('link', { name: second.title, exact: true })).toBeVisible();

    // After a reload the queue is there, in its new order, with the same song in the bar.
    await page.reload();
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: second.title, exact: true })).toBeVisible();
    await bar.getByRole('button', { name: 'Queue' }).click();
    await expect.poll(() => queueOrder(page)).toEqual([second.slug, third.slug, first.slug]);

    // The keyboard reorders too (Space, arrows, Space), and a screen reader hears where the song went.
    await page.getByRole('region', { name: 'Queue' }).getByRole('button', { name: `Move ${first.title}`, exact: true }).focus();
    for (const key of ['Space', 'ArrowUp', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      // dnd-kit's keyboard sensor listens for the next key once each move has settled.
      await page.waitForTimeout(250);
    }
    await expect.poll(() => queueOrder(page)).toEqual([first.slug, second.slug, third.slug]);
    await expect(page.locator('[id^="DndLiveRegion"]')).toContainText(`${first.title} dropped at position 1 of 3.`);

    // The space bar plays (not while typing in a field).
    await page.getByRole('region', { name: 'Queue' }).getByRole('button', { name: 'Close the queue' }).click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press(' ');
    await expect.poll(() => audioTime(page)).toBeGreaterThan(0.2);
    expect(await isAudioPaused(page)).toBe(false);
  });
});
