import { ORDERS_PAGE_SIZE } from '@indiwave/domain/constants';
import { commerceRoutes, type OrderSummary } from '@indiwave/domain/contract/commerce';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeReply, mockApi, type FakeRequest } from '../../../test/mock-api.ts';
import { buildSessionUser, renderAt, signIn } from '../../../test/render.tsx';
import MyOrdersPage from './MyOrdersPage.tsx';

const TOTAL = ORDERS_PAGE_SIZE + 3;

function buildOrder(index: number): OrderSummary {
  return {
    id: `IW${String(index).padStart(16, '0')}`,
    kind: 'cart',
    status: 'fulfilled',
    status_label: 'Completed',
    currency: 'INR',
    subtotal: 4_900,
    discount: 0,
    total: 4_900,
    coupon: null,
    created_at: '2030-01-01T00:00:00.000Z',
    paid_at: '2030-01-01T00:00:00.000Z',
    failure_reason: null,
    invoice_number: `INV-${index}`,
    items: [],
  };
}

afterEach(() => vi.restoreAllMocks());

describe('MyOrdersPage', () => {
  it(`shows ${ORDERS_PAGE_SIZE} orders at a time and the rest with 'Show more orders'`, async () => {
    signIn(buildSessionUser({ status: 3 }));
    mockApi({
      'GET /api/my_orders': ({ url }: FakeRequest) => {
        const offset = Number(url.searchParams.get('offset'));
        const limit = Number(url.searchParams.get('limit'));
        const ids = Array.from({ length: Math.max(0, Math.min(limit, TOTAL - offset)) }, (_, index) => offset + index);
        return fakeReply(commerceRoutes.myOrders, { success: true, results: ids.map(buildOrder), count: TOTAL });
      },
    });
    renderAt(<MyOrdersPage />, '/my-orders');
    const list = await screen.findByRole('list', { name: 'Orders' });
    expect(list.querySelectorAll(':scope > li')).toHaveLength(ORDERS_PAGE_SIZE);
    fireEvent.click(screen.getByRole('button', { name: 'Show more orders' }));
    await screen.findByText(`INV-${TOTAL - 1}`, { exact: false });
    expect(screen.getByRole('list', { name: 'Orders' }).querySelectorAll(':scope > li')).toHaveLength(TOTAL);
    expect(screen.queryByRole('button', { name: 'Show more orders' })).not.toBeInTheDocument();
  });
});
