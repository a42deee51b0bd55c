/** Counts above this show as '99+' so the badge keeps its size. */
export const BADGE_MAX = 99;

/**
 * The badge's text for a count: nothing (the badge hides) for none, a failed call (null) or a
 * count that is not a whole positive number; '99+' past 99 (spec 1 §8: failures hide the badge).
 */
export function formatBadgeCount(count: number | null | undefined): string | null {
  if (count === null || count === undefined || !Number.isFinite(count) || count < 1) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}

type CountBadgeProps = { count: number | null | undefined; className?: string };

/**
 * A small red count on an icon. It is decoration: the control it sits on says the count in its
 * own accessible name, so the badge is hidden from screen readers.
 */
export function CountBadge({ count, className = '' }: CountBadgeProps) {
  const label = formatBadgeCount(count);
  if (!label) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="count-badge"
      className={`pointer-events-none grid h-5 min-w-5 place-items-center rounded-full bg-highlight px-1 text-[11px] leading-none font-bold text-bg ${className}`}
    >
      {label}
    </span>
  );
}
