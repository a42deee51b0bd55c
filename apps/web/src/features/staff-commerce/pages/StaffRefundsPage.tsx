import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ORDERS_PAGE_SIZE } from '@indiwave/domain/constants';
import type { StaffOrder } from '@indiwave/domain/contract/commerce';
import { formatMoney } from '@indiwave/domain/rules/money';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { confirmWithText } from '../../../ui/confirm.ts';
import { FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useRefundOrder, useStaffOrder, useStaffOrders } from '../api/staff-commerce.ts';
import { scrollRegion } from '../../../ui/scroll-region.ts';

const when = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '—');

/** One order, opened from the list: its buyer, lines and payment; Refund while it is paid. */
function OrderPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const order = useStaffOrder(id);
  const refund = useRefundOrder();
  const [message, setMessage] = useState<{ text: string; isError: boolean } | null>(null);

  const handleRefund = async (current: StaffOrder) => {
    const reason = await confirmWithText(`Refund order ${current.id} in full (${formatMoney(current.total, current.currency)})? What it granted is taken back.`, { label: 'Reason (kept in the audit log)', isRequired: false, maxLength: 500 });
    if (reason === null) return;
    try {
      const reply = await refund.mutateAsync({ order: current.id, reason });
      setMessage({ text: reply.message, isError: false });
      showToast(reply.message, 'success');
    } catch (failure) {
      setMessage({ text: readErrorMessage(failure), isError: true });
    }
  };

  return (
    <section aria-label={`Order ${id}`} className="grid gap-3 rounded-2xl border border-border bg-surface p-4 md:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-mono text-lg font-bold text-fg">{id}</h2>
        <button type="button" className={getButtonClass('ghost', 'sm')} onClick={onClose}>
          Close
        </button>
      </div>
      {order.isPending && <p className="text-sm text-fg-muted">Loading…</p>}
      {order.isError && <FormAlert message={readErrorMessage(order.error)} />}
      {message && (message.isError ? <FormAlert message={message.text} /> : <p role="status" className="text-sm text-fg">{message.text}</p>)}
      {order.data && (
        <>
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-fg-muted">Buyer</dt>
            <dd>
              {order.data.buyer.name} &lt;{order.data.buyer.email}&gt;
            </dd>
            <dt className="text-fg-muted">Status</dt>
            <dd>{order.data.status_label}</dd>
            <dt className="text-fg-muted">Total</dt>
            <dd className="tabular-nums">
              {formatMoney(order.data.total, order.data.currency)}
              {order.data.coupon && ` (coupon ${order.data.coupon}, ${formatMoney(order.data.discount, order.data.currency)} off)`}
            </dd>
            <dt className="text-fg-muted">Ordered</dt>
            <dd>{when(order.data.created_at)}</dd>
            <dt className="text-fg-muted">Paid</dt>
            <dd>
              {when(order.data.paid_at)} · {order.data.gateway}
              {order.data.payment_id && ` ${order.data.payment_id}`}
            </dd>
            {order.data.refund && (
              <>
                <dt className="text-fg-muted">Refunded</dt>
                <dd>
                  {when(order.data.refund.at)} by {order.data.refund.by ?? 'the gateway'}
                  {order.data.refund.reason && `: ${order.data.refund.reason}`}
                </dd>
              </>
            )}
          </dl>
          <ul aria-label="Items" className="grid gap-1 text-sm">
            {order.data.items.map((item) => (
              <li key={item.sku}>
                {item.name}
                {item.artist && ` · ${item.artist}`} · <span className="tabular-nums">{formatMoney(item.price - item.discount, order.data.currency)}</span>
              </li>
            ))}
          </ul>
          {(order.data.status === 'paid' || order.data.status === 'fulfilled') && (
            <div>
              <button type="button" className={getButtonClass('primary', 'sm')} onClick={() => void handleRefund(order.data)} disabled={refund.isPending}>
                Refund
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

/**
 * /admin/refunds: paid orders found by order id or buyer e-mail (newest first, a page at a
 * time), one opened to refund it with a reason; and the refunded orders with who, when, why.
 */
export default function StaffRefundsPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = params.get('status') === 'refunded' ? 'refunded' : 'paid';
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const opened = params.get('order');
  const [search, setSearch] = useState(q);
  const orders = useStaffOrders({ q, status, offset, limit: ORDERS_PAGE_SIZE });
  const count = orders.data?.count ?? 0;

  const go = (next: { q?: string; status?: string; offset?: number; order?: string | null }) => {
    const merged = { q, status, offset: String(offset), order: opened ?? '', ...Object.fromEntries(Object.entries(next).map(([key, value]) => [key, value === null ? '' : String(value)])) };
    setParams(Object.fromEntries(Object.entries(merged).filter(([key, value]) => value !== '' && !(key === 'offset' && value === '0') && !(key === 'status' && value === 'paid'))));
  };
  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ q: search.trim(), offset: 0, order: null });
  };

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold text-fg md:text-3xl">Refunds</h1>
        <p className="mt-1 text-fg-muted">Find a paid order by its id or the buyer&apos;s e-mail and refund it in full; refunded orders show who refunded them, when and why.</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <form onSubmit={handleSearch} className="flex flex-wrap gap-2" role="search">
          <label htmlFor="refunds-q" className="sr-only">
            Order id or buyer e-mail
          </label>
          <input id="refunds-q" className={`${INPUT_CLASS} max-w-xs`} placeholder="Order id or buyer e-mail" value={search} onChange={(event) => setSearch(event.target.value)} />
          <button type="submit" className={getButtonClass('secondary', 'sm')}>
            Find
          </button>
        </form>
        <div role="radiogroup" aria-label="Orders" className="flex gap-2">
          {(['paid', 'refunded'] as const).map((value) => (
            <button key={value} type="button" role="radio" aria-checked={status === value} className={getButtonClass(status === value ? 'primary' : 'ghost', 'sm')} onClick={() => go({ status: value, offset: 0, order: null })}>
              {value === 'paid' ? 'Paid' : 'Refunded'}
            </button>
          ))}
        </div>
      </div>
      {opened && <OrderPanel key={opened} id={opened} onClose={() => go({ order: null })} />}
      {orders.isPending && <p className="text-sm text-fg-muted">Loading…</p>}
      {orders.isError && <FormAlert message={readErrorMessage(orders.error)} />}
      {orders.data && orders.data.results.length === 0 && <p className="text-sm text-fg-muted">{q ? 'No order matches.' : 'No orders here yet.'}</p>}
      {orders.data && orders.data.results.length > 0 && (
        <div {...scrollRegion('Orders table')}>
          <table className="w-full min-w-[720px] text-left text-sm" aria-label={status === 'paid' ? 'Paid orders' : 'Refunded orders'}>
            <thead className="text-fg-muted">
              <tr>
                <th className="py-2">Order</th>
                <th className="py-2">Buyer</th>
                <th className="py-2 text-right">Total</th>
                {status === 'paid' ? <th className="py-2">Paid</th> : <th className="py-2">Refunded</th>}
                {status === 'refunded' && <th className="py-2">By and why</th>}
              </tr>
            </thead>
            <tbody>
              {orders.data.results.map((order) => (
                <tr key={order.id} className="border-t border-border align-top">
                  <td className="py-2 pr-2">
                    <button type="button" className="font-mono font-semibold text-fg underline underline-offset-2 hover:no-underline" onClick={() => go({ order: order.id })}>
                      {order.id}
                    </button>
                    <span className="block text-fg-muted">{order.items.map((item) => item.name).join(', ')}</span>
                  </td>
                  <td className="py-2 pr-2">
                    {order.buyer.name}
                    <span className="block text-fg-muted">{order.buyer.email}</span>
                  </td>
                  <td className="py-2 pr-2 text-right tabular-nums">{formatMoney(order.total, order.currency)}</td>
                  <td className="py-2 pr-2 text-fg-muted">{when(status === 'paid' ? order.paid_at : (order.refund?.at ?? order.refunded_at))}</td>
                  {status === 'refunded' && (
                    <td className="py-2 pr-2">
                      {order.refund?.by ?? 'The gateway'}
                      {order.refund?.reason && <span className="block text-fg-muted">{order.refund.reason}</span>}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {count > ORDERS_PAGE_SIZE && (
        <nav aria-label="Pages" className="flex items-center gap-3 text-sm">
          <button type="button" className={getButtonClass('secondary', 'sm')} disabled={offset === 0} onClick={() => go({ offset: Math.max(0, offset - ORDERS_PAGE_SIZE) })}>
            Newer
          </button>
          <span className="text-fg-muted">
            {offset + 1}–{Math.min(offset + ORDERS_PAGE_SIZE, count)} of {count}
          </span>
          <button type="button" className={getButtonClass('secondary', 'sm')} disabled={offset + ORDERS_PAGE_SIZE >= count} onClick={() => go({ offset: offset + ORDERS_PAGE_SIZE })}>
            Older
          </button>
        </nav>
      )}
    </div>
  );
}
