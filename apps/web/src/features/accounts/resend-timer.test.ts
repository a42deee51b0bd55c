import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_RESEND_COUNTDOWN_S, RESEND_DISABLED_MS } from '@indiwave/domain/constants';
import { formatCountdown, getResendState, useResendTimer } from './resend-timer.ts';

afterEach(() => vi.useRealTimers());

describe('Resend OTP timing (spec 2 §4, §9)', () => {
  it('waits 10 s after the dialog opens, even without a code sent', () => {
    expect(getResendState({ openedAt: 0, sentAt: null, now: RESEND_DISABLED_MS - 1 }).canResend).toBe(false);
    expect(getResendState({ openedAt: 0, sentAt: null, now: RESEND_DISABLED_MS }).canResend).toBe(true);
  });

  it('waits out the 2:00 countdown of the last code', () => {
    const sentAt = 60_000;
    expect(getResendState({ openedAt: 0, sentAt, now: sentAt }).secondsLeft).toBe(EMAIL_RESEND_COUNTDOWN_S);
    expect(getResendState({ openedAt: 0, sentAt, now: sentAt + 119_001 })).toMatchObject({ secondsLeft: 1, canResend: false });
    expect(getResendState({ openedAt: 0, sentAt, now: sentAt + 120_000 })).toMatchObject({ secondsLeft: 0, canResend: true });
  });

  it('shows the countdown as m:ss', () => {
    expect(formatCountdown(120)).toBe('2:00');
    expect(formatCountdown(69)).toBe('1:09');
    expect(formatCountdown(0)).toBe('0:00');
  });

  it('the hook ticks every second until Resend is possible', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useResendTimer({ countdownS: EMAIL_RESEND_COUNTDOWN_S, isSentOnOpen: true }));
    expect(result.current).toMatchObject({ canResend: false, secondsLeft: 120 });
    act(() => void vi.advanceTimersByTime(61_000));
    expect(result.current.secondsLeft).toBe(59);
    act(() => void vi.advanceTimersByTime(59_000));
    expect(result.current.canResend).toBe(true);
    act(() => result.current.markSent());
    expect(result.current).toMatchObject({ canResend: false, secondsLeft: 120 });
  });

  it('without a code sent, only the 10 s after opening count', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useResendTimer({ countdownS: EMAIL_RESEND_COUNTDOWN_S, isSentOnOpen: false }));
    expect(result.current).toMatchObject({ canResend: false, secondsLeft: 0, waitSeconds: 10 });
    act(() => void vi.advanceTimersByTime(10_000));
    expect(result.current.canResend).toBe(true);
  });
});
