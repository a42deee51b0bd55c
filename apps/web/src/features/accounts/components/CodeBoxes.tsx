import { OTP_LENGTH } from '@indiwave/domain/constants';
import { useEffect, useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';

type CodeBoxesProps = {
  /** The digits so far, one per box ('' for an empty box). */
  value: readonly string[];
  onChange: (digits: string[]) => void;
  /** Red boxes after a failed check (spec 2 §4). */
  isInvalid?: boolean;
  isDisabled?: boolean;
  /** What the group is (read by screen readers). */
  label: string;
  describedBy?: string;
  isAutoFocused?: boolean;
};

/** An empty code: six empty boxes. */
export function emptyCode(): string[] {
  return Array.from({ length: OTP_LENGTH }, () => '');
}

/** Puts digits into the boxes from `start` on; returns the new code and the box to focus next. */
export function fillCode(code: readonly string[], start: number, digits: string): { code: string[]; focusIndex: number } {
  const next = [...code];
  const clean = digits.replace(/\D/g, '');
  // A whole code pasted anywhere fills the boxes from the first.
  const from = clean.length >= OTP_LENGTH ? 0 : start;
  let index = from;
  for (const digit of clean) {
    if (index >= OTP_LENGTH) break;
    next[index] = digit;
    index += 1;
  }
  return { code: next, focusIndex: Math.min(index, OTP_LENGTH - 1) };
}

/**
 * Six one-digit boxes (spec 2 §2.1, §5.1): a digit fills its box and moves on, Backspace clears
 * and moves back, the arrows move, and a pasted or auto-filled code spreads over the boxes.
 */
export function CodeBoxes({ value, onChange, isInvalid, isDisabled, label, describedBy, isAutoFocused }: CodeBoxesProps) {
  const labelId = useId();
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  // Focus on mount only (React's autoFocus), set here because preact/compat leaves autoFocus to the browser.
  useEffect(() => {
    if (isAutoFocused) refs.current[0]?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first box takes focus when the boxes appear, not when the flag changes
  }, []);
  const focusBox = (index: number) => {
    const box = refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const next = [...value];
      if (next[index]) {
        next[index] = '';
        onChange(next);
        focusBox(index - 1);
      } else if (index > 0) {
        next[index - 1] = '';
        onChange(next);
        focusBox(index - 1);
      }
    } else if (event.key === 'Delete') {
      event.preventDefault();
      const next = [...value];
      next[index] = '';
      onChange(next);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    } else if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      const next = [...value];
      next[index] = event.key;
      onChange(next);
      focusBox(index + 1);
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey) {
      // Only digits go in.
      event.preventDefault();
    }
  };

  // Phones' keyboards (and one-time-code auto-fill) type without a usable key event.
  const handleInput = (index: number, text: string) => {
    const digits = text.replace(/\D/g, '');
    if (!digits) return;
    // More than a box's old digit plus the new one is a code arriving at once.
    const isWholeCode = digits.length > 2;
    const filled = fillCode(value, index, isWholeCode ? digits : digits.slice(-1));
    onChange(filled.code);
    focusBox(isWholeCode ? filled.focusIndex : index + 1);
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const filled = fillCode(value, index, event.clipboardData.getData('text'));
    onChange(filled.code);
    focusBox(filled.focusIndex);
  };

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={describedBy}>
      <span id={labelId} className="sr-only">
        {label}
      </span>
      <div className="flex justify-center gap-2 md:gap-3">
        {value.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
            aria-invalid={isInvalid || undefined}
            disabled={isDisabled}
            value={digit}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onChange={(event) => handleInput(index, event.target.value)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => event.target.select()}
            className="size-11 rounded-xl border-2 border-border-strong bg-bg text-center text-xl font-bold text-fg caret-accent-soft focus:border-accent-soft aria-[invalid=true]:border-red-500 aria-[invalid=true]:bg-red-500/10 aria-[invalid=true]:text-danger md:size-12"
          />
        ))}
      </div>
    </div>
  );
}
