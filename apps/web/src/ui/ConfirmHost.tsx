import { lazy, Suspense } from 'react';
import { useConfirmStore } from './confirm';

// The dialog's code (Radix) loads with the first question; most visits never ask one.
const ConfirmDialog = lazy(() => import('./ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })));

/** Mounted once by the app provider: shows the confirm helper's questions, one at a time. */
export function ConfirmHost() {
  const hasQuestion = useConfirmStore((state) => state.queue.length > 0);
  if (!hasQuestion) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog />
    </Suspense>
  );
}
