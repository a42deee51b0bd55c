import { TOAST_TIMEOUT_MS } from '@indiwave/domain/constants';
import { lazy, Suspense } from 'react';
import { useIsIdle } from '../lib/use-is-idle';
import { useToasterStore } from './toaster-store';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/**
 * The one toast outlet of the app: dark like the shell, 800 ms per toast (spec 1 §9). It
 * loads when the browser is idle or at the first toast, whichever comes first.
 */
export function AppToaster() {
  const isIdle = useIsIdle();
  const isNeeded = useToasterStore((state) => state.isNeeded);
  if (!isIdle && !isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme="dark" position="bottom-center" duration={TOAST_TIMEOUT_MS} richColors />
    </Suspense>
  );
}
