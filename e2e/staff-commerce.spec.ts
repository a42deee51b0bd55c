import { expect as baseExpect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { COMMERCE_MESSAGES } from '@indiwave/domain/messages';
import { expectAccessible } from './support/axe.ts';
import { registerArtist } from './support/new-artist.ts';
import { DEMO_STAFF, signInWith } from './support/opportunities.ts';
import { DEMO, DEMO_PASSWORD, openPersonPage } from './support/people.ts';

// Paying crosses several pages and the gateway's: on the shared machine each may take a while.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Presses a control from the keyboard: on the phone the console's page shifts while it scrolls a
 * control into view, and a pointer click may land on its neighbour (as in staff-console.spec.ts).
 */
async function press(control: Locator, key: 'Enter' | ' ' = 'Enter'): Promise<void> {
  await control.focus();
  await control.press(key);
}

/** The page of a demo artist's song by its title (README: the demo shop's prices). */
async function findSongPath(request: APIRequestContext, artist: string, title: string): Promise<string> {
  const reply = (await (await request.get(`/api/indiwaveuser/songs?slug=${artist}`)).json()) as { results: { name: string; song_slug: string }[] };
  const item = reply.results.find((result) => result.name === title);
  expect(item, `${title} of ${artist}`).toBeTruthy();
  return `/songs/${item?.song_slug}`;
}

test.describe('the console’s commerce screens (issue 21 item 5)', () => {
  test('staff create a coupon, a fan pays with it, staff find the order by e-mail and refund it, then end the coupon', async ({ page, request, browser }, info) => {
    test.setTimeout(240_000);
    const code = `E2E${info.project.name.toUpperCase()}${Date.now() % 1_000_000}`;
    const fan = await registerArtist(request, info, 'refund-fan');
    const songPath = await findSongPath(request, DEMO.kabir.slug, 'Local Train Lo-fi');

    // Staff create a 20% coupon for songs and albums; a bad code is refused under its field.
    await signInWith(page, DEMO_STAFF.email, DEMO_PASSWORD, '/admin/coupons');
    await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
    await press(page.getByRole('button', { name: 'New coupon' }));
    const form = page.getByRole('form', { name: 'New coupon' });
    await form.getByLabel('Code', { exact: true }).fill('x!');
    await form.getByRole('spinbutton', { name: 'Percent off' }).fill('20');
    await press(form.getByRole('button', { name: 'Create coupon' }));
    await expect(form.getByText(COMMERCE_MESSAGES.couponInvalid)).toBeVisible();
    await form.getByLabel('Code', { exact: true }).fill(code);
    await form.getByLabel('Description').fill('End-to-end sale');
    await form.getByLabel('Applies to').selectOption('cart');
    await expectAccessible(page);
    await press(form.getByRole('button', { name: 'Create coupon' }));
    await expect(form).toHaveCount(0);
    const couponRow = page.getByRole('table', { name: 'Coupons' }).getByRole('row').filter({ hasText: code });
    await expect(couponRow.getByText('20%')).toBeVisible();
    await expect(couponRow.getByText('Active')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // A fan applies it in the cart and pays the discounted total in the sandbox.
    const fanPage = await openPersonPage(browser, info);
    await signInWith(fanPage, fan.email, fan.password, songPath);
    await fanPage.getByRole('button', { name: 'Add to cart · Rs 49' }).click();
    const cart = fanPage.getByRole('dialog', { name: 'Cart' });
    await expect(cart.getByTestId('cart-total')).toHaveText('Rs 49');
    await cart.getByLabel('Coupon code').fill(code.toLowerCase());
    await cart.getByRole('button', { name: 'Apply' }).click();
    await expect(cart.getByText(code)).toBeVisible();
    await expect(cart.getByTestId('cart-total')).toHaveText('Rs 39.20');
    await cart.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(fanPage).toHaveURL(/\/api\/sandbox_gateway\/checkout\//);
    await fanPage.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(fanPage).toHaveURL(/\/my-orders\?order=IW[A-Z0-9]{16}$/);
    const orderId = new URL(fanPage.url()).searchParams.get('order') ?? '';
    await expect(fanPage.getByRole('list', { name: 'Orders' }).getByRole('listitem').first().getByTestId('order-status')).toHaveText('Completed');

    // The coupon counts one use.
    await page.reload();
    await expect(page.getByRole('table', { name: 'Coupons' }).getByRole('row').filter({ hasText: code }).getByRole('cell', { name: '1', exact: true })).toBeVisible();

    // Staff find the order by the fan's e-mail and refund it with a reason.
    await page.goto('/admin/refunds');
    await page.getByLabel('Order id or buyer e-mail').fill(fan.email);
    await press(page.getByRole('button', { name: 'Find' }));
    const paid = page.getByRole('table', { name: 'Paid orders' });
    await expect(paid.getByRole('row')).toHaveCount(2);
    await press(paid.getByRole('button', { name: orderId }));
    const panel = page.getByRole('region', { name: `Order ${orderId}` });
    await expect(panel.getByText(fan.email, { exact: false })).toBeVisible();
    await expect(panel.getByText(`coupon ${code}`, { exact: false })).toBeVisible();
    await press(panel.getByRole('button', { name: 'Refund' }));
    const dialog = page.getByRole('alertdialog', { name: new RegExp(`Refund order ${orderId} in full \\(Rs 39\\.20\\)`) });
    await dialog.getByLabel(/Reason/).fill('Charged twice by the bank');
    await expectAccessible(page);
    await press(dialog.getByRole('button', { name: 'OK' }));
    await expect(panel.getByRole('status')).toHaveText(COMMERCE_MESSAGES.orderRefunded);
    await expect(panel.getByText(/by Nisha Rao .*: Charged twice by the bank/)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Refund' })).toHaveCount(0);

    // It is listed with the refunded orders: who, when, why; the fan sees it refunded.
    await press(page.getByRole('radio', { name: 'Refunded' }));
    const refunded = page.getByRole('table', { name: 'Refunded orders' }).getByRole('row').filter({ hasText: orderId });
    await expect(refunded.getByText('Charged twice by the bank')).toBeVisible();
    await expect(refunded.getByText(/Nisha Rao/)).toBeVisible();
    await fanPage.reload();
    await expect(fanPage.getByRole('list', { name: 'Orders' }).getByRole('listitem').first().getByTestId('order-status')).toHaveText('Refunded');

    // Staff end the coupon: it shows ended and is refused from then on.
    await page.goto('/admin/coupons');
    await press(page.getByRole('button', { name: `End ${code}` }));
    await press(page.getByRole('alertdialog').getByRole('button', { name: 'OK' }));
    await expect(page.getByText(COMMERCE_MESSAGES.couponEnded)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Coupons' }).getByRole('row').filter({ hasText: code }).getByText('Ended')).toBeVisible();
    // The refund took the song back: the fan may buy it again, but not with the ended coupon.
    await fanPage.goto(songPath);
    await fanPage.getByRole('button', { name: 'Add to cart · Rs 49' }).click();
    await cart.getByLabel('Coupon code').fill(code);
    await cart.getByRole('button', { name: 'Apply' }).click();
    await expect(cart.getByText(COMMERCE_MESSAGES.couponInvalid)).toBeVisible();
    await expect(cart.getByTestId('cart-total')).toHaveText('Rs 49');
    await fanPage.context().close();
  });

  test('staff add a partner coupon to Pro Perks; the members’ page shows it, its code masked for those who are not Pro', async ({ page }, info) => {
    test.setTimeout(120_000);
    const company = `E2E Partner ${info.project.name} ${Date.now() % 100_000}`;
    await signInWith(page, DEMO_STAFF.email, DEMO_PASSWORD, '/admin/pro-perks');
    const form = page.getByRole('form', { name: 'Pro Perks' });
    await expect(form.getByLabel('Company (coupon 1)')).toBeVisible();
    const count = await form.getByRole('button', { name: /^Remove coupon \d+$/ }).count();
    await press(form.getByRole('button', { name: 'Add a coupon' }));
    const row = `coupon ${count + 1}`;
    await form.getByLabel(`Company (${row})`).fill(company);
    await form.getByLabel(`Code (${row})`).fill('PARTNER25');
    await form.getByLabel(`Details (${row})`, { exact: false }).fill('25% off\nOne a member');
    await expectAccessible(page);
    await press(form.getByRole('button', { name: 'Save Pro Perks' }));
    await expect(form.getByText(COMMERCE_MESSAGES.proPerksSaved)).toBeVisible();

    await page.goto('/pro-perks');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: company }) });
    await expect(card.getByTestId('perk-code')).toHaveText('PA*******');
    await expect(card.getByText('One a member')).toBeVisible();
    await expectAccessible(page);

    // Staff take it out again: the page no longer lists it.
    await page.goto('/admin/pro-perks');
    await press(form.getByRole('button', { name: `Remove ${row}` }));
    await press(form.getByRole('button', { name: 'Save Pro Perks' }));
    await expect(form.getByText(COMMERCE_MESSAGES.proPerksSaved)).toBeVisible();
    await page.goto('/pro-perks');
    await expect(page.getByRole('heading', { level: 2, name: COMMERCE_MESSAGES.couponCodes })).toBeVisible();
    await expect(page.getByRole('heading', { name: company })).toHaveCount(0);
  });
});
