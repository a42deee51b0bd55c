import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { openLoginDialog } from '../../../lib/account-dialogs.ts';
import { openCartDialog, useCartDialog } from '../../../lib/cart-dialog.ts';
import { useSessionUser } from '../../../lib/session.ts';

// The cart and its coupon form load when someone first opens it.
const CartDialog = lazy(() => import('./CartDialog.tsx'));

/**
 * Mounted once by the shell: shows the Cart dialog when something asks for it, and opens it for
 * ?cart=1 (the phone's 'My Cart', and a gateway sending the buyer back unpaid with ?order=).
 * Visitors are asked to sign in instead (spec 1 §2.4).
 */
export function CartDialogHost() {
  const user = useSessionUser();
  const isOpen = useCartDialog((state) => state.isOpen);
  const [params, setParams] = useSearchParams();
  const isAsked = params.get('cart') === '1';
  const returnedOrder = params.get('order');

  useEffect(() => {
    if (!isAsked) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('cart');
        next.delete('order');
        return next;
      },
      { replace: true },
    );
    if (user) openCartDialog({ returnedOrder: returnedOrder ?? undefined });
    else openLoginDialog({ intent: 'cart' });
  }, [isAsked, returnedOrder, setParams, user]);

  if (!isOpen || !user) return null;
  return (
    <Suspense fallback={null}>
      <CartDialog />
    </Suspense>
  );
}
