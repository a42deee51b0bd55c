import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { registerArtist, type NewArtist } from './support/new-artist.ts';
import { DEMO, isPhoneProject, signInAs } from './support/people.ts';

/** Signs the artist in through the sign-in dialog, landing on a page of the app. */
async function signIn(page: Page, artist: NewArtist, target: string): Promise<void> {
  await page.goto(`/?login=${encodeURIComponent(target)}`);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(artist.email);
  await dialog.getByLabel('Password', { exact: true }).fill(artist.password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === target);
}

/** The drawer's Pro banner (the phone's drawer opens from the header's menu button). */
async function findProBanner(page: Page, info: TestInfo, name: RegExp) {
  if (isPhoneProject(info)) await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('link', { name });
}

test.describe('Pro membership', () => {
  test('an artist buys Pro through the sandbox gateway, sees Pro Member and the promo tools unlock', async ({ page, request }, info) => {
    const artist = await registerArtist(request, info, 'pro');
    await request.post('/api/update_screen_guide', { headers: { authorization: artist.token }, data: { name: 'dashboard' } });
    await signIn(page, artist, '/mydashboard/promote');

    // Not Pro yet: the tools are locked and the menu offers the upgrade.
    const locked = page.getByRole('region', { name: 'This is a Pro feature' });
    await expect(locked).toBeVisible();
    await expectAccessible(page);
    await locked.getByRole('button', { name: 'Upgrade Now' }).click();

    // The subscription dialog: Pro chosen by default, Rs 4000/Year struck through, Rs 2000/Year (spec 2 §2.1, §9).
    const dialog = page.getByRole('dialog', { name: 'Choose Your Membership Plan' });
    await expect(dialog.getByRole('radio', { name: /Pro/ })).toBeChecked();
    await expect(dialog.locator('s', { hasText: 'Rs 4000/Year' })).toBeVisible();
    await expect(dialog.getByText('Rs 2000/Year', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/subscription\/checkout$/);
    await expect(page.getByTestId('checkout-total')).toHaveText('Rs 2000');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    // The sandbox gateway's own page, clearly in test mode.
    await expect(page).toHaveURL(/\/api\/sandbox_gateway\/checkout\//);
    await expect(page.getByText('TEST MODE: sandbox payment gateway. No money moves.')).toBeVisible();
    await expect(page.getByText('Rs 2000')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    // Back on the Pro page: welcome, Pro Member, a year to go.
    await expect(page).toHaveURL(/\/subscription\/indiwave-pro\?order=IW[A-Z0-9]{16}$/);
    await expect(page.getByText('Welcome to Pro! Your Pro features are unlocked.')).toBeVisible();
    await expect(page.getByTestId('pro-expiry')).toContainText(/Your membership ends in 36[56] days/);
    await expectAccessible(page);
    await expect(await findProBanner(page, info, /Pro Member/)).toBeVisible();

    // The tools are open now (a new artist is asked for a first song, which every tool works on).
    await page.goto('/mydashboard/promote');
    await expect(page.getByText('Upload a song first: every tool works on your own music.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'This is a Pro feature' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('an expired member meets the renewal dialog at Rs 1600 on the dashboard', async ({ page }, info) => {
    await signInAs(page, DEMO.ribha, '/mydashboard');
    const dialog = page.getByRole('dialog', { name: 'Your Pro membership has expired' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('EXPIRED', { exact: true })).toBeVisible();
    await expect(dialog.getByTestId('renewal-price')).toContainText('Rs 1600');
    await expect(dialog.locator('s', { hasText: 'Rs 2000' })).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Renew Now' }).click();
    await expect(page).toHaveURL(/\/subscription\/checkout$/);
    await expect(page.getByTestId('checkout-total')).toHaveText('Rs 1600');
    await expect(await findProBanner(page, info, /Pro Member.*EXPIRED/)).toBeVisible();
    await expectAccessible(page);
  });
});
