import { useId } from 'react';
import { INPUT_CLASS } from '../../../ui/Field.tsx';

type FilterSelectProps = {
  label: string;
  value: string;
  /** The choice meaning 'no filter'. */
  anyLabel: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
};

/** One labelled filter of a listing; '' is no filter. */
export function FilterSelect({ label, value, anyLabel, options, onChange }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
        {label}
      </label>
      <select id={id} className={`${INPUT_CLASS} py-2`} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
