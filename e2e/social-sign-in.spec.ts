import { expect, test } from '@playwright/test';
import { MESSAGES } from '../packages/domain/src/messages.ts';
import { expectAccessible } from './support/axe.ts';
import { routeGoogleConsent, startProviderStandIn } from './support/oauth.ts';

test.describe('signing in with Google', () => {
  test('a new Google user finishes at /register, with the e-mail read-only, and is offered the artist profile', async ({ page }, info) => {
    const provider = await startProviderStandIn();
    try {
      const stamp = `${info.project.name}-${Date.now()}`;
      const email = `pia-${stamp}@gmail.example`;
      const token = `google-token-${stamp}`;
      provider.addGoogleToken(token, { sub: `sub-${stamp}`, email, email_verified: true, given_name: 'Pia', family_name: 'Das' });
      await routeGoogleConsent(page, token, 'Pia Das');

      await page.goto('/blogs?login=%2Fblogs');
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('button', { name: 'Login with Google' })).toBeVisible();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Login with Google' }).click();

      // The provider's page (the stand-in), then back to the app with the token.
      await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
      await page.getByRole('link', { name: 'Continue as Pia Das' }).click();

      // social_login made the account: finish it at /register (no header, no footer).
      await expect(page).toHaveURL(/\/register$/);
      expect(provider.requests).toContain('GET /oauth2/v3/tokeninfo');
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.registerStepArtist);
      await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
      await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '');
      await expect(page.getByRole('textbox', { name: 'Artist / stage name' })).toHaveValue('Pia Das');
      await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(/^pia-das/);
      await expect(page.getByRole('group', { name: 'Robot check' })).toHaveCount(0);
      await expectAccessible(page);

      // As a listener: the names come prefilled apart; Google listeners are offered the artist profile.
      await page.getByRole('button', { name: 'Click here' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.registerStepListener);
      await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Pia');
      await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Das');
      await page.getByRole('button', { name: 'Continue' }).click();
      const dialogAfter = page.getByRole('dialog');
      await expect(dialogAfter.getByRole('heading', { name: 'Upgrade to Artist Profile' })).toBeVisible();
      await expectAccessible(page);
      await dialogAfter.getByRole('button', { name: 'Not now' }).click();

      // A social sign-in lands listeners on /songs (spec 1 §4).
      await expect(page).toHaveURL(/\/songs$/);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('currentUser') ?? '{}'))).toMatchObject({
        status: 3,
        email,
        isEmailVerified: true,
        isShowUpdateForm: false,
        signInProvider: 'GOOGLE',
      });
    } finally {
      await provider.close();
    }
  });
});
