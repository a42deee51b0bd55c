import { expect, test, type Locator } from '@playwright/test';
import { MESSAGES } from '../packages/domain/src/messages.ts';
import { buildUniqueEmail, readMailedPath, readSmsCode, typeCode, waitForRobotCheck } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';

/** The six code boxes of a dialog. */
function codeBoxes(dialog: Locator) {
  return dialog.getByRole('group', { name: /digit code/ }).getByRole('textbox');
}

async function borderColorOf(box: Locator): Promise<string> {
  return box.evaluate((element) => getComputedStyle(element).borderTopColor);
}

test.describe('codes by e-mail and SMS', () => {
  test('a wrong code turns the boxes red with Invaild OTP; a mailed link verifies the email; an SMS code the mobile', async ({ page, request }, info) => {
    const email = buildUniqueEmail('codes', info);
    const mobile = `9${String(Date.now()).slice(-9)}`;

    // A listener registers and leaves the Register dialog at the city step.
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Register', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Click here' }).click();
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Kiran');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('tabla-beats');
    await waitForRobotCheck(dialog);
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(dialog.getByRole('heading', { name: MESSAGES.registerStepCity })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/what-is-new$/);

    // Verify Email from the landing page: a wrong code first.
    await page.getByRole('button', { name: 'Verify email' }).click();
    await expect(dialog.getByRole('heading', { name: MESSAGES.verifyEmailTitle })).toBeVisible();
    await expect(dialog.getByText('Check your spam or junk folder', { exact: false })).toBeVisible();
    const boxes = codeBoxes(dialog);
    await expect(boxes).toHaveCount(6);
    const normalBorder = await borderColorOf(boxes.first());
    await typeCode(dialog, '12345');
    await expect(boxes.nth(5)).toBeFocused();
    // Backspace clears and moves back.
    await page.keyboard.press('Backspace');
    await expect(boxes.nth(4)).toBeFocused();
    await expect(boxes.nth(4)).toHaveValue('');
    await page.keyboard.type('00');
    await dialog.getByRole('button', { name: MESSAGES.verifyEmailTitle }).click();
    await expect(dialog.getByRole('alert')).toHaveText(MESSAGES.invalidOtp);
    for (let index = 0; index < 6; index += 1) await expect(boxes.nth(index)).toHaveAttribute('aria-invalid', 'true');
    expect(await borderColorOf(boxes.first())).not.toBe(normalBorder);
    await expectAccessible(page);

    // A link instead of the code: /verify-email/{a}/{b} posts activate_user_account once.
    await dialog.getByRole('button', { name: 'Email me a verification link' }).click();
    await expect(dialog.getByRole('status')).toHaveText(MESSAGES.activationSent);
    const link = await readMailedPath(request, email, /\/verify-email\/[^\s/]+\/[^\s/]+/);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.emailVerified);
    await expectAccessible(page);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('currentUser') ?? '{}').isEmailVerified)).toBe(true);

    // Settings: add a mobile and verify it by SMS.
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Bio' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Add mobile' }).click();
    await expect(dialog.getByRole('heading', { name: 'Verify Phone Number' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await expect(dialog.getByText(MESSAGES.mobileRequired)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Mobile number' }).pressSequentially(`${mobile}99`);
    await expect(dialog.getByRole('textbox', { name: 'Mobile number' })).toHaveValue(mobile);
    await dialog.getByRole('checkbox', { name: 'This number is on WhatsApp' }).check();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await expect(dialog.getByRole('button', { name: MESSAGES.resendOtp })).toBeDisabled();
    await typeCode(dialog, '000000');
    await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(MESSAGES.invalidOtp);
    await expect(codeBoxes(dialog).first()).toHaveAttribute('aria-invalid', 'true');
    await typeCode(dialog, await readSmsCode(request, `91${mobile}`));
    await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByText(MESSAGES.mobileVerified)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Email and mobile' })).toContainText(`+91 ${mobile}`);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('currentUser') ?? '{}'))).toMatchObject({ mobile, isMobVerified: true, iswhatsapp_verify: true });
  });
});
