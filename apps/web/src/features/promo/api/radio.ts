import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { promoRoutes } from '@indiwave/domain/contract/promo';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET promo/radio_stations: the partner stations. */
export function useRadioStations() {
  return useQuery({ queryKey: queryKeys.account.promoPart('stations'), queryFn: async ({ signal }) => (await callApi(promoRoutes.stations, { signal })).results, staleTime: 10 * 60_000 });
}

/** GET promo/pitches: the artist's pitches and what the stations answered. */
export function usePitches() {
  return useQuery({ queryKey: queryKeys.account.promoPart('pitches'), queryFn: async ({ signal }) => (await callApi(promoRoutes.pitches, { signal })).results });
}

/** POST promo/pitch: pitches a song to a station (mails the station). */
export function usePitchSong() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { song: string; station: string; message: string }) => (await callApi(promoRoutes.pitch, { body })).result,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.account.promo() }),
  });
}
