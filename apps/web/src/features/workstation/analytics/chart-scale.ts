/** A "nice" top of a chart's scale: 1, 2 or 5 times a power of ten, at least the largest value (and at least 1). */
export function findNiceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) {
    if (step * power >= value) return step * power;
  }
  return 10 * power;
}

/** Which days of a series get a label on the x axis: the first, the last and a few evenly between. */
export function pickTickIndexes(length: number, most = 5): number[] {
  if (length <= 0) return [];
  if (length <= most) return Array.from({ length }, (_, index) => index);
  const step = (length - 1) / (most - 1);
  return [...new Set(Array.from({ length: most }, (_, index) => Math.round(index * step)))];
}
