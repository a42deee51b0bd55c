import { queryOptions, useQuery } from '@tanstack/react-query';
import { captchaRoutes } from '@indiwave/domain/contract/captcha';
import { callApi } from '../api-client.ts';

/** The reply of GET /api/captcha/config: which robot check the forms show. */
export type CaptchaConfig = Awaited<ReturnType<typeof getCaptchaConfig>>;

/** Fetches which robot check the server verifies (self-hosted ALTCHA or reCAPTCHA). */
export function getCaptchaConfig(signal?: AbortSignal) {
  return callApi(captchaRoutes.config, { signal });
}

/** Query options for the robot-check configuration; it only changes with a redeploy. */
export function getCaptchaConfigQueryOptions() {
  return queryOptions({
    queryKey: ['captcha', 'config'] as const,
    queryFn: ({ signal }) => getCaptchaConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** The robot-check configuration, fetched once per page load. */
export function useCaptchaConfig() {
  return useQuery(getCaptchaConfigQueryOptions());
}
