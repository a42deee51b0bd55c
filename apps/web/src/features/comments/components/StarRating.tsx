import { Star } from 'lucide-react';
import { STAR_RATING_MAX } from '@indiwave/domain/constants';
import { useId } from 'react';

const STARS = Array.from({ length: STAR_RATING_MAX }, (_, i) => i + 1);

/** Stars shown, read-only: 'Rated 4 out of 5'. */
export function StarsShown({ value, size = 16 }: { value: number; size?: number }) {
  const rounded = Math.round(value);
  return (
    <span role="img" aria-label={`Rated ${value} out of ${STAR_RATING_MAX}`} className="inline-flex items-center gap-0.5">
      {STARS.map((star) => (
        <Star key={star} aria-hidden size={size} className={star <= rounded ? 'fill-amber-400 text-amber-400' : 'text-fg-muted'} />
      ))}
    </span>
  );
}

type StarInputProps = {
  value: number | null;
  onChange: (value: number) => void;
  /** The error's id, for aria-describedby. */
  errorId?: string;
  isInvalid?: boolean;
};

/** Picks 1–5 stars: a radio group, so arrows and the screen reader work as for any choice. */
export function StarInput({ value, onChange, errorId, isInvalid }: StarInputProps) {
  const name = useId();
  return (
    <fieldset aria-describedby={isInvalid ? errorId : undefined} className="flex min-w-0 items-center gap-2">
      <legend className="sr-only">Your rating</legend>
      <span aria-hidden className="text-sm text-fg-muted">
        Your rating
      </span>
      <span className="inline-flex">
        {STARS.map((star) => (
          <label key={star} className="cursor-pointer p-0.5">
            <input type="radio" name={name} value={star} checked={value === star} onChange={() => onChange(star)} className="peer sr-only" />
            <Star aria-hidden size={22} className={`rounded peer-focus-visible:outline-2 peer-focus-visible:outline-accent ${value !== null && star <= value ? 'fill-amber-400 text-amber-400' : 'text-fg-muted hover:text-amber-400'}`} />
            <span className="sr-only">{star === 1 ? '1 star' : `${star} stars`}</span>
          </label>
        ))}
      </span>
    </fieldset>
  );
}
