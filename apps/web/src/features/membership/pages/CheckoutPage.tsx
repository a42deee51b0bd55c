import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatMoney } from '@indiwave/domain/rules/money';
import { COMMERCE_MESSAGES } from '@indiwave/domain/messages';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { selectNonProAction, useNonProActionHandler } from '../../../lib/pro-gate.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { describeField, Field, FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { useOrderOutcome } from '../api/check-pro.ts';
import { useStartProPayment } from '../api/start-pro-payment.ts';
import { useSubscriptionPlan } from '../api/subscription-plan.ts';
import { describePlanPrices } from '../components/plan-prices.ts';

/**
 * /subscription/checkout (spec 1 §2.1): a year of Pro at this person's price (the renewal at 20%
 * off), a coupon, and Pay, which opens the payment gateway. Coming back from a failed payment,
 * the gateway's message shows.
 */
export default function CheckoutPage() {
  const user = useSessionUser();
  const [params] = useSearchParams();
  const handleNonPro = useNonProActionHandler();
  const [code, setCode] = useState('');
  const [coupon, setCoupon] = useState('');
  const plan = useSubscriptionPlan(user?.id ?? null, coupon);
  const returned = useOrderOutcome(params.get('order'));
  const payment = useStartProPayment();
  const couponId = useId();

  const blocker = selectNonProAction(user);
  if (blocker !== null && blocker !== 'subscription') {
    return (
      <div className="mx-auto max-w-content px-4 py-8 md:px-8">
        <h1 className="text-3xl font-bold text-fg">Checkout</h1>
        <p className="mt-3 text-fg-muted">{blocker === 'upgrade' ? COMMERCE_MESSAGES.proForArtists : blocker === 'verify-email' ? COMMERCE_MESSAGES.proNeedsVerifiedEmail : ''}</p>
        <button type="button" className={`${getButtonClass('primary', 'md')} mt-4`} onClick={() => handleNonPro('settings')}>
          {blocker === 'upgrade' ? 'Upgrade to an artist profile' : blocker === 'verify-email' ? 'Verify my email ID' : 'Sign in'}
        </button>
      </div>
    );
  }

  const data = plan.data;
  const currency = data?.currency ?? 'INR';
  const prices = describePlanPrices(data);
  const couponError = coupon && plan.isError ? readErrorMessage(plan.error) : null;
  const isCouponApplied = Boolean(data && data.discount > 0 && data.applied_coupon === coupon);
  const handleApply = (event: FormEvent) => {
    event.preventDefault();
    setCoupon(code.trim().toUpperCase());
  };
  const failure = returned.data && (returned.data.status === 'failed' || returned.data.status === 'created') ? (returned.data.failure_reason ?? COMMERCE_MESSAGES.paymentCancelled) : null;

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 md:px-8">
      <h1 className="text-3xl font-bold text-fg">Checkout</h1>
      <p className="mt-1 text-fg-muted">{COMMERCE_MESSAGES.cartSubtitle}</p>
      {failure && (
        <div className="mt-4">
          <FormAlert message={failure} />
        </div>
      )}
      <section aria-labelledby="checkout-summary" className="mt-6 rounded-2xl border border-border bg-surface p-5">
        <h2 id="checkout-summary" className="text-lg font-bold text-fg">
          Pro, 1 year{data?.is_renewal ? ' (renewal)' : ''}
        </h2>
        <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-fg">
          <dt className="text-fg-muted">Price</dt>
          <dd className="text-right">
            <s className="mr-2 text-fg-muted">{prices.listPerYear}</s>
            {prices.pricePerYear}
          </dd>
          {data?.is_renewal && (
            <>
              <dt className="text-fg-muted">Renewal, {prices.renewalPercent} off</dt>
              <dd className="text-right">−{formatMoney(data.price - data.renewal_price, currency)}</dd>
            </>
          )}
          {isCouponApplied && data && (
            <>
              <dt className="text-fg-muted">Coupon {data.applied_coupon}</dt>
              <dd className="text-right">−{formatMoney(data.discount, currency)}</dd>
            </>
          )}
          <dt className="mt-2 border-t border-border pt-2 font-bold">Total</dt>
          <dd className="mt-2 border-t border-border pt-2 text-right text-xl font-bold" data-testid="checkout-total">
            {data ? formatMoney(isCouponApplied ? data.total : data.amount, currency) : '…'}
          </dd>
        </dl>
        <form className="mt-4 flex flex-wrap items-end gap-2" onSubmit={handleApply}>
          <Field id={couponId} label="Coupon code" labelNote="optional" error={couponError ?? undefined} className="min-w-0 flex-1">
            <input id={couponId} className={INPUT_CLASS} value={code} onChange={(event) => setCode(event.target.value)} autoComplete="off" aria-invalid={couponError ? true : undefined} aria-describedby={describeField(couponId, { error: couponError ?? undefined })} />
          </Field>
          {isCouponApplied ? (
            <button type="button" className={getButtonClass('secondary', 'md')} onClick={() => { setCoupon(''); setCode(''); }}>
              Remove coupon
            </button>
          ) : (
            <button type="submit" className={getButtonClass('secondary', 'md')} disabled={!code.trim()}>
              Apply
            </button>
          )}
        </form>
        <div className="mt-5">
          <FormAlert message={payment.isError ? readErrorMessage(payment.error) : null} />
          <button
            type="button"
            className={`${getButtonClass('primary', 'md')} mt-3 w-full`}
            disabled={!data || payment.isPending || payment.isSuccess || !data.can_pay || Boolean(couponError)}
            onClick={() => payment.mutate({ coupon: isCouponApplied ? coupon : undefined })}
          >
            {COMMERCE_MESSAGES.pay}
          </button>
          {data && !data.can_pay && <p className="mt-2 text-sm text-fg-muted">{COMMERCE_MESSAGES.paymentsUnavailable}</p>}
        </div>
      </section>
      <p className="mt-4 text-sm text-fg-muted">
        Prices include GST. Your year starts when you pay, or when your current year ends. <Link className="underline" to="/subscription">Other plans</Link>
      </p>
    </div>
  );
}
