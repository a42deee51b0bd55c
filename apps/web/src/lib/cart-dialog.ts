import { create } from 'zustand';

type CartDialogState = {
  isOpen: boolean;
  /** A SKU to add as the dialog opens (a song's or album's 'Add to cart'). */
  addSku: string | null;
  /** The order a gateway sent the buyer back with, unpaid: its message is shown. */
  returnedOrder: string | null;
};

/**
 * The Cart dialog on screen (spec 2 §2.1 'Cart' / 'Review your purchase'). A store with no
 * other dependencies, so the header, the phone's 'My Cart' (?cart=1) and any song or album page
 * can open it without loading it: features/commerce's CartDialogHost does.
 */
export const useCartDialog = create<CartDialogState>(() => ({ isOpen: false, addSku: null, returnedOrder: null }));

/** Opens the cart; with a SKU, adds that song or album first. */
export function openCartDialog(options: { addSku?: string; returnedOrder?: string } = {}): void {
  useCartDialog.setState({ isOpen: true, addSku: options.addSku ?? null, returnedOrder: options.returnedOrder ?? null });
}

/** Closes the cart. */
export function closeCartDialog(): void {
  useCartDialog.setState({ isOpen: false, addSku: null, returnedOrder: null });
}
