import { useEffect, useState } from 'react';
import { formatRelativeTime } from '@indiwave/domain/rules/relative-time';

type RelativeTimeProps = { value: Date | string | number; className?: string };

const REFRESH_MS = 60_000;

/**
 * '5 minutes ago', '2 days ago' … (spec 1 §9) in a <time> element whose title shows the
 * exact moment. Refreshes every minute so an open page does not go stale.
 */
export function RelativeTime({ value, className }: RelativeTimeProps) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time className={className} dateTime={date.toISOString()} title={date.toLocaleString()}>
      {formatRelativeTime(date, now)}
    </time>
  );
}
