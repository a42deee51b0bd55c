import { Crown } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useNavigate } from 'react-router';
import { formatDaysToExpiry } from '@indiwave/domain/rules/session-user';
import { COMMERCE_MESSAGES } from '@indiwave/domain/messages';
import { closeAccountDialog, type SubscriptionVariant } from '../../../lib/account-dialogs.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { useSubscriptionPlan } from '../api/subscription-plan.ts';
import { PlanChooser } from './PlanChooser.tsx';
import { describePlanPrices } from './plan-prices.ts';

const CHECKOUT_PATH = '/subscription/checkout';

/**
 * The subscription popup (spec 2 §2.1): 'Choose Your Membership Plan' with Pro selected, or
 * its renewal variants (custom dialog types renewal and renewal_expire) at 20% off: Rs 1600
 * (READING). Continue and Renew Now lead to the checkout.
 */
export function SubscriptionDialogContent({ variant }: { variant: SubscriptionVariant }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const plan = useSubscriptionPlan(user?.id ?? null);
  const prices = describePlanPrices(plan.data);
  const goToCheckout = () => {
    closeAccountDialog();
    void navigate(CHECKOUT_PATH);
  };

  if (variant === 'subscription') {
    return (
      <div data-dialog-variant="subscription">
        <Dialog.Title className="mb-4 text-2xl font-bold text-fg">{COMMERCE_MESSAGES.choosePlan}</Dialog.Title>
        <PlanChooser plan={plan.data} onContinue={(choice) => (choice === 'pro' ? goToCheckout() : closeAccountDialog())} />
      </div>
    );
  }

  const isExpired = variant === 'renewal_expire';
  const daysLeft = user?.expdays;
  return (
    <div data-dialog-variant={variant} className="text-center">
      <Crown aria-hidden size={44} className={`mx-auto ${isExpired ? 'text-fg-muted' : 'text-focus'}`} />
      {isExpired && (
        <p className="mt-2">
          <span className="inline-block rounded-full bg-danger/20 px-3 py-0.5 text-xs font-bold tracking-wide text-danger">{COMMERCE_MESSAGES.expiredBadge}</span>
        </p>
      )}
      <Dialog.Title className="mt-3 text-2xl font-bold text-fg">{isExpired ? COMMERCE_MESSAGES.renewalExpireTitle : COMMERCE_MESSAGES.renewalTitle}</Dialog.Title>
      <p className="mt-2 text-fg-muted">{isExpired ? COMMERCE_MESSAGES.renewalExpireBody : COMMERCE_MESSAGES.renewalBody}</p>
      {!isExpired && daysLeft !== undefined && <p className="mt-2 font-semibold text-fg">Your Pro membership ends in {formatDaysToExpiry(daysLeft)}.</p>}
      <p className="mt-4 flex flex-wrap items-baseline justify-center gap-2" data-testid="renewal-price">
        <s className="text-fg-muted">{prices.price}</s>
        <span className="text-3xl font-bold text-fg">{prices.renewal}</span>
        <span className="rounded-full bg-surface-raised px-2 py-0.5 text-sm font-semibold text-fg">{prices.renewalPercent} off</span>
      </p>
      <button type="button" className={`${getButtonClass('primary', 'md')} mt-5`} onClick={goToCheckout}>
        {COMMERCE_MESSAGES.renewNow}
      </button>
    </div>
  );
}
