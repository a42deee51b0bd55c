/**
 * Waits for something the test expects to happen in the background (a file appears, a stream
 * closes, a job starts): calls `check` every `intervalMs` until it returns a truthy value, and
 * answers that value. Past `timeoutMs` it throws, naming what never happened, so a slow machine
 * makes a test slower, never wrong. It proves that something did happen; a test never proves
 * that something did not happen by waiting a fixed time.
 */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  options: { timeoutMs?: number; intervalMs?: number; what?: string } = {},
): Promise<NonNullable<T>> {
  const { timeoutMs = 5_000, intervalMs = 10, what = 'the condition' } = options;
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error(`waitFor: ${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
