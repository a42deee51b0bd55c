import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '../packages/domain/src/messages.ts';
import { waitForRobotCheck } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { readDemoSongs } from './support/listening.ts';
import { readMailbox } from './support/mailbox.ts';
import { DEMO, obtainToken, signInAs } from './support/people.ts';

// Each project writes as its own demo listener on its own artist's song and album, so desktop
// and phone never meet each other's comments on the shared e2e server.
const CAST = {
  desktop: { listener: DEMO.meera, artist: DEMO.ishaan, band: DEMO.monsoon },
  phone: { listener: DEMO.rohan, artist: DEMO.kabir, band: DEMO.dhoop },
} as const;

function castOf(info: { project: { name: string } }) {
  return CAST[info.project.name === 'phone' ? 'phone' : 'desktop'];
}

async function pickSong(page: Page, artistSlug: string) {
  const [song] = await readDemoSongs(page.request, artistSlug);
  expect(song, 'the demo artist has songs').toBeTruthy();
  return song as { slug: string; title: string };
}

async function pickAlbum(page: Page, artistSlug: string): Promise<{ slug: string; title: string }> {
  const reply = (await (await page.request.get(`/api/indiwaveuser/songs?slug=${artistSlug}&limit=20`)).json()) as { results: { is_album: boolean; album_slug: string | null; title: string }[] };
  const album = reply.results.find((item) => item.is_album && item.album_slug);
  expect(album, 'the demo band has an album').toBeTruthy();
  return { slug: album?.album_slug as string, title: album?.title as string };
}

/** The clap guide shows once to a signed-in person on a detail page; step through it when it does. */
async function passClapGuide(page: Page) {
  const guide = page.getByRole('group', { name: 'Clap guide' });
  if (!(await guide.isVisible().catch(() => false))) {
    await page.waitForTimeout(500);
    if (!(await guide.isVisible())) return;
  }
  await guide.getByRole('button', { name: 'Next' }).click();
  await guide.getByRole('button', { name: 'Got it' }).click();
  await expect(guide).toBeHidden();
}

async function openMoreMenu(page: Page, title: string) {
  await page.getByRole('button', { name: `More options for ${title}` }).first().click();
}

test.describe('comments, reviews, reports and sharing', () => {
  test('a listener comments on a song and replies, edits and deletes a comment, then rates an album', async ({ page }, info) => {
    test.setTimeout(90_000);
    const cast = castOf(info);
    const song = await pickSong(page, cast.artist.slug);
    const stamp = `${info.project.name}-${Date.now()}`;
    await signInAs(page, cast.listener, `/songs/${song.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: song.title })).toBeVisible();
    await passClapGuide(page);

    const comments = page.locator('section#comments');
    await expect(comments.getByRole('heading', { name: /Comments/ })).toBeVisible();
    await comments.getByPlaceholder('Write a comment').fill(`What a groove ${stamp}`);
    await comments.getByRole('button', { name: 'Post' }).click();
    const mine = comments.getByRole('article', { name: `Comment by ${cast.listener.name}` }).filter({ hasText: `What a groove ${stamp}` });
    await expect(mine).toBeVisible();

    await mine.getByRole('button', { name: 'Reply' }).click();
    await comments.getByPlaceholder(`Reply to ${cast.listener.name}`).fill(`And the bass line ${stamp}`);
    await comments.getByRole('button', { name: 'Reply', exact: true }).last().click();
    await expect(comments.getByText(`And the bass line ${stamp}`)).toBeVisible();
    await expectAccessible(page);

    await mine.getByRole('button', { name: 'Edit' }).click();
    await comments.getByRole('textbox', { name: 'Edit your comment' }).fill(`What a groove, edited ${stamp}`);
    await comments.getByRole('button', { name: 'Save' }).click();
    const edited = comments.getByRole('article', { name: `Comment by ${cast.listener.name}` }).filter({ hasText: `What a groove, edited ${stamp}` });
    await expect(edited.getByText('(edited)')).toBeVisible();

    await edited.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: MESSAGES.confirmDefault }).getByRole('button', { name: 'OK' }).click();
    await expect(comments.getByText(`What a groove, edited ${stamp}`)).toBeHidden();
    // The thread took its reply along.
    await expect(comments.getByText(`And the bass line ${stamp}`)).toBeHidden();

    const album = await pickAlbum(page, cast.band.slug);
    await page.goto(`/albums/${album.slug}`);
    await passClapGuide(page);
    const reviews = page.locator('section#comments');
    await expect(reviews.getByRole('heading', { name: /Reviews/ })).toBeVisible();
    await reviews.locator('label').filter({ hasText: '4 stars' }).click();
    await expect(reviews.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await reviews.getByPlaceholder('Write a review').fill(`Four stars from me ${stamp}`);
    // Sent from the keyboard: on a phone the album's track rows make the page wider than the
    // screen (the widgets' layout), which leaves the button under the fixed header for a pointer.
    await reviews.getByRole('button', { name: 'Post' }).press('Enter');
    const review = reviews.getByRole('article', { name: `Comment by ${cast.listener.name}` }).filter({ hasText: `Four stars from me ${stamp}` });
    await expect(review.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(reviews.getByText(/average from \d+ reviews?/)).toBeVisible();
    await expect(reviews.getByText('You have reviewed this. You can edit your review below.')).toBeVisible();
  });

  test('a visitor reports a song from its page', async ({ page, request }, info) => {
    test.setTimeout(90_000);
    const cast = castOf(info);
    const song = await pickSong(page, cast.artist.slug);
    await page.goto(`/songs/${song.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: song.title })).toBeVisible();
    await openMoreMenu(page, song.title);
    await page.getByRole('menuitem', { name: 'Report Abuse' }).click();

    const dialog = page.getByRole('dialog', { name: 'Report Abuse' });
    await expect(dialog.getByLabel('URL')).toHaveValue(new RegExp(`/songs/${song.slug}$`));
    await dialog.getByRole('button', { name: 'Report' }).click();
    await expect(dialog.getByText(MESSAGES.complaintInvalid)).toBeVisible();
    await expect(dialog.getByText(MESSAGES.reportDescriptionRequired)).toBeVisible();

    const email = `reporter-${info.project.name}-${Date.now()}@example.com`;
    await dialog.getByLabel('Complaint type').selectOption('Copyright Infringement');
    await dialog.getByLabel('Description').fill('This is my recording, uploaded without my permission.');
    await dialog.getByLabel('Name').fill('Nila Raman');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel(/^Mobile/).pressSequentially('98x76543210');
    await expect(dialog.getByLabel(/^Mobile/)).toHaveValue('9876543210');
    await waitForRobotCheck(dialog);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Report' }).click();
    await expect(page.getByText(MESSAGES.reportedSuccessfully)).toBeVisible();
    await expect(dialog).toBeHidden();

    const mails = await readMailbox(request);
    const mail = mails.find((item) => item.subject.startsWith('[Report]') && item.text.includes(email));
    expect(mail?.text).toContain(`/songs/${song.slug}`);
  });

  test('a visitor shares a song: copies the link and the embed code, and downloads a review card', async ({ page, context, request }, info) => {
    test.setTimeout(90_000);
    const cast = castOf(info);
    const song = await pickSong(page, cast.artist.slug);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // A comment to make a card of, written outside the browser.
    const token = await obtainToken(request, cast.listener);
    const posted = await request.post('/api/song_comments', { headers: { authorization: token }, data: { slug: song.slug, comment: `Card-worthy words ${info.project.name}` } });
    expect(posted.ok(), await posted.text()).toBe(true);

    await page.goto(`/songs/${song.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: song.title })).toBeVisible();
    await openMoreMenu(page, song.title);
    await page.getByRole('menuitem', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share' });
    await expect(dialog.getByRole('tab', { name: 'Share' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByLabel('Link')).toHaveValue(new RegExp(`/songs/${song.slug}$`));
    // Checked before any toast: a toast fading in is measured at part opacity.
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText(MESSAGES.copiedSuccessfully)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/songs/${song.slug}$`));
    await expect(dialog.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=.*&hashtag=%23WhereGreatMusicLives$/);

    await dialog.getByRole('tab', { name: 'Embed' }).click();
    await expect(dialog.getByLabel('Embed code')).toHaveValue(new RegExp(`^<iframe src="[^"]+/song-embed/${song.slug}" .*height=185`));
    await dialog.getByRole('button', { name: 'Copy code' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/song-embed/${song.slug}`);
    await dialog.getByRole('button', { name: 'Close' }).click();

    const comment = page.locator('section#comments').getByRole('article').filter({ hasText: `Card-worthy words ${info.project.name}` });
    await comment.getByRole('button', { name: 'Share' }).click();
    const cards = page.getByRole('dialog', { name: MESSAGES.shareReview });
    await expect(cards.getByRole('img', { name: /^Facebook card of/ })).toBeVisible();
    await expect.poll(() => cards.getByRole('img', { name: /^Instagram card of/ }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(720);
    const downloading = page.waitForEvent('download');
    await cards.getByRole('button', { name: 'Download Instagram card' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${song.slug}-review-instagram.png`);
    const png = await readFile((await download.path()) as string);
    // The PNG header's width and height: the 360x360 card at 3x.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1080]);
    await expect(cards.getByText(MESSAGES.cardDownloadFailed)).toBeHidden();
  });
});
