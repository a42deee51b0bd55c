import { BRAND } from '../../../lib/config.ts';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { useChangeNewsletter } from '../api/change-newsletter.ts';
import { SettingsSection } from './SettingsSection.tsx';

/** The newsletter switch (spec 2 §7 change_newsletter_subscription); it saves as it is flipped. */
export function NewsletterSection({ isSubscribed }: { isSubscribed: boolean }) {
  const change = useChangeNewsletter();
  // While the call is out the switch shows where it is going.
  const isOn = change.isPending && change.variables !== undefined ? change.variables : isSubscribed;
  return (
    <SettingsSection id="newsletter" title="Newsletter">
      <div className="flex items-center justify-between gap-4">
        <p id="newsletter-label" className="text-sm text-fg">
          Send me the {BRAND.name} newsletter: new opportunities, features and tips.
        </p>
        <button
          type="button"
          role="switch"
          aria-checked={isOn}
          aria-labelledby="newsletter-label"
          disabled={change.isPending}
          onClick={() => change.mutate(!isOn)}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border transition-colors disabled:opacity-70 ${isOn ? 'border-accent bg-accent' : 'border-border-strong bg-surface-raised'}`}
        >
          <span aria-hidden="true" className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${isOn ? 'translate-x-6' : 'translate-x-1'}`} />
        </button>
      </div>
      {change.isError && (
        <div className="mt-3">
          <FormAlert message={readErrorMessage(change.error)} />
        </div>
      )}
    </SettingsSection>
  );
}
