import { Link, useNavigate } from 'react-router';
import { COMMERCE_MESSAGES } from '@indiwave/domain/messages';
import { toProductPath } from '../../../lib/config.ts';
import { isProActive, selectNonProAction, useNonProActionHandler } from '../../../lib/pro-gate.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { useSubscriptionPlan } from '../api/subscription-plan.ts';
import { PlanChooser } from '../components/PlanChooser.tsx';

const CHECKOUT_PATH = '/subscription/checkout';

/** /subscription (spec 1 §2.1): the plans, Pro selected; Continue goes through the non-Pro handler to the checkout. */
export default function SubscriptionPage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const handleNonPro = useNonProActionHandler();
  const plan = useSubscriptionPlan(user?.id ?? null);

  const handleContinue = (choice: 'basic' | 'pro') => {
    if (choice === 'basic') {
      void navigate(user ? '/mydashboard' : '/?register=1&login=%2Fmydashboard');
      return;
    }
    // Visitors sign in, listeners upgrade, unverified e-mails verify (READING); then the checkout.
    const action = selectNonProAction(user);
    if (action === null || action === 'subscription') void navigate(CHECKOUT_PATH);
    else handleNonPro('settings', { target: CHECKOUT_PATH, type: 'login' });
  };

  return (
    <div className="mx-auto max-w-content px-4 py-8 md:px-8">
      <h1 className="text-3xl font-bold text-fg">{COMMERCE_MESSAGES.choosePlan}</h1>
      {isProActive(user) && (
        <p className="mt-3 text-fg-muted">
          You are a {COMMERCE_MESSAGES.proMember}.{' '}
          <Link className="font-semibold text-accent-soft underline" to={toProductPath('/subscription/{product}-pro')}>
            See your membership
          </Link>
        </p>
      )}
      <div className="mt-6">
        <PlanChooser plan={plan.data} onContinue={handleContinue} />
      </div>
    </div>
  );
}
