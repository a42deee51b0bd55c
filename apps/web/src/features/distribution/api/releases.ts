import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { distributionRoutes, type Release, type releaseBodySchema, type releaseMoveBodySchema, type TakedownBody, type trackBodySchema } from '@indiwave/domain/contract/distribution';
import type { ReleaseStatus } from '@indiwave/domain/constants';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET distribution/options: the stores and territories a release may go to. */
export function useDistributionOptions() {
  return useQuery({ queryKey: queryKeys.distribution.options(), queryFn: async ({ signal }) => (await callApi(distributionRoutes.options, { signal })).result, staleTime: 60 * 60_000 });
}

/** GET distribution/releases: My Releases. */
export function useMyReleases() {
  return useQuery({ queryKey: queryKeys.distribution.releases(), queryFn: async ({ signal }) => (await callApi(distributionRoutes.list, { signal })).results });
}

/** GET distribution/releases/:id. */
export function useRelease(id: number | null) {
  return useQuery({
    queryKey: queryKeys.distribution.release(id ?? 0),
    queryFn: async ({ signal }) => (await callApi(distributionRoutes.read, { params: { id: id as number }, signal })).result,
    enabled: id !== null,
  });
}

/** Every call that answers the release puts it in the cache. */
function useReleaseMutation<V>(call: (variables: V) => Promise<{ result: Release; message: string }>, alsoStale: readonly (readonly unknown[])[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (reply) => {
      queryClient.setQueryData(queryKeys.distribution.release(reply.result.id), reply.result);
      for (const queryKey of [queryKeys.distribution.releases(), ...alsoStale]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

export function useCreateRelease() {
  return useReleaseMutation((body: z.input<typeof releaseBodySchema>) => callApi(distributionRoutes.create, { body }));
}

export function useUpdateRelease(id: number) {
  return useReleaseMutation((body: z.input<typeof releaseBodySchema>) => callApi(distributionRoutes.update, { params: { id }, body }));
}

export function useUploadArtwork(id: number) {
  return useReleaseMutation((file: File) => {
    const form = new FormData();
    form.append('file', file);
    return callApi(distributionRoutes.artwork, { params: { id }, formData: form });
  });
}

export function useAddTrack(id: number) {
  return useReleaseMutation((body: z.input<typeof trackBodySchema>) => callApi(distributionRoutes.addTrack, { params: { id }, body }));
}

export function useRemoveTrack(id: number) {
  return useReleaseMutation((trackId: number) => callApi(distributionRoutes.removeTrack, { params: { id, trackId } }));
}

export function useUploadTrackAudio(id: number) {
  return useReleaseMutation(({ trackId, file }: { trackId: number; file: File }) => {
    const form = new FormData();
    form.append('file', file);
    return callApi(distributionRoutes.trackAudio, { params: { id, trackId }, formData: form });
  });
}

/** A signing code by e-mail, or by SMS to the account's verified mobile (spec 2 §2.4). */
export type SigningChannel = 'email' | 'mobile';

export function useSendAgreementCode(id: number) {
  return useMutation({ mutationFn: (channel: SigningChannel) => callApi(distributionRoutes.sendAgreementCode, { params: { id }, body: { channel } }) });
}

/** Signing: the release, the agreements list and the menu's agreements check all change. */
export function useSignAgreement(id: number) {
  return useReleaseMutation(({ otp, channel }: { otp: string; channel: SigningChannel }) => callApi(distributionRoutes.signAgreement, { params: { id }, body: { otp, channel } }), [
    queryKeys.distribution.agreementPages(),
    queryKeys.distribution.agreementsFlags(),
  ]);
}

export function useSubmitRelease(id: number) {
  return useReleaseMutation(() => callApi(distributionRoutes.submit, { params: { id } }));
}

/** GET staff/releases: the team's review list. */
export function useReviewList(status: ReleaseStatus | '') {
  return useQuery({
    queryKey: queryKeys.distribution.review(status),
    queryFn: async ({ signal }) => (await callApi(distributionRoutes.staffList, { query: status ? { status } : {}, signal })).results,
  });
}

export function useMoveRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: z.input<typeof releaseMoveBodySchema> }) => callApi(distributionRoutes.staffMove, { params: { id }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['distribution', 'review'] }),
  });
}

/** The artist's one appeal of a takedown. */
export function useAppealTakedown(id: number) {
  return useReleaseMutation(({ takedownId, text }: { takedownId: number; text: string }) => callApi(distributionRoutes.appeal, { params: { id, takedownId }, body: { text } }));
}

/** Staff take a release down from stores. */
export function useTakeDownRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TakedownBody }) => callApi(distributionRoutes.staffTakedown, { params: { id }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['distribution', 'review'] }),
  });
}

/** Staff restore a takedown's stores (the release is delivered to them again). */
export function useRestoreTakedown() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, takedownId }: { id: number; takedownId: number }) => callApi(distributionRoutes.staffRestore, { params: { id, takedownId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['distribution', 'review'] }),
  });
}

/** GET distribution/agreements: the artist's signed agreements, 10 from `offset` (spec 2: offset 0, size 10). */
export function useAgreements(offset: number) {
  return useQuery({ queryKey: queryKeys.distribution.agreements(offset), queryFn: async ({ signal }) => callApi(distributionRoutes.agreements, { query: { offset }, signal }) });
}

/** GET distribution/agreements/:id: one signed agreement as it was signed. */
export function useAgreement(id: number) {
  return useQuery({ queryKey: queryKeys.distribution.agreement(id), queryFn: async ({ signal }) => (await callApi(distributionRoutes.agreement, { params: { id }, signal })).result });
}

/** GET …/tracks/:trackId/peaks: a master's waveform, to choose the caller-tune clip on. */
export function useTrackPeaks(id: number, trackId: number, isEnabled: boolean) {
  return useQuery({
    queryKey: queryKeys.distribution.peaks(id, trackId),
    queryFn: async ({ signal }) => (await callApi(distributionRoutes.trackPeaks, { params: { id, trackId }, signal })).result,
    enabled: isEnabled,
    staleTime: Infinity,
  });
}

export function useUpdateTrack(id: number) {
  return useReleaseMutation(({ trackId, body }: { trackId: number; body: z.input<typeof trackBodySchema> }) => callApi(distributionRoutes.updateTrack, { params: { id, trackId }, body }));
}
