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

/** The calendar month of a day as 'YYYY-MM' (the monthly roll-ups' key). */
export function toMonth(day: string): string {
  return day.slice(0, 7);
}

/** The first day of the month after `month`. */
function firstDayAfter(month: string): string {
  const [year, monthIndex] = month.split('-').map(Number);
  return toDay(new Date(Date.UTC(year, monthIndex, 1)));
}

/** The last day of `month`. */
function lastDayOf(month: string): string {
  return addDays(firstDayAfter(month), -1);
}

/** How many days from `from` to `to`, both included (0 when `from` is after `to`). */
function countDays(from: string, to: string): number {
  return Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1);
}

type DayRun = { from: string; to: string };

/**
 * A day range as read from the roll-ups: the sum over `months` (from the monthly rows), minus
 * the sum over `minusDays`, plus the sum over `days` (both from the daily rows).
 */
export type MonthSplit = {
  months: { from: string; to: string } | null;
  days: DayRun[];
  minusDays: DayRun[];
};

/**
 * Cuts the days from `from` to `to` (both included) into whole calendar months and runs of days,
 * reading as few daily rows as it can: a month the range covers partly is read day by day, or
 * as the whole month minus the days it leaves out when those are fewer (the current month of a
 * range ending today leaves out only days to come, which have no rows). Every day of the range
 * counts exactly once and no other day counts at all.
 */
export function splitMonths(from: string, to: string): MonthSplit {
  const split: MonthSplit = { months: null, days: [], minusDays: [] };
  if (from > to) return split;
  const firstMonth = toMonth(from);
  const lastMonth = toMonth(to);
  const nonEmpty = (runs: DayRun[]) => runs.filter((run) => run.from <= run.to);
  if (firstMonth === lastMonth) {
    const outside = nonEmpty([
      { from: `${firstMonth}-01`, to: addDays(from, -1) },
      { from: addDays(to, 1), to: lastDayOf(firstMonth) },
    ]);
    const left = outside.reduce((n, run) => n + countDays(run.from, run.to), 0);
    if (left < countDays(from, to))
      return { ...split, months: { from: firstMonth, to: firstMonth }, minusDays: outside };
    return { ...split, days: [{ from, to }] };
  }
  // The first month: whole when the range starts on its 1st; else its days, or the month minus the days before `from`.
  let monthsFrom = firstMonth;
  const before = { from: `${firstMonth}-01`, to: addDays(from, -1) };
  const head = { from, to: lastDayOf(firstMonth) };
  if (before.from <= before.to) {
    if (countDays(before.from, before.to) < countDays(head.from, head.to)) split.minusDays.push(before);
    else {
      split.days.push(head);
      monthsFrom = toMonth(firstDayAfter(firstMonth));
    }
  }
  // The last month: likewise with the days after `to`.
  let monthsTo = lastMonth;
  const after = { from: addDays(to, 1), to: lastDayOf(lastMonth) };
  const tail = { from: `${lastMonth}-01`, to };
  if (after.from <= after.to) {
    if (countDays(after.from, after.to) < countDays(tail.from, tail.to)) split.minusDays.push(after);
    else {
      split.days.push(tail);
      monthsTo = toMonth(addDays(tail.from, -1));
    }
  }
  if (monthsFrom <= monthsTo) split.months = { from: monthsFrom, to: monthsTo };
  return split;
}
