import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';

/** A named choice (genre, artist category, language). */
export type Choice = { id: number; name: string };

type ChoiceChipsProps = {
  legend: ReactNode;
  /** Hides the legend visually (a heading above already says it). */
  isLegendHidden?: boolean;
  options: readonly Choice[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** At most this many; a further pick is refused and onLimit is called. */
  max?: number;
  onLimit?: () => void;
  error?: string;
  hint?: ReactNode;
};

/**
 * Checkboxes that look like chips, for picking several items of a list (register step 3,
 * genres). Beyond `max` the pick is refused and `onLimit` says why (spec 2 §5.1 'You can only select 3').
 */
export function ChoiceChips({ legend, isLegendHidden, options, value, onChange, max, onLimit, error, hint }: ChoiceChipsProps) {
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const hintId = `${baseId}-hint`;
  const handleToggle = (id: number, isChecked: boolean) => {
    if (!isChecked) {
      onChange(value.filter((item) => item !== id));
      return;
    }
    if (max !== undefined && value.length >= max) {
      onLimit?.();
      return;
    }
    onChange([...value, id]);
  };
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;

  return (
    <fieldset aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className={isLegendHidden ? 'sr-only' : 'mb-2 text-sm font-medium text-fg'}>{legend}</legend>
      {hint && (
        <p id={hintId} className="mb-3 text-xs text-fg-muted">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const isChecked = value.includes(option.id);
          return (
            <label
              key={option.id}
              className={`inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus ${
                isChecked ? 'border-accent bg-accent text-accent-fg' : 'border-border-strong text-fg hover:bg-surface-raised'
              }`}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={isChecked}
                onChange={(event) => handleToggle(option.id, event.target.checked)}
              />
              {isChecked && <Check aria-hidden size={14} />}
              {option.name}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
