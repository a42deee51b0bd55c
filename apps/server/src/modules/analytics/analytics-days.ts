/** UTC calendar days as 'YYYY-MM-DD' (the aggregates' key). */
export function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The day `n` days after `day` (negative: before). */
export function addDays(day: string, n: number): string {
  return toDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));
}

/** Every day from `from` to `to`, both included. */
export function listDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
