import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { commerceRoutes, type CartBody, type CartReply, type PaymentReply } from '@indiwave/domain/contract/commerce';
import { callApi } from '../../../lib/api-client.ts';
import { followPaymentStep } from '../../../lib/payment-step.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

type CartAction = Exclude<CartBody, { action: 'payment' } | { action: 'mycart' }>;

/** The cart script answers the cart for every action but payment. */
function isCartReply(reply: CartReply | PaymentReply): reply is CartReply {
  return 'product' in reply;
}

/** POST cart {action: 'mycart'}: the signed-in person's cart, priced by the server. */
export function useCart(isEnabled: boolean) {
  return useQuery({
    enabled: isEnabled,
    queryKey: queryKeys.account.cart(),
    queryFn: async ({ signal }) => {
      const reply = await callApi(commerceRoutes.cart, { body: { action: 'mycart' }, signal });
      if (!isCartReply(reply)) throw new Error('The cart answered a payment.');
      return reply;
    },
  });
}

/** add, remove, apply_coupon, remove_coupon: the reply is the cart as it now stands. */
export function useCartAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CartAction) => {
      const reply = await callApi(commerceRoutes.cart, { body });
      if (!isCartReply(reply)) throw new Error('The cart answered a payment.');
      return reply;
    },
    onSuccess: (reply) => client.setQueryData(queryKeys.account.cart(), reply),
  });
}

/**
 * payment: goes where the server says (spec 2 §7): the gateway's page (a url or a form), or,
 * for a total of 0, the finished order.
 */
export function useCartPayment() {
  return useMutation({
    mutationFn: async () => {
      const reply = await callApi(commerceRoutes.cart, { body: { action: 'payment', return_path: `${window.location.pathname}` } });
      if (isCartReply(reply)) throw new Error('The cart did not answer a payment.');
      return reply;
    },
    onSuccess: (reply) => followPaymentStep(reply),
  });
}
