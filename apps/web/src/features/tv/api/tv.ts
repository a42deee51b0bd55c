import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CATALOG_PAGE_MAX } from '@indiwave/domain/constants';
import { tvProgrammeRoutes, tvRoutes, type ProgrammeBody, type pitchBodySchema, type pitchMoveBodySchema } from '@indiwave/domain/contract/tv';
import { videoRoutes } from '@indiwave/domain/contract/videos';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { updateSessionUser } from '../../../lib/session.ts';

/** GET tv_overview: programmes, the schedule, what aired and the featured videos. */
export function useTvOverview() {
  return useQuery({ queryKey: queryKeys.tv.overview(), queryFn: async ({ signal }) => (await callApi(tvRoutes.overview, { signal })).result });
}

/** GET tv_programmes. */
export function useTvProgrammes() {
  return useQuery({ queryKey: queryKeys.tv.programmes(), queryFn: async ({ signal }) => (await callApi(tvRoutes.programmes, { signal })).results, staleTime: 60 * 60_000 });
}

/** GET tv_my_pitches: the artist's pitches with their timelines. */
export function useMyPitches() {
  return useQuery({ queryKey: queryKeys.account.tvPitches(), queryFn: async ({ signal }) => (await callApi(tvRoutes.myPitches, { signal })).results });
}

/** GET {product}user/videoslist: the artist's own videos, to pick one to pitch. */
export function useOwnVideos(isEnabled: boolean) {
  return useQuery({
    queryKey: queryKeys.account.videosList(),
    queryFn: ({ signal }) => callApi(videoRoutes.videosList, { query: { offset: 0, limit: CATALOG_PAGE_MAX }, signal }),
    enabled: isEnabled,
  });
}

/** POST tv_certificate (multipart `file`). */
export function useUploadCertificate() {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return (await callApi(tvRoutes.uploadCertificate, { formData: form })).result;
    },
  });
}

/** POST tv_pitch; the session's authorize_for_tv follows when the pitch carried the authorisation. */
export function usePitchVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof pitchBodySchema>) => callApi(tvRoutes.pitch, { body }),
    onSuccess: (_reply, body) => {
      if (body.authorize) updateSessionUser({ authorize_for_tv: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.account.tvPitches() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.tv.overview() });
    },
  });
}

/** GET staff/tv_pitches. */
export function useStaffPitches() {
  return useQuery({ queryKey: queryKeys.account.staffPitches(), queryFn: async ({ signal }) => (await callApi(tvRoutes.staffPitches, { signal })).results });
}

/** POST staff/tv_pitch_move. */
export function useMovePitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof pitchMoveBodySchema>) => callApi(tvRoutes.staffMove, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.account.staffPitches() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.tv.overview() });
    },
  });
}

/** GET staff/tv_programmes: every programme, retired ones too. */
export function useStaffProgrammes() {
  return useQuery({ queryKey: queryKeys.tv.staffProgrammes(), queryFn: async ({ signal }) => (await callApi(tvProgrammeRoutes.staffProgrammes, { signal })).results });
}

/** GET staff/tv_schedule: the scheduled pitches by IST day ('' from: today). */
export function useTvSchedule(from: string, days: number) {
  return useQuery({
    queryKey: queryKeys.tv.schedule(from, days),
    queryFn: ({ signal }) => callApi(tvProgrammeRoutes.schedule, { query: { ...(from ? { from } : {}), days }, signal }),
  });
}

/** Adding, editing, retiring and reordering programmes; each refreshes every TV list (the pitch form's too). */
export function useProgrammeMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ['tv'] });
  return {
    save: useMutation({
      mutationFn: ({ slug, body }: { slug: string | null; body: ProgrammeBody }) => (slug ? callApi(tvProgrammeRoutes.updateProgramme, { params: { slug }, body }) : callApi(tvProgrammeRoutes.addProgramme, { body })),
      onSuccess,
    }),
    retire: useMutation({ mutationFn: ({ slug, retired }: { slug: string; retired: boolean }) => callApi(tvProgrammeRoutes.retireProgramme, { params: { slug }, body: { retired } }), onSuccess }),
    reorder: useMutation({ mutationFn: (slugs: string[]) => callApi(tvProgrammeRoutes.orderProgrammes, { body: { slugs } }), onSuccess }),
  };
}
