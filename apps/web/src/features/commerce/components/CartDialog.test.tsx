import { commerceRoutes, type CartReply } from '@indiwave/domain/contract/commerce';
import { COMMERCE_MESSAGES } from '@indiwave/domain/messages';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeCartDialog, useCartDialog } from '../../../lib/cart-dialog.ts';
import { fakeFailure, fakeReply, mockApi, type FakeRequest } from '../../../test/mock-api.ts';
import { buildSessionUser, renderAt, signIn } from '../../../test/render.tsx';
import CartDialog from './CartDialog.tsx';

vi.mock('../../../ui/toast.ts', () => ({ showToast: vi.fn() }));

const SONG = { sku: 'SNG-RAIN', name: 'First Rain', artist: 'Maya Rao', img: '/art/rain.jpg', price: 4_900, discount: 0, type: 'song' as const, slug: 'first-rain' };
const ALBUM = { sku: 'ALB-DECCAN', name: 'Deccan Nights', artist: 'Maya Rao', img: '/art/deccan.jpg', price: 19_900, discount: 0, type: 'album' as const, slug: 'deccan-nights' };

function cartOf(lines: (typeof SONG | typeof ALBUM)[], coupon: { code: string; percent: number } | null = null, msg = ''): CartReply {
  const subtotal = lines.reduce((sum, line) => sum + line.price, 0);
  const product = lines.map((line) => ({ ...line, discount: coupon ? Math.floor((line.price * coupon.percent) / 100) : 0 }));
  const discount = product.reduce((sum, line) => sum + line.discount, 0);
  return { success: true, product, currency: 'INR', subtotal, discount, total: subtotal - discount, applied_coupon: coupon && discount > 0 ? coupon.code : '', status: '200', msg };
}

/** A fake cart script: keeps the lines and the coupon as the server would. */
function fakeCartScript() {
  let lines: (typeof SONG | typeof ALBUM)[] = [SONG, ALBUM];
  let coupon: { code: string; percent: number } | null = null;
  return ({ body }: FakeRequest) => {
    const request = body as { action: string; sku?: string; code?: string };
    switch (request.action) {
      case 'remove':
        lines = lines.filter((line) => line.sku !== request.sku);
        return fakeReply(commerceRoutes.cart, cartOf(lines, coupon, COMMERCE_MESSAGES.removedFromCart));
      case 'apply_coupon':
        if (request.code === 'EXPIRED1') return fakeFailure(commerceRoutes.cart, 400, COMMERCE_MESSAGES.couponExpired);
        coupon = { code: request.code ?? '', percent: request.code === 'FREEMUSIC' ? 100 : 10 };
        return fakeReply(commerceRoutes.cart, cartOf(lines, coupon, COMMERCE_MESSAGES.couponApplied));
      case 'remove_coupon':
        coupon = null;
        return fakeReply(commerceRoutes.cart, cartOf(lines, coupon, COMMERCE_MESSAGES.couponRemoved));
      default:
        return fakeReply(commerceRoutes.cart, cartOf(lines, coupon));
    }
  };
}

beforeEach(() => {
  signIn(buildSessionUser({ type: 'Listener', status: 3 }));
  useCartDialog.setState({ isOpen: true, addSku: null, returnedOrder: null });
});
afterEach(() => {
  closeCartDialog();
  vi.unstubAllGlobals();
});

const total = () => screen.getByTestId('cart-total').textContent;

describe('CartDialog (spec 2 §2.1, §4 Cart, §8)', () => {
  it("is titled 'Cart' / 'Review your purchase' and shows 'Hey, your cart is empty.'", async () => {
    mockApi({ 'POST /api/cart': fakeReply(commerceRoutes.cart, cartOf([])) });
    renderAt(<CartDialog />);
    expect(screen.getByRole('dialog', { name: 'Cart' })).toHaveAccessibleDescription('Review your purchase');
    expect(await screen.findByText('Hey, your cart is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it('lists the items in rupees; a coupon applies when its discount is above 0, and removing it adds it back', async () => {
    mockApi({ 'POST /api/cart': fakeCartScript() });
    renderAt(<CartDialog />);
    const items = await screen.findByRole('list', { name: 'Items' });
    expect(within(items).getByText('First Rain')).toBeInTheDocument();
    expect(within(items).getByText('Rs 199')).toBeInTheDocument();
    expect(total()).toBe('Rs 248');

    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'expired1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(COMMERCE_MESSAGES.couponExpired)).toBeInTheDocument();
    expect(total()).toBe('Rs 248');

    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'welcome10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('WELCOME10')).toBeInTheDocument();
    expect(total()).toBe('Rs 223.20');
    fireEvent.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(await screen.findByLabelText('Coupon code')).toBeInTheDocument();
    expect(total()).toBe('Rs 248');

    fireEvent.click(screen.getByRole('button', { name: 'Remove First Rain' }));
    expect(await screen.findByText('Rs 199', { selector: '[data-testid="cart-total"]' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeInTheDocument();
  });

  it("a total of 0 shows 'Download' instead of 'Pay'", async () => {
    mockApi({ 'POST /api/cart': fakeCartScript() });
    renderAt(<CartDialog />);
    await screen.findByRole('list', { name: 'Items' });
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'FREEMUSIC' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(total()).toBe('Rs 0');
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it("a coupon answered with another code, or status '500', is shown as refused", async () => {
    mockApi({ 'POST /api/cart': ({ body }: FakeRequest) => fakeReply(commerceRoutes.cart, (body as { action: string }).action === 'apply_coupon' ? { ...cartOf([SONG]), status: '500', msg: 'Coupon code not valid' } : cartOf([SONG])) });
    renderAt(<CartDialog />);
    await screen.findByRole('list', { name: 'Items' });
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'ODD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon code not valid')).toBeInTheDocument();
  });

  it('adds the item it was opened for, and shows why a payment came back unpaid', async () => {
    const { sent } = mockApi({
      'POST /api/cart': fakeCartScript(),
      'GET /api/my_orders/*': fakeReply(commerceRoutes.order, {
        success: true,
        result: {
          id: 'IWAAAAAAAAAAAAAAAA', kind: 'cart', status: 'failed', status_label: 'Payment failed', currency: 'INR', subtotal: 4_900, discount: 0, total: 4_900, coupon: null,
          created_at: '2030-01-01T00:00:00.000Z', paid_at: null, failure_reason: 'Card declined (sandbox)', invoice_number: null, items: [], gateway: 'sandbox', payment_id: null, refunded_at: null,
          invoice: { seller: { name: 'Indiwave', address: '', gstin: null }, buyer: { name: 'Fan', email: 'fan@example.com', gstin: '', address: '' }, gst_percent: 18, taxable_value: 4_153, tax: 747 },
        },
      }),
    });
    useCartDialog.setState({ isOpen: true, addSku: 'SNG-RAIN', returnedOrder: 'IWAAAAAAAAAAAAAAAA' });
    renderAt(<CartDialog />);
    expect(await screen.findByText('Card declined (sandbox)')).toBeInTheDocument();
    expect(sent.some((call) => (call.body as { action?: string; sku?: string } | undefined)?.action === 'add')).toBe(true);
  });
});
