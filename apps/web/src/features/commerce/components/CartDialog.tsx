import { Trash2, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { CartReply } from '@indiwave/domain/contract/commerce';
import { COMMERCE_MESSAGES } from '@indiwave/domain/messages';
import { formatMoney } from '@indiwave/domain/rules/money';
import { closeCartDialog, useCartDialog } from '../../../lib/cart-dialog.ts';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useCart, useCartAction, useCartPayment } from '../api/cart.ts';
import { useOrder } from '../api/orders.ts';
import { toArtworkSizes } from '@indiwave/domain/rules/artwork-sizes';

/** A coupon is refused when the server says so, or answers another code, or status '500' (spec 2 §8). */
function findCouponRefusal(reply: CartReply, entered: string): string | null {
  if (reply.status === '500' || reply.applied_coupon !== entered) return reply.msg || COMMERCE_MESSAGES.couponInvalid;
  return null;
}

/**
 * The Cart dialog (spec 2 §2.1 'Cart' / 'Review your purchase', §4 Cart, §7 Cart): the songs
 * and albums to buy with their prices in rupees, a coupon (applied when its discount is above 0;
 * removing it adds the discount back), and Pay, or Download when the total is 0.
 */
export default function CartDialog() {
  const id = useId();
  const addSku = useCartDialog((state) => state.addSku);
  const returnedOrder = useCartDialog((state) => state.returnedOrder);
  const cart = useCart(true);
  const action = useCartAction();
  const payment = useCartPayment();
  const returned = useOrder(returnedOrder);
  const [code, setCode] = useState('');
  const [couponError, setCouponError] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const addedSku = useRef<string | null>(null);

  const { mutateAsync } = action;
  useEffect(() => {
    if (!addSku || addedSku.current === addSku) return;
    addedSku.current = addSku;
    mutateAsync({ action: 'add', sku: addSku }).then(
      (reply) => showToast(reply.msg, 'success'),
      (error: unknown) => setActionError(readErrorMessage(error)),
    );
  }, [addSku, mutateAsync]);

  const data = cart.data;
  const isApplied = Boolean(data && data.discount > 0 && data.applied_coupon);
  const unpaid = returned.data && (returned.data.status === 'failed' || returned.data.status === 'created') ? (returned.data.failure_reason ?? COMMERCE_MESSAGES.paymentCancelled) : null;
  const isBusy = action.isPending || payment.isPending;

  const handleApply = async (event: FormEvent) => {
    event.preventDefault();
    const entered = code.trim().toUpperCase();
    setCouponError(null);
    try {
      const reply = await action.mutateAsync({ action: 'apply_coupon', code: entered });
      const refusal = findCouponRefusal(reply, entered);
      if (refusal) setCouponError(refusal);
      else setCode('');
    } catch (error) {
      setCouponError(readErrorMessage(error));
    }
  };
  const run = (body: Parameters<typeof action.mutate>[0]) => {
    setActionError(null);
    action.mutate(body, { onError: (error) => setActionError(readErrorMessage(error)) });
  };

  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && closeCartDialog()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-black/70" />
        <Dialog.Content
          aria-describedby={`${id}-subtitle`}
          className="fixed top-1/2 left-1/2 z-[81] max-h-[90vh] w-[min(34rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-surface p-5 text-fg shadow-2xl"
        >
          <div className="flex items-start justify-between gap-3">
            <div>
              <Dialog.Title className="text-lg font-bold">{COMMERCE_MESSAGES.cartTitle}</Dialog.Title>
              <p id={`${id}-subtitle`} className="text-sm text-fg-muted">
                {COMMERCE_MESSAGES.cartSubtitle}
              </p>
            </div>
            <Dialog.Close className="grid size-9 place-items-center rounded-full hover:bg-surface-raised" aria-label="Close">
              <X aria-hidden size={18} />
            </Dialog.Close>
          </div>

          <div className="mt-4 grid gap-3">
            <FormAlert message={unpaid} />
            <FormAlert message={actionError} />
            {cart.isError && <FormAlert message={readErrorMessage(cart.error)} />}
            {!data && cart.isPending && <p className="text-sm text-fg-muted">Loading…</p>}
            {data && data.product.length === 0 && <p className="py-6 text-center text-fg-muted">{COMMERCE_MESSAGES.cartEmpty}</p>}
            {data && data.product.length > 0 && (
              <>
                <ul className="grid gap-2" aria-label="Items">
                  {data.product.map((line) => (
                    <li key={line.sku} className="flex items-center gap-3 rounded-xl bg-surface-raised p-2">
                      <img decoding="async" {...toArtworkSizes(line.img, '48px')} src={line.img} alt="" width={48} height={48} className="size-12 shrink-0 rounded-lg object-cover" />
                      <div className="min-w-0 flex-1">
                        <Link to={`/${line.type === 'album' ? 'albums' : 'songs'}/${line.slug}`} className="block truncate font-semibold hover:underline" onClick={() => closeCartDialog()}>
                          {line.name}
                        </Link>
                        <p className="truncate text-sm text-fg-muted">
                          {line.type === 'album' ? 'Album' : 'Song'} · {line.artist}
                        </p>
                      </div>
                      <span className="shrink-0 font-semibold">{formatMoney(line.price, data.currency)}</span>
                      <button type="button" className="grid size-9 shrink-0 place-items-center rounded-full hover:bg-surface" aria-label={`Remove ${line.name}`} disabled={isBusy} onClick={() => run({ action: 'remove', sku: line.sku })}>
                        <Trash2 aria-hidden size={16} />
                      </button>
                    </li>
                  ))}
                </ul>

                {isApplied ? (
                  <div className="flex items-center justify-between gap-3 rounded-xl border border-border px-3 py-2 text-sm">
                    <span>
                      Coupon <strong>{data.applied_coupon}</strong> applied
                    </span>
                    <button type="button" className={getButtonClass('secondary', 'sm')} disabled={isBusy} onClick={() => run({ action: 'remove_coupon' })}>
                      Remove coupon
                    </button>
                  </div>
                ) : (
                  <form noValidate onSubmit={(event) => void handleApply(event)} className="grid gap-1">
                    <label htmlFor={`${id}-coupon`} className="text-sm font-medium">
                      Coupon code
                    </label>
                    <div className="flex gap-2">
                      <input id={`${id}-coupon`} value={code} onChange={(event) => setCode(event.target.value)} className={INPUT_CLASS} autoComplete="off" aria-invalid={couponError ? true : undefined} aria-describedby={couponError ? `${id}-coupon-error` : undefined} />
                      <button type="submit" className={getButtonClass('secondary', 'md')} disabled={isBusy || !code.trim()}>
                        Apply
                      </button>
                    </div>
                    {couponError && (
                      <p id={`${id}-coupon-error`} role="alert" className="text-sm text-danger">
                        {couponError}
                      </p>
                    )}
                  </form>
                )}

                <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
                  <dt className="text-fg-muted">Subtotal</dt>
                  <dd className="text-right">{formatMoney(data.subtotal, data.currency)}</dd>
                  {data.discount > 0 && (
                    <>
                      <dt className="text-fg-muted">Discount</dt>
                      <dd className="text-right">−{formatMoney(data.discount, data.currency)}</dd>
                    </>
                  )}
                  <dt className="font-bold">Total</dt>
                  <dd className="text-right font-bold" data-testid="cart-total">
                    {formatMoney(data.total, data.currency)}
                  </dd>
                </dl>
                <FormAlert message={payment.isError ? readErrorMessage(payment.error) : null} />
                <button type="button" className={getButtonClass('primary', 'md', 'w-full')} disabled={isBusy} onClick={() => payment.mutate()}>
                  {data.total === 0 ? COMMERCE_MESSAGES.download : COMMERCE_MESSAGES.pay}
                </button>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
