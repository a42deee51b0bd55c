import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { TOUR_CLAIMS } from '../packages/domain/src/constants.ts';
import { MESSAGES, TOUR_TEXTS, WORKSTATION_MESSAGES } from '../packages/domain/src/messages.ts';
import { expectAccessible } from './support/axe.ts';
import { closeClapGuide } from './support/clap-guide.ts';
import { createTestMedia, removeTestMedia, type TestMedia } from './support/media.ts';
import { registerArtist, type NewArtist } from './support/new-artist.ts';

let media: TestMedia | undefined;

test.beforeAll(async () => {
  media = await createTestMedia();
});

test.afterAll(() => removeTestMedia(media));

/** Signs the new artist in through the sign-in dialog that `?login=` opens, landing on the dashboard. */
async function signIn(page: Page, artist: NewArtist): Promise<void> {
  await page.goto(`/?login=${encodeURIComponent('/mydashboard')}`);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(artist.email);
  await dialog.getByLabel('Password', { exact: true }).fill(artist.password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/mydashboard$/);
}

/** The UTC day `days` before today, YYYY-MM-DD. */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

const STEP_TITLES = Object.values(TOUR_TEXTS.steps).map((step) => step.title);

test.describe("an artist's workstation", () => {
  test('lands on the dashboard, takes the tour once, clears a to-do, plays a song and finds the play in analytics', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(180_000);
    const isPhone = info.project.name === 'phone';
    const artist = await registerArtist(request, info, 'ws');
    const auth = { authorization: artist.token };
    const title = `Workstation Song ${info.project.name} ${Date.now()}`;

    // A new artist lands on /mydashboard and is welcomed once (spec 2 §2.1 Screen guide).
    await signIn(page, artist);
    const welcome = page.getByRole('dialog', { name: TOUR_TEXTS.welcomeTitle });
    await expect(welcome).toBeVisible();
    await expect(welcome.getByRole('button', { name: MESSAGES.noThanks })).toBeVisible();
    // Behind the dialog (hidden from assistive technology while it is open) the figures start at zero.
    await expect(page.getByTestId('figure-plays')).toHaveText('0');
    await expectAccessible(page);
    await welcome.getByRole('button', { name: MESSAGES.startTour }).click();

    // The 6-step tour over the dashboard and the drawer, with the spec's claims.
    const tour = page.getByRole('dialog', { name: STEP_TITLES[0] });
    await expect(tour).toBeVisible();
    await expect(tour).toHaveAttribute('data-layout', isPhone ? 'sheet' : 'beside');
    const step = page.getByRole('dialog');
    await expect(step).toContainText('Step 1 of 6');
    await expect(page.getByTestId('tour-spotlight')).toBeVisible();
    await expectAccessible(page);
    // Next, Back, then the keyboard: the focus sits on the forward button.
    await step.getByRole('button', { name: 'Next' }).click();
    await expect(step).toContainText('Step 2 of 6');
    await step.getByRole('button', { name: 'Back' }).click();
    await expect(step).toContainText('Step 1 of 6');
    await expect(step.getByRole('button', { name: 'Next' })).toBeFocused();
    await page.keyboard.press('Enter');
    const claims = new Map([
      [4, `${TOUR_CLAIMS.stores} stores across ${TOUR_CLAIMS.countries} countries`],
      [5, `${TOUR_CLAIMS.monthlyOpportunities} monthly opportunities`],
      [6, `${TOUR_CLAIMS.households} households`],
    ]);
    for (let index = 2; index <= 6; index += 1) {
      await expect(step).toContainText(`Step ${index} of 6`);
      await expect(step.getByRole('heading', { name: STEP_TITLES[index - 1] })).toBeVisible();
      const claim = claims.get(index);
      if (claim) await expect(step).toContainText(claim);
      // The drawer's steps light the real drawer on desktop; on phones, where it is closed, the menu button opening it.
      if (index >= 3) {
        const anchor = page.locator(isPhone ? '#nav-toggle' : '#nav-drawer');
        await expect
          .poll(async () => {
            const [lit, box] = [await page.getByTestId('tour-spotlight').boundingBox(), await anchor.boundingBox()];
            return Boolean(lit && box && lit.x + 6 >= box.x - 1 && lit.x + lit.width - 6 <= box.x + box.width + 1);
          })
          .toBe(true);
      }
      if (index < 6) await step.getByRole('button', { name: 'Next' }).click();
    }
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/update_screen_guide'));
    await step.getByRole('button', { name: 'Done' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Not again after a reload, and the server says so too.
    await page.reload();
    await expect(page.getByRole('list', { name: 'Your figures' })).toBeVisible();
    await page.waitForTimeout(800);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const guides = (await (await request.get('/api/screen_guides', { headers: auth })).json()) as {
      result: { is_dashboard_sg_read: boolean };
    };
    expect(guides.result.is_dashboard_sg_read).toBe(true);

    // The to-do list leads to the upload page; the song goes up and plays.
    const todo = page.getByRole('list', { name: 'Next steps' });
    const firstSong = todo.getByRole('link', { name: /Upload your first song/ });
    await expect(firstSong).toBeVisible();
    await expect(page.getByTestId('figure-songs')).toHaveText('0');
    await firstSong.click();
    await expect(page).toHaveURL(/\/upload\/tracks$/);
    await page.getByLabel(/Choose your song/).setInputFiles(media!.tones[1]!);
    await expect(page.getByRole('progressbar', { name: 'Uploading track_2.mp3' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await page.getByLabel(/Change artwork|Choose artwork/).setInputFiles(media!.artwork);
    await expect(page.getByRole('progressbar', { name: 'Uploading artwork.png' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('group', { name: 'Genres' }).getByText('Indie Pop', { exact: true }).click();
    await page.getByRole('group', { name: 'Languages' }).getByText('Hindi', { exact: true }).click();
    await page.getByRole('button', { name: 'Upload song' }).click();
    await expect(page).toHaveURL(/\/songs\/[a-z0-9-]+$/);
    const songSlug = new URL(page.url()).pathname.split('/').pop() as string;
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await closeClapGuide(page);
    const isPlayLog = (response: { url(): string; request(): { method(): string; postData(): string | null } }, event: string) =>
      response.url().endsWith('/api/activity_logger') && response.request().method() === 'POST' && (response.request().postData() ?? '').includes(`"event":"${event}"`);
    const played = page.waitForResponse((response) => isPlayLog(response, 'play'));
    const listened = page.waitForResponse((response) => isPlayLog(response, 'listened'), { timeout: 20_000 });
    await page.getByRole('button', { name: `Play ${title}` }).click();
    expect((await played).ok()).toBe(true);
    // The play counts once it was really heard (issue 14): the 3 s tone plays through and the player confirms it.
    expect(await (await listened).json()).toMatchObject({ success: true, is_counted: true });

    // Back on the dashboard: the e-Press Kit promo (a later visit, with music to show) leads to /{slug}.
    await page.goto('/mydashboard');
    const promo = page.getByRole('dialog', { name: TOUR_TEXTS.epkPromoTitle });
    await expect(promo).toBeVisible();
    const promoLink = promo.getByRole('link', { name: TOUR_TEXTS.epkPromoButton });
    await expect(promoLink).toHaveAttribute('href', `/${artist.slug}`);
    await expectAccessible(page);
    await promoLink.click();
    await expect(page).toHaveURL(new RegExp(`/${artist.slug}$`));
    // The e-Press Kit shows the achievement the upload earned.
    await expect(page.getByRole('list', { name: 'Achievements of the artist' })).toContainText('First upload');

    // The to-do is gone, the figures count the song and its play, the achievement is listed; the server agrees.
    await page.goto('/mydashboard');
    await expect(page.getByTestId('figure-songs')).toHaveText('1');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Next steps' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Next steps' }).getByRole('link', { name: /Upload your first song/ }),
    ).toHaveCount(0);
    await expect(page.getByTestId('figure-plays')).toHaveText('1');
    await expect(page.getByRole('list', { name: 'Latest achievements' })).toContainText('First upload');
    const dashboard = (await (await request.get('/api/dashboard', { headers: auth })).json()) as {
      result: { todo: { key: string }[]; figures: { plays: { total: number } } };
    };
    expect(dashboard.result.todo.map((item) => item.key)).not.toContain('first_song');
    expect(dashboard.result.figures.plays.total).toBe(1);

    // Analytics: the play is in the totals, the top songs and the song's row.
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Analytics' }).click();
    await expect(page).toHaveURL(/\/mydashboard\/analytics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(page.getByTestId('total-song-plays')).toHaveText('1');
    await expect(page.getByRole('list', { name: 'Top songs' })).toContainText(title);
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row.getByRole('cell').first()).toHaveText('1');
    await expect(page.getByRole('img', { name: /^Plays, .*Songs 1, Videos 0\.$/ })).toBeVisible();
    await expectAccessible(page);

    // The range: 7 days keeps the play; a custom range that ends before it does not; a reversed one is refused.
    await page.getByText('7 days', { exact: true }).click();
    await expect(page).toHaveURL(/range=7/);
    await expect(page.getByTestId('total-song-plays')).toHaveText('1');
    await page.getByText('Custom', { exact: true }).click();
    const custom = page.getByRole('form', { name: 'Custom range' });
    await custom.getByLabel('From').fill(daysAgo(1));
    await custom.getByLabel('To').fill(daysAgo(3));
    await custom.getByRole('button', { name: 'Apply' }).click();
    await expect(custom.getByRole('alert')).toHaveText(WORKSTATION_MESSAGES.analyticsRangeInvalid);
    await custom.getByLabel('From').fill(daysAgo(10));
    await custom.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`from=${daysAgo(10)}&to=${daysAgo(3)}`));
    await expect(page.getByTestId('total-song-plays')).toHaveText('0');
    const earlier = (await (
      await request.get(`/api/analytics?from=${daysAgo(10)}&to=${daysAgo(3)}`, { headers: auth })
    ).json()) as { result: { totals: { song_plays: number } } };
    expect(earlier.result.totals.song_plays).toBe(0);
    await page.getByText('28 days', { exact: true }).click();
    await expect(page.getByTestId('total-song-plays')).toHaveText('1');
    const analytics = (await (await request.get('/api/analytics?range=28', { headers: auth })).json()) as {
      result: { songs: { slug: string; plays: number }[] };
    };
    expect(analytics.result.songs.find((song) => song.slug === songSlug)?.plays).toBe(1);

    // The CSV export downloads the same numbers.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^analytics-.*\.csv$/);
    const csv = fs.readFileSync((await file.path()) as string, 'utf8');
    expect(csv).toContain('song_plays');
    expect(csv).toContain(title);
  });
});
