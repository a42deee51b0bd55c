import { Check, Crown } from 'lucide-react';
import { useId, useState } from 'react';
import type { ProPlan } from '@indiwave/domain/contract/membership';
import { COMMERCE_MESSAGES } from '@indiwave/domain/messages';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { describePlanPrices, PRO_BENEFITS } from './plan-prices.ts';

type PlanChooserProps = {
  plan: ProPlan | undefined;
  /** Called with the plan chosen when Continue is pressed. */
  onContinue: (choice: 'basic' | 'pro') => void;
};

/**
 * 'Choose Your Membership Plan' (spec 2 §2.1): Basic and Pro, Pro selected by default, with
 * 'Rs 4000/Year' struck through and 'Rs 2000/Year' (spec 2 §9). A radio group: arrows move
 * between the plans.
 */
export function PlanChooser({ plan, onContinue }: PlanChooserProps) {
  const [choice, setChoice] = useState<'basic' | 'pro'>('pro');
  const name = useId();
  const prices = describePlanPrices(plan);
  const card = (isChosen: boolean) =>
    `relative flex cursor-pointer flex-col gap-2 rounded-2xl border-2 p-4 transition-colors ${isChosen ? 'border-accent bg-surface-raised' : 'border-border bg-surface hover:border-border-strong'}`;

  return (
    <div>
      <fieldset className="grid gap-3 md:grid-cols-2">
        <legend className="sr-only">{COMMERCE_MESSAGES.choosePlan}</legend>
        <label className={card(choice === 'basic')}>
          <input type="radio" name={name} value="basic" checked={choice === 'basic'} onChange={() => setChoice('basic')} className="absolute top-4 right-4 size-4 accent-[var(--color-accent)]" />
          <span className="text-lg font-bold text-fg">Basic</span>
          <span className="text-2xl font-bold text-fg">Free</span>
          <span className="text-sm text-fg-muted">Upload unlimited songs and videos, your e-Press Kit, listeners and fans.</span>
        </label>
        <label className={card(choice === 'pro')} data-plan="pro">
          <input type="radio" name={name} value="pro" checked={choice === 'pro'} onChange={() => setChoice('pro')} className="absolute top-4 right-4 size-4 accent-[var(--color-accent)]" />
          <span className="flex items-center gap-2 text-lg font-bold text-fg">
            <Crown aria-hidden size={18} className="text-focus" /> Pro
          </span>
          <span className="flex flex-wrap items-baseline gap-2">
            <s className="text-fg-muted">{prices.listPerYear}</s>
            <span className="text-2xl font-bold text-fg">{prices.pricePerYear}</span>
          </span>
          <ul className="grid gap-1 text-sm text-fg-muted">
            {PRO_BENEFITS.map((benefit) => (
              <li key={benefit} className="flex gap-2">
                <Check aria-hidden size={16} className="mt-0.5 shrink-0 text-success" /> {benefit}
              </li>
            ))}
          </ul>
        </label>
      </fieldset>
      <button type="button" className={`${getButtonClass('primary', 'md')} mt-5 w-full md:w-auto`} onClick={() => onContinue(choice)}>
        {COMMERCE_MESSAGES.continueToCheckout}
      </button>
    </div>
  );
}
