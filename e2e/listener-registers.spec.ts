import { expect, test } from '@playwright/test';
import { MESSAGES } from '../packages/domain/src/messages.ts';
import { buildUniqueEmail, readEmailCode, typeCode, waitForRobotCheck } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';

test.describe('a listener joins Indiwave', () => {
  test('registers, lands on /what-is-new, then upgrades to an artist profile', async ({ page, request }, info) => {
    const email = buildUniqueEmail('listener', info);

    await page.goto('/faq');
    await page.getByRole('banner').getByRole('link', { name: 'Register', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Click here' }).click();

    // Step 4, 'Add Your Details As Listener'.
    await expect(dialog.getByRole('heading', { name: MESSAGES.registerStepListener })).toBeVisible();
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(dialog.getByText(MESSAGES.nameRequired)).toBeVisible();
    await expect(dialog.getByText(MESSAGES.emailRequired)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await dialog.getByLabel('Password', { exact: true }).fill('abc');
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(dialog.getByText(MESSAGES.emailInvalid)).toBeVisible();
    await expect(dialog.getByText(MESSAGES.passwordMin)).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Lila');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Fernandes');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('monsoon-mix');
    await waitForRobotCheck(dialog);
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();

    // Step 2, then Verify Email.
    await expect(dialog.getByRole('heading', { name: MESSAGES.registerStepCity })).toBeVisible();
    const country = dialog.getByRole('combobox', { name: 'Country' });
    await country.fill('India');
    // The list loads from the server: choose only once the option is there.
    await dialog.getByRole('option', { name: 'India', exact: true }).click();
    const state = dialog.getByRole('combobox', { name: 'State' });
    await state.fill('Goa');
    await dialog.getByRole('option', { name: 'Goa', exact: true }).click();
    const city = dialog.getByRole('combobox', { name: 'City' });
    await city.fill('Panaji');
    await dialog.getByRole('option', { name: 'Panaji', exact: true }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('heading', { name: MESSAGES.verifyEmailTitle })).toBeVisible();
    await typeCode(dialog, await readEmailCode(request, email));
    await dialog.getByRole('button', { name: MESSAGES.verifyEmailTitle }).click();

    // Listeners land on /what-is-new (READING 'After sign-in').
    await expect(page).toHaveURL(/\/what-is-new$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Lila!');
    // The toast fades in and out within a second; axe judges the page once it has gone.
    await expect(page.getByText(MESSAGES.emailVerified)).toBeHidden();
    await expectAccessible(page);

    // Upgrade to Artist Profile, with the messages of spec 2 §5.4.
    await page.getByRole('button', { name: 'Upgrade to Artist Profile' }).click();
    await expect(dialog.getByRole('heading', { name: 'Upgrade to Artist Profile' })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Artist / band name' }).fill('');
    await dialog.getByRole('button', { name: 'Upgrade to Artist' }).click();
    await expect(dialog.getByText(MESSAGES.artistBandNameRequired)).toBeVisible();
    await expect(dialog.getByText(MESSAGES.mobileRequired)).toBeVisible();
    await expect(dialog.getByText(MESSAGES.selectOne)).toHaveCount(2);
    await expectAccessible(page);
    const mobile = dialog.getByRole('textbox', { name: 'Mobile' });
    await mobile.pressSequentially('98a76');
    await expect(mobile).toHaveValue('9876');
    await dialog.getByRole('button', { name: 'Upgrade to Artist' }).click();
    await expect(dialog.getByText(MESSAGES.mobileTenDigits)).toBeVisible();
    await mobile.fill('9876501234');
    await dialog.getByRole('textbox', { name: 'Artist / band name' }).fill('Lila and the Tides');
    await dialog.getByRole('radio', { name: 'An artist' }).check();
    await dialog.getByText('Singer', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Upgrade to Artist' }).click();

    // An Artist now (status 1), on the dashboard.
    await expect(page).toHaveURL(/\/mydashboard$/);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('currentUser') ?? '{}'))).toMatchObject({ status: 1, type: 'Artist' });
  });
});
