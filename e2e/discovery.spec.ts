import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '../packages/domain/src/messages.ts';
import { expectAccessible } from './support/axe.ts';
import { createTestMedia, removeTestMedia, type TestMedia } from './support/media.ts';

const BAND = { email: 'monsoontheory@demo.indiwave.local', password: 'indiwave-demo', slug: 'monsoon-theory' };

let media: TestMedia | undefined;
let riderPdf = '';

test.beforeAll(async () => {
  media = await createTestMedia();
  // A one-page PDF, small but real enough for a content check.
  riderPdf = path.join(media.dir, 'stage-plot.pdf');
  fs.writeFileSync(
    riderPdf,
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 300]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
});

test.afterAll(() => removeTestMedia(media));

/** The header's search box; phones open it first with the Search button. */
async function openSearchBox(page: Page) {
  const box = page.getByRole('combobox', { name: 'Search' });
  if ((page.viewportSize()?.width ?? 1280) < 768) await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await expect(box).toBeVisible();
  return box;
}

/** Signs a demo account in through the sign-in dialog that `?login=` opens, landing on `target`. */
async function signIn(page: Page, account: { email: string; password: string }, target: string): Promise<void> {
  await page.goto(`/?login=${encodeURIComponent(target)}`);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[/?]/g, '\\$&')}$`));
}

test.describe('a visitor discovers artists', () => {
  test('searches from the header, opens an e-Press Kit and is asked to sign in to follow', async ({ page, context }) => {
    await page.goto('/faq');
    const box = await openSearchBox(page);

    // One character never searches, even after the pause.
    await box.pressSequentially('a');
    await page.waitForTimeout(1600);
    await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toHaveCount(0);
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    // Two or more do, a second after the typing stops, grouped by type.
    await box.pressSequentially('sha');
    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(list).toBeVisible();
    await expect(list.getByRole('group', { name: 'Artists' }).getByRole('option', { name: /Asha Menon/ })).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page);

    // Back under 2 characters clears the results.
    await box.press('Backspace');
    await box.press('Backspace');
    await box.press('Backspace');
    await expect(list).toHaveCount(0);

    // Enter goes to the search page, whose tabs keep the type in the URL.
    await box.pressSequentially('sha');
    await expect(list).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?keywords=asha&type=$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “asha”' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Result types' });
    await expect(tabs.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);
    await tabs.getByRole('link', { name: /Artists/ }).click();
    await expect(page).toHaveURL(/\/search\?keywords=asha&type=artist$/);
    await expect(tabs.getByRole('link', { name: /Artists/ })).toHaveAttribute('aria-current', 'page');

    // The artist's e-Press Kit.
    await page.getByRole('list', { name: 'Artists' }).getByRole('link', { name: 'Asha Menon' }).click();
    await expect(page).toHaveURL(/\/asha-menon$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Asha Menon' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /Songs/ })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact', exact: true })).toBeVisible();
    const cookies = await context.cookies();
    const oldepk = cookies.find((cookie) => cookie.name === 'oldepk');
    expect(oldepk?.value).toBe('true');
    // 365 days, give or take the test's own seconds.
    expect((oldepk?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    await expectAccessible(page);

    // Following asks a visitor to sign in.
    await page.getByRole('button', { name: 'Follow Asha Menon' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  });

  test('an unknown or reserved name ends on the not-found page', async ({ page }) => {
    await page.goto('/nobody-is-called-this');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: 'This page is off the setlist' })).toBeVisible();
    // A reserved word is never a profile: the not-found page shows in place.
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'This page is off the setlist' })).toBeVisible();
    await expect(page).toHaveURL(/\/help$/);
  });
});

test.describe('a visitor browses the listings', () => {
  test('sees catalogue shelves at home, and listing filters land in the URL', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Featured artists' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'New music' })).toBeVisible();
    await expectAccessible(page);

    // /songs: order and filters are in the URL, and the URL brings them back.
    await page.goto('/songs');
    await expect(page.getByRole('heading', { level: 1, name: 'Songs' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await page.getByRole('navigation', { name: 'Order' }).getByRole('link', { name: 'Best' }).click();
    await expect(page).toHaveURL(/\/songs\?type=best$/);
    await page.getByLabel('Genre').selectOption({ label: 'Indie Pop' });
    await expect(page).toHaveURL(/\/songs\?type=best&genre=indie-pop$/);
    await expect(page.getByRole('article', { name: 'First Rain' })).toBeVisible();
    await expectAccessible(page);
    await page.reload();
    await expect(page.getByLabel('Genre')).toHaveValue('indie-pop');
    await expect(page.getByRole('navigation', { name: 'Order' }).getByRole('link', { name: 'Best' })).toHaveAttribute('aria-current', 'page');

    // Exactly /albums is /songs; with a query it is the album listing.
    await page.goto('/albums');
    await expect(page).toHaveURL(/\/songs$/);
    await page.goto('/albums?type=album');
    await expect(page.getByRole('heading', { level: 1, name: 'Albums' })).toBeVisible();

    await page.goto('/video-songs');
    await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible();
    await expectAccessible(page);

    // The directory: a name search and a genre, in the URL.
    await page.goto('/artists');
    await page.getByRole('searchbox', { name: 'Name' }).fill('monsoon');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page).toHaveURL(/\/artists\?keyword=monsoon$/);
    await expect(page.getByRole('main').getByRole('link', { name: 'Monsoon Theory' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Asha Menon' })).toHaveCount(0);
    await expectAccessible(page);
  });
});

test.describe('a band keeps its e-Press Kit', () => {
  test('edits band members, uploads and deletes a tech rider and a press photo', async ({ page }) => {
    await signIn(page, BAND, `/${BAND.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Monsoon Theory' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Follow Monsoon Theory/ })).toHaveCount(0);

    // The bio, through the details editor the kit opens.
    const bio = `Monsoon Theory plays loud, slow songs about rain. (${test.info().project.name} ${Date.now()})`;
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit your e-Press Kit' });
    await editor.getByRole('textbox', { name: 'Bio' }).fill(bio);
    await editor.getByRole('button', { name: 'Save details' }).click();
    await expect(editor.getByText(MESSAGES.changesSaved)).toBeVisible();
    await expectAccessible(page);
    await editor.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('region', { name: 'About' }).getByText(bio)).toBeVisible();

    // Band members with roles.
    const members = page.getByRole('region', { name: 'Band members' });
    await members.getByRole('button', { name: 'Edit members' }).click();
    while ((await members.getByRole('button', { name: /Remove member/ }).count()) > 0) {
      await members.getByRole('button', { name: /Remove member/ }).first().click();
    }
    await members.getByRole('button', { name: 'Add member' }).click();
    await members.getByRole('button', { name: 'Save members' }).click();
    await expect(members.getByText(MESSAGES.bandMemberNameRequired)).toBeVisible();
    await members.getByRole('textbox', { name: 'Name of member 1' }).fill('Kavya Iyer');
    await members.getByRole('button', { name: 'Save members' }).click();
    await expect(page.getByText(MESSAGES.bandMembersSaved)).toBeVisible();
    await expect(members.getByText('Kavya Iyer')).toBeVisible();

    // The tech rider: a PDF only; then a download link for promoters.
    const rider = page.getByRole('region', { name: 'Tech rider' });
    await rider.getByLabel(/Upload tech rider|Replace tech rider/).setInputFiles(media!.artwork);
    await expect(rider.getByText(MESSAGES.techRiderFormat)).toBeVisible();
    await rider.getByLabel(/Upload tech rider|Replace tech rider/).setInputFiles(riderPdf);
    await expect(rider.getByRole('link', { name: 'Download tech rider' })).toBeVisible();
    await expect(rider.getByText(/stage-plot\.pdf/)).toBeVisible();

    // A press photo, then deleted again.
    const photos = page.getByRole('region', { name: 'Press photos' });
    const before = await photos.getByRole('img').count();
    const photoResponse = page.waitForResponse((response) => /\/media\/press\/[a-f0-9]{32}\/preview\.jpg$/.test(response.url()));
    await photos.getByLabel('Add press photo').setInputFiles(media!.artwork);
    await expect(photos.getByRole('img')).toHaveCount(before + 1);
    // Lazy below the fold; once scrolled to, Chromium gets its preview as WebP at the .jpg address (issue 16).
    await photos.getByRole('img').nth(before).scrollIntoViewIfNeeded();
    expect((await photoResponse).headers()['content-type']).toBe('image/webp');
    await expect.poll(() => photos.getByRole('img').nth(before).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    await expectAccessible(page);
    await photos.getByRole('button', { name: `Delete press photo ${before + 1}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: /Yes|OK|Confirm/ }).click();
    await expect(photos.getByRole('img')).toHaveCount(before);

    await rider.getByRole('button', { name: 'Delete tech rider' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: /Yes|OK|Confirm/ }).click();
    await expect(rider.getByRole('link', { name: 'Download tech rider' })).toHaveCount(0);
  });
});
