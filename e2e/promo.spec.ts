import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { PROMO_MESSAGES } from '../packages/domain/src/contract/promo.ts';
import { startAiStandIn } from './support/ai-stand-in.ts';
import { expectAccessible } from './support/axe.ts';
import { readMailbox } from './support/mailbox.ts';
import { registerArtist, type NewArtist } from './support/new-artist.ts';
import { openPersonPage } from './support/people.ts';
import { buyProThroughSandbox } from './support/pro.ts';

let mediaDir: string;
let tone: string;
let artwork: string;

test.beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iw-e2e-promo-'));
  tone = path.join(mediaDir, 'promo-tone.mp3');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=330:duration=12', '-ac', '2', '-b:a', '128k', tone]);
  artwork = path.join(mediaDir, 'artwork.png');
  await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 30, g: 120, b: 200 } } }).png().toFile(artwork);
});
test.afterAll(() => fs.rmSync(mediaDir, { recursive: true, force: true }));

/** Uploads a song with its artwork in one call (POST songupload), as the upload form does. */
async function uploadSong(request: APIRequestContext, artist: NewArtist, title: string, privacy: Record<string, string>) {
  const genre = ((await (await request.get('/api/genre')).json()) as { results: { id: number }[] }).results[0]?.id;
  const language = ((await (await request.get('/api/language')).json()) as { results: { id: number }[] }).results[0]?.id;
  const response = await request.post('/api/songupload', {
    headers: { authorization: artist.token },
    multipart: {
      song: { name: 'promo-tone.mp3', mimeType: 'audio/mpeg', buffer: fs.readFileSync(tone) },
      image: { name: 'artwork.png', mimeType: 'image/png', buffer: fs.readFileSync(artwork) },
      title,
      genre: String(genre),
      language: String(language),
      ...privacy,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: { slug_usersong: string } }).result.slug_usersong;
}

/** Signs the artist in through the sign-in dialog, landing on their promo tools. */
async function signIn(page: Page, artist: NewArtist): Promise<void> {
  await page.goto(`/?login=${encodeURIComponent('/mydashboard/promote')}`);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(artist.email);
  await dialog.getByLabel('Password', { exact: true }).fill(artist.password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/mydashboard\/promote$/);
}

test.describe("an artist's promo tools", () => {
  test('renders and downloads a promo animation, pitches a song to a station, and shares a pre-save link a fan signs up on', async ({ page, request, browser }, info) => {
    test.setTimeout(180_000);
    const artist = await registerArtist(request, info, 'promo');
    // The tools are Pro (issue 17): the purchase itself is the Pro journey's.
    await buyProThroughSandbox(request, artist.token);
    const auth = { authorization: artist.token };
    // The dashboard's welcome tour is another journey's; this one starts on the tools.
    await request.post('/api/update_screen_guide', { headers: auth, data: { name: 'dashboard' } });
    const stamp = `${info.project.name} ${Date.now() % 100_000}`;
    const liveTitle = `Harbour Lights ${stamp}`;
    const upcomingTitle = `First Light ${stamp}`;
    await uploadSong(request, artist, liveTitle, { privacy: 'public' });
    const releaseAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
    await uploadSong(request, artist, upcomingTitle, { privacy: 'scheduled', release_date: releaseAt });

    await signIn(page, artist);
    await expect(page.getByRole('heading', { level: 1, name: 'Promo tools' })).toBeVisible();
    await expectAccessible(page);

    // Promo animation: a square clip of the public song, rendered in the background, then downloaded.
    const animation = page.getByRole('region', { name: 'Promo animation' });
    await animation.getByLabel('Song').selectOption({ label: liveTitle });
    await animation.getByLabel('Square 1:1').check();
    await animation.getByLabel('Clip starts at (seconds)').fill('2');
    await animation.getByRole('button', { name: 'Render animation' }).click();
    const render = animation.getByTestId('promo-render').first();
    await expect(render).toContainText(`${liveTitle}, Square 1:1`);
    await expect(render).toContainText('from 2s, 10s');
    await expect(render).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
    await expect(animation.getByTestId('promo-animation-uses')).toHaveText('Used 1 time');
    const downloading = page.waitForEvent('download');
    await render.getByRole('link', { name: 'Download mp4' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/-square\.mp4$/);
    const saved = path.join(mediaDir, `${info.project.name}.mp4`);
    await download.saveAs(saved);
    const probe = JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=width,height:format=duration', '-of', 'json', saved], { encoding: 'utf8' })) as { streams: { width?: number; height?: number }[]; format: { duration: string } };
    expect(probe.streams.find((s) => s.width)).toMatchObject({ width: 720, height: 720 });
    expect(Number(probe.format.duration)).toBeGreaterThan(9.5);
    expect(Number(probe.format.duration)).toBeLessThan(10.6);

    // Radio pitching: the public song to a station; the station accepts from its mail.
    const radio = page.getByRole('region', { name: 'Radio pitching' });
    await expect(radio.getByLabel('Song')).toHaveValue(/.+/);
    const station = radio.getByLabel('Station');
    await expect(station.locator('option')).toHaveCount(11);
    await radio.getByLabel('Note to the station (optional)').fill('A slow song for the night show.');
    await radio.getByRole('button', { name: 'Send pitch' }).click();
    const pitchRow = radio.getByTestId('pitch-row').filter({ hasText: liveTitle });
    await expect(pitchRow).toContainText('Sent, awaiting answer');
    // The pitched station is no longer offered for this song.
    await expect(station.locator('option')).toHaveCount(10);
    const mail = (await readMailbox(request)).find((item) => item.subject.includes(liveTitle));
    expect(mail, 'the station got the pitch').toBeTruthy();
    const acceptPath = /\/api\/promo\/pitch_answer\?[^\s]*answer=accept[^\s]*/.exec(mail?.text ?? '')?.[0] as string;
    expect((await request.post(acceptPath)).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Radio pitching' }).getByTestId('pitch-row').filter({ hasText: liveTitle })).toContainText('Accepted');

    // Pre-save link of the scheduled song.
    const presave = page.getByRole('region', { name: 'Pre-save links' });
    await presave.getByRole('button', { name: `Create pre-save link for ${upcomingTitle}` }).click();
    const link = presave.getByTestId('presave-link');
    await expect(link).toContainText(upcomingTitle);
    await expect(link).toContainText('0 fans waiting');
    const presavePath = (await link.getByRole('link').getAttribute('href')) as string;
    expect(presavePath).toMatch(/^\/sdlink\/first-light/);
    await expectAccessible(page);

    // A fan opens it signed out: no header, footer or drawer; the release, a countdown and the form.
    const fan = await openPersonPage(browser, info);
    try {
      await fan.goto(presavePath);
      await expect(fan.getByRole('heading', { level: 1, name: upcomingTitle })).toBeVisible();
      await expect(fan.getByText(`by ${artist.name}`)).toBeVisible();
      await expect(fan.getByRole('timer')).toContainText('days');
      await expect(fan.getByRole('banner')).toHaveCount(0);
      await expect(fan.getByRole('contentinfo')).toHaveCount(0);
      await expect(fan.getByRole('navigation')).toHaveCount(0);
      await expectAccessible(fan);
      const fanEmail = `fan-${info.project.name}-${Date.now()}@example.com`;
      await fan.getByLabel('Tell me on release day').fill(fanEmail);
      await fan.getByRole('button', { name: 'Notify me' }).click();
      await expect(fan.getByRole('status')).toHaveText(PROMO_MESSAGES.presaveSignedUp);
      // The server kept the address: the artist sees one fan waiting.
      const links = (await (await request.get('/api/promo/presaves', { headers: auth })).json()) as { results: { path: string; fans: number }[] };
      expect(links.results.find((item) => item.path === presavePath)?.fans).toBe(1);
    } finally {
      await fan.context().close();
    }
    await page.reload();
    await expect(page.getByRole('region', { name: 'Pre-save links' }).getByTestId('presave-link')).toContainText('1 fan waiting');
  });

  test('a visitor reads what the tools do on /promote and is offered to sign in to them', async ({ page }) => {
    await page.goto('/promote');
    await expect(page.getByRole('heading', { level: 1, name: 'Promote every release from one place' })).toBeVisible();
    for (const tool of ['Promo animation', 'Pre-save links', 'Radio pitching', 'Share cards', 'Writing assistant']) {
      await expect(page.getByRole('heading', { level: 3, name: tool })).toBeVisible();
    }
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Sign in to use the tools' }).click();
    // The sign-in dialog opens over the page (and leads to the tools once signed in).
    await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Email' })).toBeVisible();
  });

  test('drafts a bio with the writing assistant, answered by a stand-in endpoint on loopback', async ({ page, request }, info) => {
    const standIn = startAiStandIn();
    await standIn.listen();
    try {
      const artist = await registerArtist(request, info, 'promo-ai');
      await buyProThroughSandbox(request, artist.token);
      await request.post('/api/update_screen_guide', { headers: { authorization: artist.token }, data: { name: 'dashboard' } });
      await signIn(page, artist);
      const assistant = page.getByRole('region', { name: 'Writing assistant' });
      await assistant.getByLabel('What to write').selectOption({ label: 'Artist bio' });
      await assistant.getByLabel('Your notes').fill('Folk singer from Munnar, sings about tea gardens');
      await assistant.getByRole('button', { name: 'Write it' }).click();
      await expect(assistant.getByLabel('Draft')).toHaveValue('Draft bio: Folk singer from Munnar, sings about tea gardens');
      expect(standIn.prompts.at(-1)).toMatch(/artist biography/);
      await expect(assistant.getByTestId('promo-assistant-uses')).toHaveText('Used 1 time');
      await expectAccessible(page);
    } finally {
      await standIn.close();
    }
  });
});
