import { create } from 'zustand';

type SpinnerState = { pending: number };

/**
 * The shell's global spinner (spec 1 §1, §3.8 globalSpinner). A counter rather than a flag,
 * so two overlapping tasks do not hide it when the first one ends.
 */
export const useSpinnerStore = create<SpinnerState>(() => ({ pending: 0 }));

/** Shows the global spinner until a matching hideGlobalSpinner(). */
export function showGlobalSpinner(): void {
  useSpinnerStore.setState((state) => ({ pending: state.pending + 1 }));
}

/** Ends one showGlobalSpinner(). */
export function hideGlobalSpinner(): void {
  useSpinnerStore.setState((state) => ({ pending: Math.max(0, state.pending - 1) }));
}

/** Shows the global spinner while a task runs, whatever its outcome. */
export async function withGlobalSpinner<T>(task: Promise<T> | (() => Promise<T>)): Promise<T> {
  showGlobalSpinner();
  try {
    return await (typeof task === 'function' ? task() : task);
  } finally {
    hideGlobalSpinner();
  }
}

/** True while anyone holds the global spinner. */
export function useIsGlobalSpinnerShown(): boolean {
  return useSpinnerStore((state) => state.pending > 0);
}
