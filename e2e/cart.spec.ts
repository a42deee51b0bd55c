import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { COMMERCE_MESSAGES } from '../packages/domain/src/messages.ts';
import { expectAccessible } from './support/axe.ts';
import { registerArtist, type NewArtist } from './support/new-artist.ts';
import { DEMO, isPhoneProject } from './support/people.ts';

// Paying crosses several pages and the gateway's: on the shared machine each may take a while.
const expect = baseExpect.configure({ timeout: 30_000 });

/** The page of a demo artist's song or album by its title (README: the demo shop's prices). */
async function findItemPath(request: APIRequestContext, artist: string, title: string): Promise<string> {
  const reply = (await (await request.get(`/api/indiwaveuser/songs?slug=${artist}`)).json()) as { results: { name: string; song_slug: string; album_slug: string | null; is_album: boolean }[] };
  const item = reply.results.find((result) => result.name === title);
  expect(item, `${title} of ${artist}`).toBeTruthy();
  return item?.is_album ? `/albums/${item.album_slug}` : `/songs/${item?.song_slug}`;
}

/** Signs a new account in through the sign-in dialog, landing on `target`. */
async function signIn(page: Page, person: NewArtist, target: string): Promise<void> {
  await page.goto(`/?login=${encodeURIComponent(target)}`);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await dialog.getByLabel('Password', { exact: true }).fill(person.password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible({ timeout: 30_000 });
  // The session is kept: open the target itself rather than wait on the sign-in's return.
  await page.goto(target);
}

test.describe('Buying music', () => {
  test('a fan adds a paid song and an album, applies and removes a coupon, pays in the sandbox and downloads', async ({ page, request }, info) => {
    test.setTimeout(240_000);
    const fan = await registerArtist(request, info, 'cart-fan');
    const songPath = await findItemPath(request, DEMO.kabir.slug, 'Local Train Lo-fi');
    const albumPath = await findItemPath(request, DEMO.monsoon.slug, 'Deccan Plateau');

    await signIn(page, fan, songPath);
    await page.getByRole('button', { name: 'Add to cart · Rs 49' }).click();
    const cart = page.getByRole('dialog', { name: 'Cart' });
    await expect(cart.getByText('Review your purchase')).toBeVisible();
    await expect(cart.getByTestId('cart-total')).toHaveText('Rs 49');
    await cart.getByRole('button', { name: 'Close' }).click();

    await page.goto(albumPath);
    await page.getByRole('button', { name: 'Add to cart · Rs 149' }).click();
    await expect(cart.getByRole('link', { name: 'Local Train Lo-fi' })).toBeVisible();
    await expect(cart.getByRole('link', { name: 'Deccan Plateau' })).toBeVisible();
    await expect(cart.getByTestId('cart-total')).toHaveText('Rs 198');
    await expectAccessible(page);

    // A coupon counts when it takes something off; removing it puts the discount back (spec 2 §4).
    await cart.getByLabel('Coupon code').fill('nosuchcode');
    await cart.getByRole('button', { name: 'Apply' }).click();
    await expect(cart.getByText('This coupon code is not valid.')).toBeVisible();
    await cart.getByLabel('Coupon code').fill('welcome10');
    await cart.getByRole('button', { name: 'Apply' }).click();
    await expect(cart.getByText('WELCOME10')).toBeVisible();
    await expect(cart.getByTestId('cart-total')).toHaveText('Rs 178.20');
    await cart.getByRole('button', { name: 'Remove coupon' }).click();
    await expect(cart.getByTestId('cart-total')).toHaveText('Rs 198');
    await cart.getByLabel('Coupon code').fill('WELCOME10');
    await cart.getByRole('button', { name: 'Apply' }).click();
    await expect(cart.getByTestId('cart-total')).toHaveText('Rs 178.20');

    await cart.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/api\/sandbox_gateway\/checkout\//);
    await expect(page.getByText('TEST MODE: sandbox payment gateway. No money moves.')).toBeVisible();
    await expect(page.getByText('Rs 178.20')).toBeVisible();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await expect(page).toHaveURL(/\/my-orders\?order=IW[A-Z0-9]{16}$/);
    await expect(page.getByText(/your music is ready to download/)).toBeVisible();
    const order = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
    await expect(order.getByTestId('order-status')).toHaveText('Completed');
    await expectAccessible(page);
    await order.getByRole('button', { name: 'Download Local Train Lo-fi' }).click();
    const files = page.getByRole('list', { name: 'Files of Local Train Lo-fi' });
    const mp3 = await files.getByRole('link', { name: 'MP3' }).getAttribute('href');
    const original = await files.getByRole('link', { name: /^Original/ }).getAttribute('href');
    const mp3File = await page.request.get(mp3 ?? '');
    expect(mp3File.status()).toBe(200);
    expect(mp3File.headers()['content-type']).toBe('audio/mpeg');
    expect(mp3File.headers()['content-disposition']).toContain('attachment');
    expect((await page.request.get(original ?? '')).status()).toBe(200);

    // The invoice: its number and the GST in the total.
    await order.getByRole('link', { name: /^Invoice INV-/ }).click();
    await expect(page.getByRole('heading', { name: 'Tax invoice' })).toBeVisible();
    await expect(page.getByText('GST (18%)')).toBeVisible();
    // A business adds its GSTIN: a wrong one is refused by the form, a right one shows on the invoice.
    const billing = page.getByRole('form', { name: 'Billing details' });
    await billing.getByLabel('GSTIN').fill('27AAPFU0939F1Z');
    await billing.getByRole('button', { name: 'Save billing details' }).click();
    await expect(billing.getByText(COMMERCE_MESSAGES.gstinInvalid)).toBeVisible();
    await billing.getByLabel('GSTIN').fill('27aapfu0939f1zv');
    await billing.getByLabel('Name on the invoice').fill('Local Train Records LLP');
    await billing.getByRole('button', { name: 'Save billing details' }).click();
    await expect(billing.getByText(COMMERCE_MESSAGES.billingSaved)).toBeVisible();
    await expect(page.getByText('GSTIN: 27AAPFU0939F1ZV')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Local Train Records LLP')).toBeVisible();
    await expectAccessible(page);

    // Bought: the cart is empty again.
    if (isPhoneProject(info)) await page.goto(`${songPath}?cart=1`);
    else await page.getByRole('button', { name: 'Cart' }).click();
    await expect(page.getByRole('dialog', { name: 'Cart' }).getByText('Hey, your cart is empty.')).toBeVisible();
  });

  test("a cart made free by a coupon shows 'Download' instead of 'Pay'", async ({ page, request }, info) => {
    test.setTimeout(240_000);
    const fan = await registerArtist(request, info, 'free-fan');
    const songPath = await findItemPath(request, DEMO.ishaan.slug, 'Tram Line Beat');
    await signIn(page, fan, songPath);
    await page.getByRole('button', { name: 'Add to cart · Rs 29' }).click();
    const cart = page.getByRole('dialog', { name: 'Cart' });
    await expect(cart.getByTestId('cart-total')).toHaveText('Rs 29');
    await cart.getByLabel('Coupon code').fill('FREEMUSIC');
    await cart.getByRole('button', { name: 'Apply' }).click();
    await expect(cart.getByTestId('cart-total')).toHaveText('Rs 0');
    await expect(cart.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
    await cart.getByRole('button', { name: 'Download', exact: true }).click();
    await expect(page).toHaveURL(/\/my-orders\?order=IW[A-Z0-9]{16}$/);
    const order = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
    await expect(order.getByTestId('order-status')).toHaveText('Completed');
    await expect(order.getByRole('button', { name: 'Download Tram Line Beat' })).toBeVisible();
  });

  test("a failed payment leaves the cart as it was, with the gateway's message", async ({ page, request }, info) => {
    test.setTimeout(240_000);
    const fan = await registerArtist(request, info, 'failed-fan');
    const songPath = await findItemPath(request, DEMO.kabir.slug, 'Local Train Lo-fi');
    await signIn(page, fan, songPath);
    await page.getByRole('button', { name: 'Add to cart · Rs 49' }).click();
    const cart = page.getByRole('dialog', { name: 'Cart' });
    await expect(cart.getByTestId('cart-total')).toHaveText('Rs 49');
    await cart.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/api\/sandbox_gateway\/checkout\//);
    await page.getByRole('button', { name: 'Fail', exact: true }).click();

    await expect(page.getByText('Payment failed: the Fail button of the sandbox gateway was pressed.')).toBeVisible();
    await expect(cart.getByRole('link', { name: 'Local Train Lo-fi' })).toBeVisible();
    await expect(cart.getByTestId('cart-total')).toHaveText('Rs 49');
    await expectAccessible(page);
  });
});
