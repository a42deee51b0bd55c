import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { promoRoutes, radioStationRoutes, type StationBody } from '@indiwave/domain/contract/promo';
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

/** GET staff/radio_stations: every station, retired ones too (the team's console). */
export function useStaffStations() {
  return useQuery({ queryKey: queryKeys.account.promoPart('staff-stations'), queryFn: async ({ signal }) => (await callApi(radioStationRoutes.staffStations, { signal })).results });
}

/** Adding, editing and retiring stations; each refreshes the stations artists are offered too. */
export function useStationMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.account.promo() });
  return {
    save: useMutation({
      mutationFn: ({ slug, body }: { slug: string | null; body: StationBody }) => (slug ? callApi(radioStationRoutes.updateStation, { params: { slug }, body }) : callApi(radioStationRoutes.addStation, { body })),
      onSuccess,
    }),
    retire: useMutation({ mutationFn: ({ slug, retired }: { slug: string; retired: boolean }) => callApi(radioStationRoutes.retireStation, { params: { slug }, body: { retired } }), onSuccess }),
  };
}
