import { useId, useState, type FormEvent } from 'react';
import { ANALYTICS_RANGES_DAYS } from '@indiwave/domain/constants';
import { INPUT_CLASS } from '../../../ui/Field.tsx';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { checkCustomRange, type AnalyticsRange } from './analytics-range.ts';

type RangePickerProps = {
  value: AnalyticsRange;
  /** The days the server showed for the current range: the custom fields start from them. */
  shownFrom: string;
  shownTo: string;
  /** Today (UTC): the latest day a custom range may end on. */
  today: string;
  onChange: (range: AnalyticsRange) => void;
};

const OPTION =
  'cursor-pointer rounded-full px-3.5 py-1.5 text-sm font-semibold has-[:checked]:bg-accent has-[:checked]:text-accent-fg has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus text-fg-muted hover:text-fg';

/**
 * The analytics range (issue 8): the last 7, 28 or 90 days, or custom days from–to (checked as
 * the server checks them: real days, from not after to, at most 366 days, not in the future).
 * A preset applies at once; custom days apply with Apply.
 */
export function RangePicker({ value, shownFrom, shownTo, today, onChange }: RangePickerProps) {
  const id = useId();
  const [isCustom, setIsCustom] = useState(value.kind === 'custom');
  const [from, setFrom] = useState(value.kind === 'custom' ? value.from : shownFrom);
  const [to, setTo] = useState(value.kind === 'custom' ? value.to : shownTo);
  const [error, setError] = useState<string | null>(null);

  const handleApply = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkCustomRange(from, to, today);
    setError(problem);
    if (!problem) onChange({ kind: 'custom', from, to });
  };

  return (
    <div className="grid gap-3">
      <fieldset>
        <legend className="sr-only">Range</legend>
        <div className="inline-flex flex-wrap rounded-full border border-border bg-surface p-1">
          {ANALYTICS_RANGES_DAYS.map((days) => (
            <label key={days} className={OPTION}>
              <input
                type="radio"
                name={`${id}-range`}
                className="sr-only"
                checked={!isCustom && value.kind === 'preset' && value.days === days}
                onChange={() => {
                  setIsCustom(false);
                  setError(null);
                  onChange({ kind: 'preset', days });
                }}
              />
              {days} days
            </label>
          ))}
          <label className={OPTION}>
            <input
              type="radio"
              name={`${id}-range`}
              className="sr-only"
              checked={isCustom}
              onChange={() => setIsCustom(true)}
            />
            Custom
          </label>
        </div>
      </fieldset>
      {isCustom && (
        <form noValidate onSubmit={handleApply} aria-label="Custom range" className="flex flex-wrap items-end gap-3">
          <label className="grid gap-1 text-sm font-semibold text-fg">
            From
            <input
              type="date"
              value={from}
              max={today}
              onChange={(event) => setFrom(event.target.value)}
              className={INPUT_CLASS}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </label>
          <label className="grid gap-1 text-sm font-semibold text-fg">
            To
            <input
              type="date"
              value={to}
              max={today}
              onChange={(event) => setTo(event.target.value)}
              className={INPUT_CLASS}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </label>
          <button type="submit" className={getButtonClass('primary', 'sm', 'mb-1')}>
            Apply
          </button>
          {error && (
            <p id={`${id}-error`} role="alert" className="w-full text-sm text-danger">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
