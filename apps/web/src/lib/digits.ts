import type { KeyboardEvent } from 'react';

/** Only the digits of a value, at most `max` of them (mobile numbers, codes). */
export function keepDigits(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/**
 * Lets only digits through the keyboard (spec 2 §5.1, §5.4: 'keystrokes are numeric only');
 * editing keys, shortcuts and navigation still work.
 */
export function blockNonDigitKeys(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.key.length === 1 && !/\d/.test(event.key)) event.preventDefault();
}
