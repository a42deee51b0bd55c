import { useEffect, useState } from 'react';

const IDLE_TIMEOUT_MS = 3_000;

/**
 * False until the browser first has nothing better to do after the page loaded (or 3 s
 * passed): work that can wait, like loading the version watcher, waits for it so the
 * first page becomes interactive sooner.
 */
export function useIsIdle(): boolean {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIsIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIsIdle(true), 1);
    return () => window.clearTimeout(timer);
  }, []);
  return isIdle;
}
