import { commerceRoutes, type Coupon, type StaffOrder } from '@indiwave/domain/contract/commerce';
import { moderationRoutes } from '@indiwave/domain/contract/moderation';
import { staffRoutes } from '@indiwave/domain/contract/staff';
import { COMMERCE_MESSAGES, MESSAGES } from '@indiwave/domain/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFailure, fakeReply, mockApi } from '../test/mock-api';
import { buildSessionUser, renderRoutes, signIn } from '../test/render';
import { appRoutes } from './router';

const SLOW = { timeout: 5_000 };
const me = fakeReply(staffRoutes.me, { success: true, result: { role: 'staff', slug: 'sam', name: 'Sam Staff' } });
const coupon: Coupon = { code: 'MONSOON25', description: 'Monsoon sale', percent_off: 25, amount_off: null, scope: 'cart', artist: 'the-band', user: null, starts_at: '2030-06-01T00:00:00.000Z', expires_at: '2030-07-01T00:00:00.000Z', max_redemptions: 100, redemptions: 3, is_active: true };
const order: StaffOrder = {
  id: 'IWABCDEFGH12345678',
  kind: 'cart',
  status: 'fulfilled',
  status_label: 'Completed',
  currency: 'INR',
  subtotal: 4_900,
  discount: 0,
  total: 4_900,
  coupon: null,
  created_at: '2030-05-01T09:00:00.000Z',
  paid_at: '2030-05-01T09:01:00.000Z',
  failure_reason: null,
  invoice_number: 'INV-2030-000001',
  items: [{ sku: 'SNG-1', type: 'song', name: 'Night Drive', artist: 'The Band', img: null, slug: 'night-drive', price: 4_900, discount: 0, can_download: true }],
  buyer: { name: 'Lee Listener', email: 'lee@example.com', slug: 'lee' },
  gateway: 'sandbox',
  payment_id: 'pay_1',
  refunded_at: null,
  refund: null,
};

afterEach(() => {
  signIn(null);
  vi.unstubAllGlobals();
});

describe('coupons in the console (issue 21 item 5)', () => {
  it('lists coupons with their terms and uses, shows the server’s message under each field, creates one and ends one after confirming', async () => {
    let created = false;
    const api = mockApi({
      'GET /api/admin/me': me,
      'GET /api/coupons': () => fakeReply(commerceRoutes.coupons, { success: true, results: created ? [{ ...coupon, code: 'FLAT100', percent_off: null, amount_off: 10_000, scope: 'any', artist: null, starts_at: null, expires_at: null, max_redemptions: null, redemptions: 0 }, coupon] : [coupon] }),
      'POST /api/coupons': ({ body }) => {
        if ((body as { code: string }).code === 'x') return fakeFailure(commerceRoutes.createCoupon, 400, COMMERCE_MESSAGES.couponInvalid, { code: COMMERCE_MESSAGES.couponInvalid });
        created = true;
        return fakeReply(commerceRoutes.createCoupon, { success: true, result: { ...coupon, code: 'FLAT100', percent_off: null, amount_off: 10_000 } });
      },
      'POST /api/coupons/MONSOON25/end': fakeReply(commerceRoutes.endCoupon, { success: true, message: COMMERCE_MESSAGES.couponEnded, result: { ...coupon, is_active: false } }),
    });
    signIn(buildSessionUser({ isStaff: true }));
    renderRoutes(appRoutes, '/admin/coupons');
    const table = await screen.findByRole('table', { name: 'Coupons' }, SLOW);
    const row = within(table).getByText('MONSOON25').closest('tr') as HTMLElement;
    expect(within(row).getByText('25%')).toBeInTheDocument();
    expect(within(row).getByText('Songs and albums (cart)')).toBeInTheDocument();
    expect(within(row).getByText('artist the-band')).toBeInTheDocument();
    expect(within(row).getByText('2030-06-01 00:00 – 2030-07-01 00:00')).toBeInTheDocument();
    expect(within(row).getByText('3 / 100')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Staff console' })).getByRole('link', { name: 'Refunds' })).toHaveAttribute('href', '/admin/refunds');

    fireEvent.click(screen.getByRole('button', { name: 'New coupon' }));
    const form = screen.getByRole('form', { name: 'New coupon' });
    fireEvent.change(within(form).getByLabelText('Code', { exact: false }), { target: { value: 'x' } });
    fireEvent.change(within(form).getByLabelText('Percent off', { selector: 'input[type=number]' }), { target: { value: '10' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create coupon' }));
    expect(await within(form).findByText(COMMERCE_MESSAGES.couponInvalid)).toBeInTheDocument();
    expect(within(form).getByLabelText('Code', { exact: false })).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(within(form).getByLabelText('Code', { exact: false }), { target: { value: 'flat100' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'Amount off (rupees)' }));
    fireEvent.change(within(form).getByLabelText('Rupees off'), { target: { value: '100' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New coupon' })).toBeNull());
    expect(api.sent.filter((call) => call.key === 'POST /api/coupons').at(-1)?.body).toMatchObject({ code: 'flat100', percent_off: null, amount_off: 10_000, scope: 'any', max_redemptions: null });
    expect(await screen.findByText('FLAT100')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'End MONSOON25' }));
    const dialog = await screen.findByRole('alertdialog', { name: /End coupon MONSOON25\?/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.sent.some((call) => call.key === 'POST /api/coupons/MONSOON25/end')).toBe(true));
  });
});

describe('refunds in the console (issue 21 item 4)', () => {
  it('finds paid orders by e-mail, opens one and refunds it with a reason after a confirmation, showing the server’s message', async () => {
    let isRefunded = false;
    const refunded: StaffOrder = { ...order, status: 'refunded', status_label: 'Refunded', refunded_at: '2030-05-02T10:00:00.000Z', refund: { by: 'Sam Staff <sam@example.com>', reason: 'Bought twice', at: '2030-05-02T10:00:00.000Z' } };
    const api = mockApi({
      'GET /api/admin/me': me,
      'GET /api/staff/orders': ({ url }) =>
        fakeReply(commerceRoutes.staffOrders, url.searchParams.get('status') === 'refunded' ? { success: true, count: 1, results: [refunded] } : { success: true, count: isRefunded ? 0 : 1, results: isRefunded ? [] : [order] }),
      [`GET /api/staff/orders/${order.id}`]: () => fakeReply(commerceRoutes.staffOrder, { success: true, result: isRefunded ? refunded : order }),
      'POST /api/orders/refund': () => {
        isRefunded = true;
        return fakeReply(commerceRoutes.refund, {
          success: true,
          message: COMMERCE_MESSAGES.orderRefunded,
          result: { ...refunded, refund: undefined, buyer: undefined, invoice: { seller: { name: 'Indiwave', address: 'Mumbai', gstin: null }, buyer: { name: 'Lee', email: 'lee@example.com', gstin: '', address: '' }, gst_percent: 18, taxable_value: 4_153, tax: 747 } } as never,
        });
      },
    });
    signIn(buildSessionUser({ isStaff: true }));
    renderRoutes(appRoutes, '/admin/refunds');
    await screen.findByRole('table', { name: 'Paid orders' }, SLOW);
    fireEvent.change(screen.getByLabelText('Order id or buyer e-mail'), { target: { value: ' lee@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(api.fetchMock.mock.calls.map(([url]) => String(url)).some((url) => url.startsWith('/api/staff/orders?') && url.includes('q=lee%40example.com'))).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: order.id }));
    const panel = await screen.findByRole('region', { name: `Order ${order.id}` });
    expect(await within(panel).findByText('Lee Listener <lee@example.com>')).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('alertdialog', { name: /Refund order IWABCDEFGH12345678 in full \(Rs 49\)/ });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Bought twice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.sent.find((call) => call.key === 'POST /api/orders/refund')?.body).toEqual({ order: order.id, reason: 'Bought twice' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(COMMERCE_MESSAGES.orderRefunded);
    expect(await within(panel).findByText(/by Sam Staff <sam@example.com>: Bought twice/)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Refund' })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Refunded' }));
    const list = await screen.findByRole('table', { name: 'Refunded orders' });
    expect(within(list).getByText('Sam Staff <sam@example.com>')).toBeInTheDocument();
    expect(within(list).getByText('Bought twice')).toBeInTheDocument();
  });
});

describe('overturning a strike (issue 21 item 3)', () => {
  it('asks for the reason in the app’s dialog, not window.prompt, and sends it', async () => {
    const prompt = vi.fn();
    vi.stubGlobal('prompt', prompt);
    const strike = { id: 4, action: 'warn' as const, target: { type: 'song' as const, title: 'Old Song' }, reason: 'Spam', created_at: '2026-02-01T10:00:00.000Z', appeal_status: 'none' as const, can_appeal: false, overturned_at: null, person: { slug: 'dev-artist', name: 'Dev Artist', type: 'Artist', is_suspended: false, is_taken_down: false, active_strikes: 1 } };
    const api = mockApi({
      'GET /api/admin/me': me,
      'GET /api/admin/strikes': fakeReply(moderationRoutes.strikes, { success: true, results: [strike] }),
      'POST /api/admin/strikes/4/overturn': fakeReply(moderationRoutes.overturn, { success: true, message: MESSAGES.strikeOverturned }),
    });
    signIn(buildSessionUser({ isStaff: true }));
    renderRoutes(appRoutes, '/admin/strikes');
    fireEvent.click(await screen.findByRole('button', { name: 'Overturn' }, SLOW));
    const dialog = await screen.findByRole('alertdialog', { name: 'Overturn this strike?' });
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    // The reason is required: OK stays off until one is typed.
    expect(ok).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText(/Why is this strike overturned/), { target: { value: '  Mistaken identity ' } });
    fireEvent.click(ok);
    await waitFor(() => expect(api.sent.find((call) => call.key === 'POST /api/admin/strikes/4/overturn')?.body).toEqual({ reason: 'Mistaken identity' }));
    expect(prompt).not.toHaveBeenCalled();

    // Cancel sends nothing.
    fireEvent.click(await screen.findByRole('button', { name: 'Overturn' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.sent.filter((call) => call.key === 'POST /api/admin/strikes/4/overturn')).toHaveLength(1);
  });
});
