import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { DEMO_STAFF } from './support/opportunities.ts';
import { signInAs } from './support/people.ts';

/**
 * Every screen of the staff console (issue 21), reached from its navigation as a member of the
 * team does: each has its heading, fits the screen (nothing wider than the page on a phone) and
 * passes the accessibility check once its data is in.
 */
test.describe('every staff console screen', () => {
  test('opens from the console navigation with its heading, fits the screen and passes the accessibility check', async ({ page }) => {
    test.setTimeout(240_000);
    await signInAs(page, DEMO_STAFF, '/admin');
    const nav = page.getByRole('navigation', { name: 'Staff console' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    const targets = await nav.getByRole('link').evaluateAll((links) => links.map((link) => ({ href: link.getAttribute('href') ?? '', label: (link.textContent ?? '').trim() })));
    expect(targets.length).toBeGreaterThanOrEqual(15);
    for (const target of targets) {
      await test.step(`${target.label} (${target.href})`, async () => {
        await page.goto(target.href);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // Its lists and figures are in: no 'Loading…' left.
        await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 15_000 });
        const sticksOut = await page.evaluate(() =>
          document.documentElement.scrollWidth <= window.innerWidth
            ? []
            : [...document.querySelectorAll('body *')].filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1).slice(0, 3).map((element) => `${element.tagName}.${String(element.className).slice(0, 60)}`),
        );
        expect(sticksOut, `${target.href} is wider than the screen`).toEqual([]);
        await expectAccessible(page);
      });
    }
  });
});
