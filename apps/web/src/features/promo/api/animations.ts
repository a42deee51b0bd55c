import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { promoRoutes, type PromoFormat, type PromoRender } from '@indiwave/domain/contract/promo';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

// While a render is under way its state is fetched this often (ffmpeg writes progress every 300 ms).
const RENDER_POLL_MS = 1_000;

/** True while a render may still change by itself. */
export function isRenderActive(render: Pick<PromoRender, 'status'>): boolean {
  return render.status === 'queued' || render.status === 'rendering';
}

/** GET promo/animations, polled while any render is under way. */
export function useAnimations() {
  return useQuery({
    queryKey: queryKeys.account.promoPart('animations'),
    queryFn: async ({ signal }) => (await callApi(promoRoutes.listAnimations, { signal })).results,
    refetchInterval: (query) => ((query.state.data ?? []).some(isRenderActive) ? RENDER_POLL_MS : false),
  });
}

/** POST promo/animation, animation_cancel and animation_restart; each refreshes the list and the counts. */
export function useAnimationActions() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.account.promo() });
  return {
    create: useMutation({
      mutationFn: async (body: { song: string; format: PromoFormat; clip_start: number }) => (await callApi(promoRoutes.createAnimation, { body })).result,
      onSuccess: refresh,
    }),
    cancel: useMutation({ mutationFn: async (id: string) => (await callApi(promoRoutes.cancelAnimation, { body: { id } })).result, onSuccess: refresh }),
    restart: useMutation({ mutationFn: async (id: string) => (await callApi(promoRoutes.restartAnimation, { body: { id } })).result, onSuccess: refresh }),
  };
}
