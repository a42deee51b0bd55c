import { lazy, Suspense } from 'react';
import { useAccountDialogs } from '../../lib/account-dialogs';

// The dialogs (Radix, the forms, the contracts) load when one is first asked for.
const AccountDialogFrame = lazy(() => import('./AccountDialogFrame'));

/** Mounted once by the shell: shows the account dialog the store asks for, if any. */
export function AccountDialogHost() {
  const dialog = useAccountDialogs((state) => state.dialog);
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      <AccountDialogFrame dialog={dialog} />
    </Suspense>
  );
}
