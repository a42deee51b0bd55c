import { useSessionCheck } from '../api/check-session.ts';

/**
 * Mounted by the shell while someone is signed in: checks the session every 90 seconds and
 * signs out when it has ended (spec 1 §4, §7). Lazy, so visitors never load it.
 */
export function SessionWatcher() {
  useSessionCheck();
  return null;
}
