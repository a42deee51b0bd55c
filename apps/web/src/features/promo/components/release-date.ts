/** A release date as people read it: '12 March 2031, 18:30' in their own time zone. */
export function formatReleaseDate(value: string): string {
  return new Date(value).toLocaleString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** What is left until a time, in days, hours, minutes and seconds (all zero once it has come). */
export function toCountdown(target: string, now: number): { days: number; hours: number; minutes: number; seconds: number } {
  const left = Math.max(0, Math.floor((Date.parse(target) - now) / 1000));
  return { days: Math.floor(left / 86_400), hours: Math.floor((left % 86_400) / 3600), minutes: Math.floor((left % 3600) / 60), seconds: left % 60 };
}
