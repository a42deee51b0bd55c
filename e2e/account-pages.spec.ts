import { expect, test } from '@playwright/test';
import { MESSAGES } from '../packages/domain/src/messages.ts';
import { readMailedPath } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';

test.describe('account pages and the route guard', () => {
  test('a visitor opening a signed-in page is sent home, where the sign-in dialog offers to come back', async ({ page }) => {
    for (const path of ['/settings', '/what-is-new', '/on-boarding', '/library']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('dialog').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    }
    await expectAccessible(page);
  });

  test('/login-full signs in without header or footer; a listener lands on /what-is-new', async ({ page }) => {
    await page.goto('/login-full');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Email' }).fill('meera@demo.indiwave.local');
    await page.getByLabel('Password', { exact: true }).fill('indiwave-demo');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/what-is-new$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Meera!');
    // Signed in, ?login= goes straight to its target.
    await page.goto('/faq?login=%2Fabout');
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('forgot password mails a link; the link sets a new password once', async ({ page, request }) => {
    await page.goto('/?login=%2F');
    await page.getByRole('dialog').getByRole('link', { name: MESSAGES.forgotPassword }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Email' }).fill('tanvi@demo.indiwave.local');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText(MESSAGES.forgotPasswordSent);
    await expectAccessible(page);

    const link = await readMailedPath(request, 'tanvi@demo.indiwave.local', /\/reset-password\/[^\s/]+\/[^\s/]+/);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('indiwave-demo');
    await page.getByLabel('Confirm new password').fill('indiwave-dem0');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText(MESSAGES.passwordMismatch)).toBeVisible();
    await page.getByLabel('Confirm new password').fill('indiwave-demo');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Password changed');
    await expectAccessible(page);
    // Single use.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('indiwave-demo');
    await page.getByLabel('Confirm new password').fill('indiwave-demo');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.linkInvalid);
  });
});
