import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { DISTRIBUTION_MESSAGES } from '@indiwave/domain/messages';
import { deliverSingle } from './support/distribution.ts';
import { registerArtist } from './support/new-artist.ts';
import { DEMO_STAFF, obtainTokenFor, signInWith } from './support/opportunities.ts';
import { DEMO_PASSWORD, openPersonPage } from './support/people.ts';
import { buyProThroughSandbox } from './support/pro.ts';

/** The batches of the server under test (scripts/e2e-server.mjs: DATA_DIR is E2E_DATA_DIR). */
const DELIVERY_DIR = path.resolve(import.meta.dirname, '..', process.env.E2E_DATA_DIR ?? path.join('.tmp', 'e2e-data'), 'delivery');

/** The folder of a complete batch of `upc` whose id ends with `suffix`, once its marker is written. */
function findBatch(upc: string, suffix: string): string {
  const batch = (fs.existsSync(DELIVERY_DIR) ? fs.readdirSync(DELIVERY_DIR) : []).find((name) => name.includes(`_${upc}_${suffix}`)) ?? '';
  return batch && fs.existsSync(path.join(DELIVERY_DIR, batch, `BatchComplete_${batch}.xml`)) ? batch : '';
}

test.describe('Distribution takedowns (issue 18)', () => {
  test('staff take a delivered release down from a store; the artist reads the signed agreement and appeals once; staff restore it and it is delivered again', async ({ page, request, browser }, info) => {
    test.setTimeout(240_000);
    const artist = await registerArtist(request, info, 'takedown');
    await buyProThroughSandbox(request, artist.token);
    const staffToken = await obtainTokenFor(request, DEMO_STAFF.email);
    const title = `Taken Song ${info.project.name} ${Date.now() % 100_000}`;
    const { upc } = await deliverSingle(request, artist.token, staffToken, title, artist.name, artist.email);

    // The team takes it down from Spotify with a reason.
    const staffPage = await openPersonPage(browser, info);
    await signInWith(staffPage, DEMO_STAFF.email, DEMO_PASSWORD, '/admin/releases');
    const review = staffPage.getByRole('listitem').filter({ has: staffPage.getByRole('heading', { name: title }) });
    // Pressed from the keyboard: on the phone, pointer clicks on a long console list miss their target (noted in issue 18's note).
    await review.getByText('Take down from stores').focus();
    await staffPage.keyboard.press('Enter');
    await review.getByRole('button', { name: 'Take down' }).focus();
    await staffPage.keyboard.press('Enter');
    await expect(review.getByRole('alert').filter({ hasText: DISTRIBUTION_MESSAGES.takedownStoresRequired })).toBeVisible();
    await review.getByRole('checkbox', { name: 'Spotify' }).focus();
    await staffPage.keyboard.press('Space');
    await review.getByLabel('Reason for the takedown').fill('A rights holder claims the recording');
    await review.getByRole('button', { name: 'Take down' }).focus();
    await staffPage.keyboard.press('Enter');
    await expect(review.getByText('Taken down from Spotify')).toBeVisible();
    await expect.poll(() => findBatch(upc, 'takedown'), { timeout: 60_000 }).not.toBe('');
    const takedownBatch = findBatch(upc, 'takedown');
    const message = fs.readFileSync(path.join(DELIVERY_DIR, takedownBatch, upc, `${upc}_spotify.xml`), 'utf8');
    expect(message).toContain('<EndDate>');
    expect(fs.existsSync(path.join(DELIVERY_DIR, takedownBatch, upc, `${upc}_jiosaavn.xml`))).toBe(false);

    // The artist reads why on My Releases and appeals once.
    await signInWith(page, artist.email, artist.password, '/distribute/my-releases');
    const mine = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(mine.getByText('Reason: A rights holder claims the recording')).toBeVisible();
    await expect(mine.getByText('Taken down', { exact: true })).toBeVisible();
    await mine.getByLabel('Your appeal (you can appeal once)').fill('I recorded and own this song; the contract is in my e-mail to support.');
    await mine.getByRole('button', { name: 'Send appeal' }).focus();
    await page.keyboard.press('Enter');
    await expect(mine.getByRole('list', { name: `Takedowns of ${title}` }).getByText('I recorded and own this song; the contract is in my e-mail to support.')).toBeVisible();
    await expectAccessible(page);
    await expect(mine.getByRole('button', { name: 'Send appeal' })).toHaveCount(0);

    // The signed agreement, as it was signed, printable: its text, time, address and the code's channel.
    await mine.getByRole('link', { name: 'Signed agreement' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Agreement for “${title}”` })).toBeVisible();
    await expect(page.getByText(`a code e-mailed to ${artist.email}`)).toBeVisible();
    await expectAccessible(page);
    await expect(page.getByLabel('Signed text')).toContainText(`DISTRIBUTION AGREEMENT — "${title}"`);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await page.goBack();

    // The team sees the appeal and restores the store: the release is delivered to it again.
    await staffPage.reload();
    await expect(review.getByRole('list', { name: `Takedowns of ${title}` }).getByText('I recorded and own this song; the contract is in my e-mail to support.')).toBeVisible();
    await review.getByRole('button', { name: 'Restore to stores' }).focus();
    await staffPage.keyboard.press('Enter');
    await expect(review.getByText('Restored to Spotify')).toBeVisible();
    await staffPage.context().close();
    await expect.poll(() => findBatch(upc, 'restore'), { timeout: 60_000 }).not.toBe('');
    const restoreBatch = findBatch(upc, 'restore');
    expect(fs.readdirSync(path.join(DELIVERY_DIR, restoreBatch, upc, 'resources'))).toContain(`${upc}.jpg`);

    await page.reload();
    await expect(mine.getByText('Restored to Spotify')).toBeVisible();
  });
});
