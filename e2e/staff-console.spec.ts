import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { MESSAGES } from '@indiwave/domain/messages';
import { waitForRobotCheck } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { createTestMedia, removeTestMedia, type TestMedia } from './support/media.ts';
import { registerArtist } from './support/new-artist.ts';
import { DEMO_STAFF, signInWith, uploadSong } from './support/opportunities.ts';
import { DEMO, DEMO_PASSWORD, obtainToken, openPersonPage, signInAs } from './support/people.ts';

// Each project reports and hears broadcasts as its own demo listener.
const LISTENER = { desktop: DEMO.tanvi, phone: DEMO.rohan } as const;

let media: TestMedia | undefined;
test.beforeAll(async () => {
  media = await createTestMedia();
});
test.afterAll(() => removeTestMedia(media));

/**
 * Presses a control from the keyboard: on the phone the page shifts while it scrolls a control
 * near its end into view (the help button steps aside), and a pointer click lands on its neighbour.
 */
async function press(control: Locator, key: 'Enter' | ' ' = 'Enter'): Promise<void> {
  await control.focus();
  await control.press(key);
}

const songTitles = async (request: APIRequestContext, url: string) => ((await (await request.get(url)).json()) as { results: Array<{ title: string }> }).results.map((item) => item.title);
const searchTitles = async (request: APIRequestContext, keywords: string) =>
  ((await (await request.get(`/api/sdsearch?keywords=${encodeURIComponent(keywords)}`)).json()) as { results: { music: Array<{ title: string }> } }).results.music.map((hit) => hit.title);

test.describe('the staff console (issue 21)', () => {
  test('a listener reports a song; staff take it down everywhere; the owner appeals; staff restore it', async ({ page, request, browser }, info) => {
    test.setTimeout(240_000);
    const listener = LISTENER[info.project.name === 'phone' ? 'phone' : 'desktop'];
    const artist = await registerArtist(request, info, 'mod');
    const title = `Takedown Tune ${info.project.name} ${Date.now() % 100_000}`;
    const slug = await uploadSong(request, artist.token, media?.tones[0] as string, title);
    await expect.poll(() => searchTitles(request, title), { timeout: 30_000 }).toContain(title);

    // The listener reports it from its page.
    await signInAs(page, listener, `/songs/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: `More options for ${title}` }).first().click();
    await page.getByRole('menuitem', { name: 'Report Abuse' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report Abuse' });
    // The e2e server's public address is localhost, the browser's 127.0.0.1: the queue recognises
    // a full address only on the public host, and the page's path anywhere.
    await expect(dialog.getByLabel('URL')).toHaveValue(new RegExp(`/songs/${slug}$`));
    await dialog.getByLabel('URL').fill(`/songs/${slug}`);
    await dialog.getByLabel('Complaint type').selectOption('Copyright Infringement');
    await dialog.getByLabel('Description').fill('This is not their recording.');
    await waitForRobotCheck(dialog);
    await dialog.getByRole('button', { name: 'Report' }).click();
    await expect(page.getByText(MESSAGES.reportedSuccessfully)).toBeVisible();

    // Staff find it in the queue, take it, and take the song down.
    const staffPage = await openPersonPage(browser, info);
    await signInWith(staffPage, DEMO_STAFF.email, DEMO_PASSWORD, '/admin/reports');
    // The console fits the screen: nothing sticks out, so a phone does not zoom the page out.
    expect(await staffPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await press(staffPage.getByRole('link', { name: new RegExp(`Copyright Infringement: ${title}`) }));
    await expect(staffPage.getByRole('heading', { level: 1, name: /^Report #\d+$/ })).toBeVisible();
    await press(staffPage.getByRole('button', { name: 'Assign to me' }));
    await expect(staffPage.getByRole('button', { name: 'Give it back' })).toBeVisible();
    await press(staffPage.getByRole('radio', { name: 'Take down' }), ' ');
    await expect(staffPage.getByRole('radio', { name: 'Take down' })).toBeChecked();
    await staffPage.getByLabel('What the owner reads').fill('The rights holder has not cleared this recording.');
    await expectAccessible(staffPage);
    await press(staffPage.getByRole('button', { name: 'Take down', exact: true }));
    await expect(staffPage.getByText(MESSAGES.reportTakenDown)).toBeVisible();
    await expect(staffPage.getByText('Taken down.', { exact: true })).toBeVisible();

    // Gone from listings, search, its page and its embed.
    expect(await songTitles(request, '/api/songs-listing/new?limit=50')).not.toContain(title);
    expect(await searchTitles(request, title)).not.toContain(title);
    expect((await request.get(`/api/song_player/${slug}`)).status()).toBe(404);
    await page.goto(`/songs/${slug}`);
    await expect(page).toHaveURL(/\/404(\.html)?$/);
    await page.goto(`/embed/song/${slug}`);
    await expect(page.getByText(title)).toHaveCount(0);

    // The owner is told, reads the notice and appeals.
    const ownerPage = await openPersonPage(browser, info);
    await signInWith(ownerPage, artist.email, artist.password, '/notifications');
    await expect(ownerPage.getByText(`The team took down your song "${title}"`, { exact: false })).toBeVisible();
    await ownerPage.goto('/account/strikes');
    await ownerPage.getByRole('link', { name: new RegExp(title) }).click();
    await expect(ownerPage.getByRole('heading', { level: 1, name: 'A notice from the team' })).toBeVisible();
    await ownerPage.getByLabel('Appeal this decision').fill('I wrote and recorded this myself; here is the session file.');
    await expectAccessible(ownerPage);
    await press(ownerPage.getByRole('button', { name: 'Send the appeal' }));
    await expect(ownerPage.getByText('Your appeal is with the team. You will hear from us.')).toBeVisible();

    // The appeal is back in the queue; staff restore the song.
    await staffPage.goto('/admin/reports?kind=appeal');
    await press(staffPage.getByRole('link', { name: new RegExp(`Appeal: ${title}`) }));
    await expect(staffPage.getByRole('heading', { level: 1, name: /^Appeal #\d+$/ })).toBeVisible();
    await press(staffPage.getByRole('radio', { name: 'Restore (grant the appeal)' }), ' ');
    await expect(staffPage.getByRole('radio', { name: 'Restore (grant the appeal)' })).toBeChecked();
    await press(staffPage.getByRole('button', { name: 'Restore (grant the appeal)' }));
    await expect(staffPage.getByText(MESSAGES.reportRestored)).toBeVisible();

    expect(await songTitles(request, '/api/songs-listing/new?limit=50')).toContain(title);
    await expect.poll(() => searchTitles(request, title), { timeout: 30_000 }).toContain(title);
    await page.goto(`/songs/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await staffPage.context().close();
    await ownerPage.context().close();
  });

  test('a broadcast to listeners reaches a listener’s bell and not an artist’s', async ({ page, request, browser }, info) => {
    test.setTimeout(120_000);
    const listener = LISTENER[info.project.name === 'phone' ? 'phone' : 'desktop'];
    const artist = await registerArtist(request, info, 'brd');
    const text = `Listening party on Friday ${info.project.name} ${Date.now() % 100_000}`;

    await signInWith(page, DEMO_STAFF.email, DEMO_PASSWORD, '/admin/broadcasts');
    await page.getByLabel('Message', { exact: true }).fill(text);
    await page.getByLabel('Audience', { exact: true }).selectOption('listeners');
    await expect(page.getByText(/^Goes to \d+ accounts? now\.$/)).toBeVisible();
    await expectAccessible(page);
    await press(page.getByRole('button', { name: 'Send broadcast' }));
    await press(page.getByRole('alertdialog').getByRole('button', { name: 'OK' }));
    await expect(page.getByText(MESSAGES.broadcastQueued)).toBeVisible();
    const line = page.getByRole('list', { name: 'Broadcasts' }).getByRole('listitem').filter({ hasText: text });
    await expect(line.getByText(/^Sent: \d+ of \d+$/)).toBeVisible({ timeout: 30_000 });

    const bodies = async (token: string) => ((await (await request.get('/api/notifications?offset=0&limit=50', { headers: { authorization: token } })).json()) as { results: Array<{ message: { text?: string; body?: string } }> }).results.map((item) => JSON.stringify(item));
    expect((await bodies(await obtainToken(request, listener))).some((item) => item.includes(text))).toBe(true);
    expect((await bodies(artist.token)).some((item) => item.includes(text))).toBe(false);

    const listenerPage = await openPersonPage(browser, info);
    await signInAs(listenerPage, listener, '/notifications');
    await expect(listenerPage.getByText(text)).toBeVisible();
    await listenerPage.context().close();
  });
});
