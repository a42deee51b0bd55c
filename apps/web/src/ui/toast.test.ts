import { describe, expect, it, vi } from 'vitest';
import { TOAST_TIMEOUT_MS } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';

const calls = vi.hoisted(() => [] as unknown[][]);
vi.mock('sonner', () => ({
  toast: Object.assign((...args: unknown[]) => calls.push(['info', ...args]), {
    success: (...args: unknown[]) => calls.push(['success', ...args]),
    error: (...args: unknown[]) => calls.push(['error', ...args]),
  }),
}));

describe('showToast', () => {
  it('shows toasts for 800 ms by default (spec 1 §9)', async () => {
    expect(TOAST_TIMEOUT_MS).toBe(800);
    const { showToast } = await import('./toast');
    const { useToasterStore } = await import('./toaster-store');
    showToast(MESSAGES.addedToQueue);
    showToast('Saved', 'success');
    showToast('Failed', 'error', 3000);
    expect(useToasterStore.getState().isNeeded).toBe(true);
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(calls).toEqual([
      ['info', MESSAGES.addedToQueue, { duration: 800 }],
      ['success', 'Saved', { duration: 800 }],
      ['error', 'Failed', { duration: 3000 }],
    ]);
  });
});
