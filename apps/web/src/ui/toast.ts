import type * as Sonner from 'sonner';
import { TOAST_TIMEOUT_MS } from '@indiwave/domain/constants';
import { useToasterStore } from './toaster-store';

type ToastKind = 'info' | 'success' | 'error';

let sonner: Promise<typeof Sonner> | null = null;

/** Loads the toast library once; every later toast reuses the same promise. */
function loadSonner(): Promise<typeof Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

/**
 * Shows a short toast; it leaves after the spec's 800 ms (spec 1 §9) unless told otherwise.
 * The toast library loads on first use; a toast raised before its outlet mounts still shows.
 */
export function showToast(message: string, kind: ToastKind = 'info', durationMs: number = TOAST_TIMEOUT_MS): void {
  useToasterStore.setState({ isNeeded: true });
  void loadSonner().then(({ toast }) => {
    const options = { duration: durationMs };
    if (kind === 'success') toast.success(message, options);
    else if (kind === 'error') toast.error(message, options);
    else toast(message, options);
  });
}
