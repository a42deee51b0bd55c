import { expect, test } from '@playwright/test';
import { MESSAGES } from '../packages/domain/src/messages.ts';
import { expectAccessible } from './support/axe.ts';
import { readMailbox } from './support/mailbox.ts';

const isPhone = (name: string) => name === 'phone';

test.describe('a visitor browses Indiwave', () => {
  test('home shows the tagline and the claims', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.tagline);
    const main = page.getByRole('main');
    await expect(main.getByText('30+', { exact: true })).toBeVisible();
    await expect(main.getByText('150+', { exact: true })).toBeVisible();
    await expect(main.getByText(/200\+ Mn/).first()).toBeVisible();
    await expect(page.getByPlaceholder(MESSAGES.searchPlaceholder).or(page.getByRole('button', { name: 'Search' })).first()).toBeVisible();
    await expectAccessible(page);
  });

  test('the drawer: beside the content on desktop, closed on a phone', async ({ page }, info) => {
    await page.goto('/faq');
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (isPhone(info.project.name)) {
      await expect(nav).toBeHidden();
      await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('link', { name: 'Playlists' })).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    } else {
      await expect(nav.getByRole('link', { name: 'Get Pro' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText('FAQ');
      await page.getByRole('button', { name: 'Collapse menu' }).click();
      await expect.poll(async () => (await nav.boundingBox())?.width).toBeLessThanOrEqual(70);
      await page.getByRole('button', { name: 'Expand menu' }).click();
      await expect.poll(async () => (await nav.boundingBox())?.width).toBeGreaterThan(200);
    }
  });

  test('a signed-in artist opens drawer sections one at a time', async ({ page }, info) => {
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem('currentUser', JSON.stringify({ status: 1, type: 'Artist', slug: 'asha-menon', name: 'Asha Menon', id: 1, token: 'Token x', isProMember: 0 })),
    );
    await page.goto('/about');
    let nav = page.getByRole('navigation', { name: 'Main' });
    if (isPhone(info.project.name)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      nav = page.getByRole('dialog');
    }
    await expect(nav.getByRole('link', { name: MESSAGES.upgradeNow })).toBeVisible();
    const release = nav.getByRole('button', { name: 'Release' });
    const opportunities = nav.getByRole('button', { name: 'Opportunities' });
    await release.click();
    await expect(release).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'My Releases' })).toBeVisible();
    await opportunities.click();
    await expect(opportunities).toHaveAttribute('aria-expanded', 'true');
    await expect(release).toHaveAttribute('aria-expanded', 'false');
    await opportunities.click();
    await expect(opportunities).toHaveAttribute('aria-expanded', 'false');
    await expectAccessible(page);
  });

  test('footer links open in a new tab except careers and contact', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /careers/i })).not.toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('link', { name: /contact us/i }).first()).not.toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('link', { name: /terms of use/i })).toHaveAttribute('target', '_blank');
    const [popup] = await Promise.all([page.waitForEvent('popup'), footer.getByRole('link', { name: /privacy policy/i }).click()]);
    await popup.waitForLoadState();
    await expect(popup).toHaveURL(/\/about\/privacy-policy$/);
    await expect(popup.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(popup);
    await footer.getByRole('link', { name: /careers/i }).click();
    await expect(page).toHaveURL(/\/about\/careers$/);
    await expect(footer.getByText(String(new Date().getFullYear()))).toBeVisible();
  });

  test('the contact form reaches the support outbox', async ({ page, request }, info) => {
    const email = `visitor-${info.project.name}-${Date.now()}@example.com`;
    await page.goto('/about/contact-us');
    await page.getByRole('button', { name: /send/i }).click();
    await expect(page.getByText(MESSAGES.nameRequired)).toBeVisible();
    await page.getByRole('textbox', { name: 'Your name' }).fill('Meera Iyer');
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('combobox', { name: 'Subject' }).fill('Question about distribution');
    await page.getByRole('textbox', { name: 'Message' }).fill('Can I release a live album recorded in Chennai?');
    const robot = page.getByRole('group', { name: 'Robot check' });
    const checkbox = robot.getByRole('checkbox');
    // ALTCHA starts its proof of work when the form gets focus; a person may also tick the box.
    await expect(checkbox).toBeChecked({ timeout: 20_000 });
    await page.getByRole('button', { name: /send/i }).click();
    await expect(page.getByText(MESSAGES.contactSent)).toBeVisible();
    const mails = await readMailbox(request);
    const mail = mails.find((m) => m.text.includes(email));
    expect(mail?.subject).toContain('Question about distribution');
    await expectAccessible(page);
  });

  test('the distribution guide opens the tab of the address', async ({ page }) => {
    await page.goto('/distribution-guide?tab=art_work');
    await expect(page.getByRole('tab', { name: /art ?work/i })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('3000');
    await page.getByRole('tab', { name: /scheduling/i }).click();
    await expect(page).toHaveURL(/tab=scheduling/);
    await expectAccessible(page);
  });

  test('a missing page ends on not found; /my-feed goes home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('main')).toContainText('404');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/my-feed');
    await expect(page).toHaveURL(/\/$/);
  });
});
