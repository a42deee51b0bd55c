import { useCallback, useEffect, useState } from 'react';
import { EMAIL_RESEND_COUNTDOWN_S, RESEND_DISABLED_MS } from '@indiwave/domain/constants';

type ResendInput = {
  /** When the dialog opened (ms). */
  openedAt: number;
  /** When the last code went out (ms), or null when none has yet. */
  sentAt: number | null;
  now: number;
  /** The countdown after a send, in seconds (email 2:00). */
  countdownS?: number;
  /** Resend waits this long after the dialog opened (10 s). */
  openLockMs?: number;
};

/**
 * When Resend OTP may be pressed (spec 2 §4, §9): not while the countdown of the last code
 * runs (2:00 for e-mail), and not in the first 10 seconds after the dialog opened.
 */
export function getResendState({ openedAt, sentAt, now, countdownS = EMAIL_RESEND_COUNTDOWN_S, openLockMs = RESEND_DISABLED_MS }: ResendInput) {
  const countdownLeftMs = sentAt === null ? 0 : Math.max(0, sentAt + countdownS * 1000 - now);
  const openLockLeftMs = Math.max(0, openedAt + openLockMs - now);
  return {
    /** Seconds left on the countdown (0 when none runs). */
    secondsLeft: Math.ceil(countdownLeftMs / 1000),
    /** Seconds until Resend is possible at all. */
    waitSeconds: Math.ceil(Math.max(countdownLeftMs, openLockLeftMs) / 1000),
    canResend: countdownLeftMs === 0 && openLockLeftMs === 0,
  };
}

/** '2:00', '0:09' — minutes and seconds of a countdown. */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
}

/**
 * The resend timer of a code dialog: opened now, counting down after every send, re-rendering
 * every second until Resend is possible.
 */
export function useResendTimer(options: { countdownS: number; isSentOnOpen: boolean }) {
  const [openedAt] = useState(() => Date.now());
  const [sentAt, setSentAt] = useState<number | null>(() => (options.isSentOnOpen ? Date.now() : null));
  const [now, setNow] = useState(() => Date.now());
  const state = getResendState({ openedAt, sentAt, now, countdownS: options.countdownS });

  useEffect(() => {
    if (state.canResend) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [state.canResend]);

  const markSent = useCallback(() => {
    const at = Date.now();
    setSentAt(at);
    setNow(at);
  }, []);

  return { ...state, markSent };
}
