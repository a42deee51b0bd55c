import type { OpportunityCard } from '@indiwave/domain/contract/opportunities';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** '12 Dec 2030' (the viewer's time zone). */
export function formatDay(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
}

/** '12 Dec 2030, 11:30 pm' (the viewer's time zone). */
export function formatDayTime(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

function inWords(ms: number): string {
  if (ms >= 2 * DAY) return `${Math.floor(ms / DAY)} days`;
  if (ms >= DAY) return '1 day';
  const hours = Math.max(1, Math.floor(ms / HOUR));
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** What the card says of its dates: 'Opens in 6 days', 'Closes in 3 days', 'Closed'. */
export function describeDeadline(opportunity: Pick<OpportunityCard, 'state' | 'opens_at' | 'closes_at'>, now = Date.now()): string {
  if (opportunity.state === 'upcoming') return `Opens in ${inWords(Date.parse(opportunity.opens_at) - now)}`;
  if (opportunity.state === 'open') return `Closes in ${inWords(Date.parse(opportunity.closes_at) - now)}`;
  return 'Closed';
}

/** True when fewer than 3 days are left to apply: the card shows it in warning colours. */
export function isClosingSoon(opportunity: Pick<OpportunityCard, 'state' | 'closes_at'>, now = Date.now()): boolean {
  return opportunity.state === 'open' && Date.parse(opportunity.closes_at) - now < 3 * DAY;
}
