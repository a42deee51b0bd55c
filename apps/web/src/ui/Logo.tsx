import { BRAND } from '../lib/config';

/** The brand mark and name; the mark is the favicon's wave. */
export function Logo({ isNameShown = true }: { isNameShown?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg aria-hidden="true" width="32" height="32" viewBox="0 0 64 64" className="shrink-0">
        <rect width="64" height="64" rx="14" fill="#6d28d9" />
        <path
          d="M10 36c6 0 6-12 12-12s6 20 12 20 6-28 12-28 6 20 8 20"
          fill="none"
          stroke="#fff"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={isNameShown ? 'text-xl font-extrabold tracking-tight text-fg' : 'sr-only'}>{BRAND.name}</span>
    </span>
  );
}
