import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { promoRoutes } from '@indiwave/domain/contract/promo';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET promo/presaves: the artist's pre-save links with their fan counts. */
export function usePresaveLinks() {
  return useQuery({ queryKey: queryKeys.account.promoPart('presaves'), queryFn: async ({ signal }) => (await callApi(promoRoutes.presaves, { signal })).results });
}

/** POST promo/presave: the link of an upcoming song or album (made once). */
export function useCreatePresave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { type: 'song' | 'album'; slug: string }) => (await callApi(promoRoutes.createPresave, { body })).result,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.account.promo() }),
  });
}

/** GET sdlink/:slug (public): the pre-save page's release. */
export function usePresavePage(slug: string) {
  return useQuery({ queryKey: queryKeys.promo.presavePage(slug), queryFn: async ({ signal }) => (await callApi(promoRoutes.presavePage, { params: { slug }, signal })).result, retry: false });
}

/** POST sdlink/:slug/notify (public): a fan asks to be emailed on release day. */
export function usePresaveSignup(slug: string) {
  return useMutation({ mutationFn: async (email: string) => (await callApi(promoRoutes.presaveSignup, { params: { slug }, body: { email } })).message });
}
