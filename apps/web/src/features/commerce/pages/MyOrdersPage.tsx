import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { OrderSummary } from '@indiwave/domain/contract/commerce';
import { COMMERCE_MESSAGES } from '@indiwave/domain/messages';
import { formatMoney } from '@indiwave/domain/rules/money';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { useDownloadLinks, useMyOrders, useMySales, useOrder } from '../api/orders.ts';
import { toArtworkSizes } from '@indiwave/domain/rules/artwork-sizes';

type Links = { files: { title: string; mp3_url: string | null; original_url: string | null; original_format: string | null }[]; expires_at: string };

/** A bought song's or album's downloads: fresh signed links, asked for when wanted (they expire). */
function ItemDownloads({ order, sku, name }: { order: string; sku: string; name: string }) {
  const links = useDownloadLinks();
  const [files, setFiles] = useState<Links | null>(null);
  if (files) {
    return (
      <ul className="mt-2 grid gap-1 text-sm" aria-label={`Files of ${name}`}>
        {files.files.map((file) => (
          <li key={file.title} className="flex flex-wrap items-center gap-3">
            <span className="font-medium">{file.title}</span>
            {file.mp3_url && (
              <a href={file.mp3_url} className="text-accent-soft underline" download>
                MP3
              </a>
            )}
            {file.original_url && (
              <a href={file.original_url} className="text-accent-soft underline" download>
                Original{file.original_format ? ` (${file.original_format.toUpperCase()})` : ''}
              </a>
            )}
          </li>
        ))}
        <li className="text-xs text-fg-muted">These links work for an hour.</li>
      </ul>
    );
  }
  return (
    <>
      <button type="button" className={getButtonClass('secondary', 'sm')} disabled={links.isPending} onClick={() => links.mutate({ order, sku }, { onSuccess: setFiles })}>
        <Download aria-hidden size={16} /> Download <span className="sr-only">{name}</span>
      </button>
      {links.isError && <FormAlert message={readErrorMessage(links.error)} />}
    </>
  );
}

function OrderCard({ order }: { order: OrderSummary }) {
  return (
    <li className="rounded-2xl border border-border bg-surface p-4" aria-label={`Order ${order.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <p className="font-bold">Order {order.id}</p>
          <p className="text-sm text-fg-muted">{new Date(order.created_at).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })}</p>
        </div>
        <div className="text-right">
          <p className="font-bold">{formatMoney(order.total, order.currency)}</p>
          <p className="text-sm" data-testid="order-status">
            {order.status_label}
          </p>
        </div>
      </div>
      {order.failure_reason && order.status === 'failed' && <p className="mt-2 text-sm text-danger">{order.failure_reason}</p>}
      {order.coupon && order.discount > 0 && (
        <p className="mt-1 text-sm text-fg-muted">
          Coupon {order.coupon}: −{formatMoney(order.discount, order.currency)}
        </p>
      )}
      <ul className="mt-3 grid gap-3">
        {order.items.map((item) => (
          <li key={item.sku} className="flex flex-wrap items-start gap-3">
            {item.img && <img loading="lazy" decoding="async" {...toArtworkSizes(item.img, '40px')} src={item.img} alt="" width={40} height={40} className="size-10 rounded-lg object-cover" />}
            <div className="min-w-0 flex-1">
              {item.slug ? (
                <Link to={`/${item.type === 'album' ? 'albums' : 'songs'}/${item.slug}`} className="font-semibold hover:underline">
                  {item.name}
                </Link>
              ) : (
                <span className="font-semibold">{item.name}</span>
              )}
              <p className="text-sm text-fg-muted">
                {item.artist} · {formatMoney(item.price, order.currency)}
              </p>
              {item.can_download && item.type !== 'pro' && <ItemDownloads order={order.id} sku={item.sku} name={item.name} />}
            </div>
          </li>
        ))}
      </ul>
      {order.invoice_number && (
        <Link to={`/my-orders/${order.id}/invoice`} className={`${getButtonClass('secondary', 'sm')} mt-3`}>
          <FileText aria-hidden size={16} /> Invoice {order.invoice_number}
        </Link>
      )}
    </li>
  );
}

/** What the artist sold (issue 17: the artist sees sales); shown once there is a sale. */
function MySales() {
  const sales = useMySales(true);
  const data = sales.data;
  if (!data || data.count === 0) return null;
  return (
    <section aria-labelledby="my-sales" className="mt-10">
      <h2 id="my-sales" className="text-2xl font-bold">
        My sales
      </h2>
      <p className="mt-1 text-fg-muted">
        {data.count} sold · earned {formatMoney(data.earned, data.currency)}
        {data.refunded > 0 ? ` · refunded ${formatMoney(data.refunded, data.currency)}` : ''}
      </p>
      <table className="mt-3 w-full text-left text-sm">
        <thead className="text-fg-muted">
          <tr>
            <th className="py-1 font-medium">Item</th>
            <th className="py-1 font-medium">Sold</th>
            <th className="py-1 text-right font-medium">Earned</th>
          </tr>
        </thead>
        <tbody>
          {data.results.map((sale) => (
            <tr key={`${sale.order}-${sale.sku}`} className="border-t border-border">
              <td className="py-2">{sale.name}</td>
              <td className="py-2">{sale.sold_at ? new Date(sale.sold_at).toLocaleDateString('en-IN', { dateStyle: 'medium' }) : ''}</td>
              <td className="py-2 text-right">{sale.status === 'refunded' ? 'Refunded' : formatMoney(sale.earned, data.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * /my-orders (spec 1 §2.1; issue 17 item 5): what was bought, when, for how much, its status,
 * the invoice, and downloads of bought songs and albums. ?order= is the order a payment just
 * finished: its outcome leads.
 */
export default function MyOrdersPage() {
  const [params] = useSearchParams();
  const orders = useMyOrders();
  const allOrders = orders.data?.pages.flatMap((page) => page.results) ?? [];
  const justPaid = useOrder(params.get('order'));
  const outcome = justPaid.data;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 md:px-8">
      <h1 className="text-3xl font-bold text-fg">My Orders</h1>
      {outcome && outcome.status === 'fulfilled' && (
        <p role="status" className="mt-4 rounded-xl border border-success/60 bg-success/10 px-4 py-3 text-sm">
          Thank you! Order {outcome.id} is complete{outcome.kind === 'cart' ? ': your music is ready to download.' : '.'}
        </p>
      )}
      {outcome && (outcome.status === 'paid' || outcome.status === 'created') && (
        <p role="status" className="mt-4 rounded-xl border border-border px-4 py-3 text-sm">
          Order {outcome.id}: {outcome.status_label}. This page shows it as soon as the payment is confirmed.
        </p>
      )}
      {outcome && outcome.status === 'failed' && (
        <div className="mt-4">
          <FormAlert message={outcome.failure_reason ?? COMMERCE_MESSAGES.paymentFailed} />
        </div>
      )}
      {orders.isError && <FormAlert message={readErrorMessage(orders.error)} />}
      {orders.isPending && <p className="mt-6 text-fg-muted">Loading…</p>}
      {orders.data && allOrders.length === 0 && <p className="mt-6 text-fg-muted">You have not bought anything yet.</p>}
      {allOrders.length > 0 && (
        <ul className="mt-6 grid gap-4" aria-label="Orders">
          {allOrders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
      )}
      {orders.hasNextPage && (
        <button type="button" className={`mt-4 ${getButtonClass('secondary', 'sm')}`} disabled={orders.isFetchingNextPage} onClick={() => void orders.fetchNextPage()}>
          {orders.isFetchingNextPage ? 'Loading…' : 'Show more orders'}
        </button>
      )}
      <MySales />
    </div>
  );
}
