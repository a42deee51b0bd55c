import { lazy, Suspense } from 'react';
import { useShareDialog } from '../../../lib/share-dialog';

// The dialog (Radix, the calls, the contracts) loads when someone first shares.
const ShareDialog = lazy(() => import('./ShareDialog'));

/** Mounted once by the shell: shows the Share dialog when something asks for it. */
export function ShareDialogHost() {
  const target = useShareDialog((state) => state.target);
  if (!target) return null;
  return (
    <Suspense fallback={null}>
      <ShareDialog target={target} />
    </Suspense>
  );
}
