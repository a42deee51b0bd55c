import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '../packages/domain/src/messages.ts';
import { expectAccessible } from './support/axe.ts';
import { closeClapGuide } from './support/clap-guide.ts';
import { createTestMedia, removeTestMedia, type TestMedia } from './support/media.ts';
import { routeYouTube } from './support/youtube.ts';

const ARTIST = { email: 'asha@demo.indiwave.local', password: 'indiwave-demo' };
const LONG_LYRICS = `${'Rain on the rooftops, songs in the street, '.repeat(6)}and the monsoon keeps the beat.`;

let media: TestMedia | undefined;

test.beforeAll(async () => {
  media = await createTestMedia();
});

test.afterAll(() => removeTestMedia(media));

/** Signs the demo artist in through the sign-in dialog that `?login=` opens, landing on `target`. */
async function signIn(page: Page, target: string): Promise<void> {
  await page.goto(`/?login=${encodeURIComponent(target)}`);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(ARTIST.email);
  await dialog.getByLabel('Password', { exact: true }).fill(ARTIST.password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[/?]/g, '\\$&')}$`));
}

/** Picks a chip (genre, language) of a chip group. */
async function pickChip(page: Page, group: string, name: string): Promise<void> {
  await page.getByRole('group', { name: group }).getByText(name, { exact: true }).click();
}

test.describe('an artist uploads music and videos', () => {
  test('uploads a song with artwork, plays it on its page, makes it private and a visitor gets /404.html', async ({ page, browser }, info) => {
    const title = `Monsoon Song ${info.project.name} ${Date.now()}`;
    await signIn(page, '/upload/song');
    await expect(page.getByRole('heading', { level: 1, name: 'Upload a song' })).toBeVisible();
    await expectAccessible(page);

    // The browser refuses what the server would refuse, in the spec's words.
    const audioInput = page.getByLabel(/Choose your song/);
    await audioInput.setInputFiles(media!.notAudio);
    await expect(page.getByText(MESSAGES.audioFormat)).toBeVisible();
    await page.getByLabel(/Choose artwork/).setInputFiles(media!.smallArtwork);
    await expect(page.getByText(MESSAGES.imageTooSmall)).toBeVisible();
    await expect(page.getByText(MESSAGES.audioHint)).toBeVisible();
    await expect(page.getByText(MESSAGES.imageHint, { exact: false })).toBeVisible();

    // The audio uploads at once, with a progress bar that reaches 100.
    await audioInput.setInputFiles(media!.tones[0]);
    const audioProgress = page.getByRole('progressbar', { name: 'Uploading track_1.mp3' });
    await expect(audioProgress).toBeVisible();
    await expect(audioProgress).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByText('Uploaded').first()).toBeVisible();
    await page.getByLabel(/Change artwork|Choose artwork/).setInputFiles(media!.artwork);
    await expect(page.getByRole('progressbar', { name: 'Uploading artwork.png' })).toHaveAttribute('aria-valuenow', '100');

    // The form's own checks first.
    await page.getByRole('button', { name: 'Upload song' }).click();
    await expect(page.getByText(MESSAGES.titleRequired)).toBeVisible();
    await expect(page.getByText(MESSAGES.genreRequired)).toBeVisible();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await pickChip(page, 'Genres', 'Indie Pop');
    await pickChip(page, 'Languages', 'Hindi');
    await page.getByRole('textbox', { name: 'Lyrics' }).fill(LONG_LYRICS);
    await page.getByRole('textbox', { name: 'Composer' }).fill('Asha Menon');
    await page.getByRole('button', { name: 'Upload song' }).click();

    // The song's page: artwork, title, artist link, lyrics with their toggle, and it plays.
    await expect(page).toHaveURL(/\/songs\/[a-z0-9-]+$/);
    const songPath = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('img', { name: `Artwork of ${title}` })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Asha Menon' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', /\/upload\/song\?slug=/);
    const toggle = page.getByRole('button', { name: 'Full Text' });
    await expect(toggle).toBeVisible();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Show Less' })).toBeVisible();
    await expectAccessible(page);
    // The renditions are made in the background: the page follows the job and drops its badge without a reload.
    await expect(page.getByRole('main').getByText('Processing', { exact: true })).toHaveCount(0, { timeout: 30_000 });
    // The song plays in the player bar's audio element.
    await closeClapGuide(page);
    await page.getByRole('button', { name: `Play ${title}` }).click();
    const audio = page.locator('audio#player-audio');
    await expect(audio).toHaveAttribute('src', /\/media\//);
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(0);
    await page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Pause' }).click();

    // The dashboard list: make it private.
    await page.goto('/mydashboard/songs');
    await expect(page.getByRole('heading', { level: 1, name: 'My songs' })).toBeVisible();
    const privacy = page.getByRole('switch', { name: `Public: ${title}` });
    await expect(privacy).toHaveAttribute('aria-checked', 'true');
    await expectAccessible(page);
    const saved = page.waitForResponse((response) => response.url().includes('/api/song/') && response.request().method() === 'PUT');
    await privacy.click();
    expect((await saved).status()).toBe(200);
    await expect(privacy).toHaveAttribute('aria-checked', 'false');

    // A visitor in a fresh browser is sent to /404.html.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(songPath);
    await expect(visitorPage).toHaveURL(/\/404\.html$/);
    await expectAccessible(visitorPage);
    await visitor.close();
  });

  test('uploads an album of three tracks, orders them and publishes it', async ({ page, browser }, info) => {
    const title = `Monsoon Album ${info.project.name} ${Date.now()}`;
    await signIn(page, '/upload/album');
    await expect(page.getByRole('heading', { level: 1, name: 'Upload an album' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Album title' }).fill(title);
    await pickChip(page, 'Genres', 'Fusion');
    await pickChip(page, 'Languages', 'English');
    await page.getByLabel(/Choose artwork/).setInputFiles(media!.artwork);
    await page.getByLabel(/Add tracks/).setInputFiles(media!.tones);

    const tracks = page.getByRole('list', { name: 'Tracks in order' }).getByRole('listitem');
    await expect(tracks).toHaveCount(3);
    await expect(page.getByText(/^Uploaded ·/)).toHaveCount(3);
    await page.getByRole('textbox', { name: 'Title of track 1' }).fill('First Rain');
    await page.getByRole('textbox', { name: 'Title of track 2' }).fill('Second Wind');
    await page.getByRole('textbox', { name: 'Title of track 3' }).fill('Opening Night');
    // The third track becomes the first.
    await page.getByRole('button', { name: 'Move track 3 up' }).click();
    await page.getByRole('button', { name: 'Move track 2 up' }).click();
    await expect(page.getByRole('textbox', { name: 'Title of track 1' })).toHaveValue('Opening Night');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Publish album' }).click();

    await expect(page).toHaveURL(/\/albums\/[a-z0-9-]+$/);
    const albumPath = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const rows = page.getByRole('region', { name: 'Tracks' }).getByRole('listitem');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('Opening Night');
    await expect(rows.nth(1)).toContainText('First Rain');
    await expect(rows.nth(2)).toContainText('Second Wind');
    await expectAccessible(page);

    // Published: a visitor sees it too, and ?trackSlug highlights a track.
    const trackHref = await rows.nth(1).getByRole('link', { name: 'First Rain' }).getAttribute('href');
    const trackSlug = trackHref!.split('/').pop()!;
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${albumPath}?trackSlug=${trackSlug}`);
    await expect(visitorPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitorPage.locator(`#track-${trackSlug}`)).toHaveAttribute('aria-current', 'true');
    await expect(visitorPage.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expectAccessible(visitorPage);
    await visitor.close();
  });

  test('adds a video from a YouTube address', async ({ page }, info) => {
    // No network: YouTube's API, player and thumbnails are answered locally.
    await routeYouTube(page);
    const title = `Monsoon Video ${info.project.name} ${Date.now()}`;
    await signIn(page, '/upload/video');
    await expect(page.getByRole('heading', { level: 1, name: 'Add a video' })).toBeVisible();
    const url = page.getByRole('textbox', { name: 'YouTube URL' });
    await url.fill('https://example.com/watch?v=nothing');
    await url.blur();
    await expect(page.getByText(MESSAGES.youtubeUrlInvalid)).toBeVisible();
    await url.fill('https://youtu.be/dQw4w9WgXcQ?si=share');
    await expect(page.getByTestId('youtube-id')).toHaveText('dQw4w9WgXcQ');
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Add video' }).click();

    await expect(page).toHaveURL(/\/video-songs\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: `Play video ${title}` }).click();
    await expect(page.getByRole('dialog', { name: title }).locator('iframe')).toHaveAttribute('src', /dQw4w9WgXcQ\?autoplay=1/);
    await expectAccessible(page);

    await page.goto('/mydashboard/videos');
    await expect(page.getByRole('switch', { name: `Public: ${title}` })).toHaveAttribute('aria-checked', 'true');
    await expectAccessible(page);
  });
});
