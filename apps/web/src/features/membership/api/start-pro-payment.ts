import { useMutation } from '@tanstack/react-query';
import { membershipRoutes } from '@indiwave/domain/contract/membership';
import { callApi } from '../../../lib/api-client.ts';
import { followPaymentStep } from '../../../lib/payment-step.ts';

/** POST subscription/payment: opens the gateway's page (a url or a form) for a year of Pro. */
export function useStartProPayment() {
  return useMutation({
    mutationFn: (input: { coupon?: string }) => callApi(membershipRoutes.payment, { body: { coupon: input.coupon || undefined, return_path: `${window.location.pathname}${window.location.search}` } }),
    onSuccess: (reply) => followPaymentStep(reply),
  });
}
