import { Check, Crown } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PRO_STATE } from '@indiwave/domain/constants';
import { COMMERCE_MESSAGES } from '@indiwave/domain/messages';
import { formatDaysToExpiry } from '@indiwave/domain/rules/session-user';
import { BRAND } from '../../../lib/config.ts';
import { selectNonProAction, useNonProActionHandler } from '../../../lib/pro-gate.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert, FormSuccess } from '../../../ui/Field.tsx';
import { useOrderOutcome } from '../api/check-pro.ts';
import { useSubscriptionPlan } from '../api/subscription-plan.ts';
import { describePlanPrices, PRO_BENEFITS } from '../components/plan-prices.ts';

/**
 * /subscription/{product}-pro (spec 1 §2.1, the drawer's 'Pro Member' link): what Pro brings, and
 * the person's membership: active with days to expiry ('today', '1 day', 'N days'), or EXPIRED
 * with a grey crown and the renewal at 20% off. After paying, the welcome.
 */
export default function ProPage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const handleNonPro = useNonProActionHandler();
  const plan = useSubscriptionPlan(user?.id ?? null);
  const outcome = useOrderOutcome(params.get('order'));
  const prices = describePlanPrices(plan.data);
  const state = user?.isProMember ?? PRO_STATE.none;
  const isActive = state === PRO_STATE.active;
  const isExpired = state === PRO_STATE.expired;
  const daysLeft = user?.expdays ?? plan.data?.expdays ?? null;
  const expiresAt = plan.data?.expires_at ? new Date(plan.data.expires_at).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }) : null;

  const goToCheckout = () => {
    const action = selectNonProAction(user);
    if (action === null || action === 'subscription') void navigate('/subscription/checkout');
    else handleNonPro('settings', { target: '/subscription/checkout', type: 'login' });
  };

  return (
    <div className="mx-auto max-w-content px-4 py-8 md:px-8">
      {outcome.data?.status === 'fulfilled' && <FormSuccess message={COMMERCE_MESSAGES.proThanks} />}
      {outcome.data && (outcome.data.status === 'failed' || outcome.data.status === 'created') && <FormAlert message={outcome.data.failure_reason ?? COMMERCE_MESSAGES.paymentFailed} />}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Crown aria-hidden size={40} className={isExpired ? 'text-fg-muted' : 'text-focus'} data-testid="pro-crown" data-state={isExpired ? 'expired' : isActive ? 'active' : 'none'} />
        <h1 className="text-3xl font-bold text-fg">{BRAND.name} Pro</h1>
        {isActive && <span className="rounded-full bg-focus/20 px-3 py-1 text-sm font-bold text-focus">{COMMERCE_MESSAGES.proMember}</span>}
        {isExpired && <span className="rounded-full bg-danger/20 px-3 py-1 text-sm font-bold tracking-wide text-danger">{COMMERCE_MESSAGES.expiredBadge}</span>}
      </div>

      {isActive && (
        <p className="mt-3 text-lg text-fg" data-testid="pro-expiry">
          Your membership ends in {formatDaysToExpiry(daysLeft ?? 0)}
          {expiresAt ? ` (${expiresAt})` : ''}.
        </p>
      )}
      {isExpired && <p className="mt-3 text-lg text-fg">{COMMERCE_MESSAGES.renewalExpireBody}</p>}

      <ul className="mt-6 grid gap-2 md:grid-cols-2">
        {PRO_BENEFITS.map((benefit) => (
          <li key={benefit} className="flex gap-2 rounded-xl border border-border bg-surface p-3 text-fg">
            <Check aria-hidden size={18} className="mt-0.5 shrink-0 text-success" /> {benefit}
          </li>
        ))}
      </ul>

      <div className="mt-6 flex flex-wrap items-center gap-3">
        {isActive || isExpired ? (
          <>
            <button type="button" className={getButtonClass('primary', 'md')} onClick={goToCheckout}>
              {COMMERCE_MESSAGES.renewNow}
            </button>
            <span className="text-fg-muted">
              <s>{prices.price}</s> <strong className="text-fg">{prices.renewal}</strong> ({prices.renewalPercent} off)
            </span>
          </>
        ) : (
          <>
            <button type="button" className={getButtonClass('primary', 'md')} onClick={goToCheckout}>
              {COMMERCE_MESSAGES.getPro}
            </button>
            <span className="text-fg-muted">
              <s>{prices.listPerYear}</s> <strong className="text-fg">{prices.pricePerYear}</strong>
            </span>
          </>
        )}
        {isActive && (
          <Link to="/mydashboard/promote" className={getButtonClass('secondary', 'md')}>
            Open the promo tools
          </Link>
        )}
        <Link to="/pro-perks" className={getButtonClass('ghost', 'md')}>
          Pro Perks
        </Link>
      </div>
    </div>
  );
}
