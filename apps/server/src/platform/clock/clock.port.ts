/**
 * The time, behind a port so tests can move it: code and link expiry, rate-limit windows and
 * session last-use all read it instead of `new Date()`.
 */
export type ClockPort = {
  now(): Date;
};

/** The machine's clock. */
export function createSystemClock(): ClockPort {
  return { now: () => new Date() };
}

/** A clock that stands still until moved; for tests of expiry and rate-limit windows. */
export function createManualClock(start = new Date('2030-01-01T00:00:00.000Z')): ClockPort & { advance(ms: number): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}
