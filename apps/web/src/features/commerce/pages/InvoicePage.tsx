import { Printer } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { formatMoney } from '@indiwave/domain/rules/money';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { useOrder } from '../api/orders.ts';


// The form brings the schema checker and the server's schemas: it loads after the invoice shows.
const BillingForm = lazy(() => import('../components/BillingForm.tsx').then((module) => ({ default: module.BillingForm })));

/**
 * /my-orders/:order/invoice: a printable invoice (issue 17 item 5): seller and buyer with their
 * GSTIN fields, the lines, and the GST included in the total.
 */
export default function InvoicePage() {
  const { order: orderId = '' } = useParams();
  const order = useOrder(orderId);
  if (order.isError) return <div className="mx-auto max-w-3xl px-4 py-8"><FormAlert message={readErrorMessage(order.error)} /></div>;
  const data = order.data;
  if (!data) return <p className="mx-auto max-w-3xl px-4 py-8 text-fg-muted">Loading…</p>;
  const money = (minor: number) => formatMoney(minor, data.currency);
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 md:px-8 print:text-black">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Tax invoice</h1>
          <p className="text-fg-muted">{data.invoice_number ?? 'Not issued yet'}</p>
        </div>
        <button type="button" className={`${getButtonClass('secondary', 'sm')} print:hidden`} onClick={() => window.print()}>
          <Printer aria-hidden size={16} /> Print
        </button>
      </div>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <section>
          <h2 className="font-bold">Seller</h2>
          <p>{data.invoice.seller.name}</p>
          <p className="whitespace-pre-line text-sm">{data.invoice.seller.address}</p>
          {data.invoice.seller.gstin && <p className="text-sm">GSTIN: {data.invoice.seller.gstin}</p>}
        </section>
        <section>
          <h2 className="font-bold">Billed to</h2>
          <p>{data.invoice.buyer.name}</p>
          <p className="text-sm">{data.invoice.buyer.email}</p>
          {data.invoice.buyer.address && <p className="whitespace-pre-line text-sm">{data.invoice.buyer.address}</p>}
          {data.invoice.buyer.gstin && <p className="text-sm">GSTIN: {data.invoice.buyer.gstin}</p>}
        </section>
      </div>
      <p className="mt-4 text-sm">
        Order {data.id} · {data.paid_at ? new Date(data.paid_at).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' }) : data.status_label}
        {data.payment_id ? ` · payment ${data.payment_id}` : ''}
      </p>
      <table className="mt-4 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-border">
            <th className="py-2">Item</th>
            <th className="py-2 text-right">Price</th>
            <th className="py-2 text-right">Discount</th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((item) => (
            <tr key={item.sku} className="border-b border-border">
              <td className="py-2">
                {item.name} <span className="text-fg-muted">({item.sku})</span>
              </td>
              <td className="py-2 text-right">{money(item.price)}</td>
              <td className="py-2 text-right">{item.discount ? `−${money(item.discount)}` : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-4 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt>Taxable value</dt>
        <dd className="text-right">{money(data.invoice.taxable_value)}</dd>
        <dt>GST ({data.invoice.gst_percent}%)</dt>
        <dd className="text-right">{money(data.invoice.tax)}</dd>
        <dt className="font-bold">Total</dt>
        <dd className="text-right font-bold">{money(data.total)}</dd>
      </dl>
      <Suspense fallback={null}>
        <BillingForm key={data.id} order={data} />
      </Suspense>
    </article>
  );
}
