import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileRoutes, type BandMembersBody } from '@indiwave/domain/contract/profile';
import { referenceRoutes } from '@indiwave/domain/contract/reference';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST {product}user/techrider: the PDF in the `tech_rider` field; replaces the old one. */
export function uploadTechRider(file: File) {
  const formData = new FormData();
  formData.set('tech_rider', file, file.name);
  return callApi(profileRoutes.uploadTechRider, { formData });
}

/** DELETE {product}user/techrider. */
export function deleteTechRider() {
  return callApi(profileRoutes.deleteTechRider);
}

/** POST {product}user/press_photos: one png or jpeg in the `image` field. */
export function uploadPressPhoto(file: File) {
  const formData = new FormData();
  formData.set('image', file, file.name);
  return callApi(profileRoutes.uploadPressPhoto, { formData });
}

/** DELETE {product}user/press_photos/:photo_id. */
export function deletePressPhoto(photoId: string) {
  return callApi(profileRoutes.deletePressPhoto, { params: { photo_id: photoId } });
}

/** PUT {product}user/band_members: the whole list in order. */
export function saveBandMembers(body: BandMembersBody) {
  return callApi(profileRoutes.saveBandMembers, { body });
}

/** Refreshes every profile once an owner edit succeeds. */
function useRefreshProfiles() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.profile.all() });
}

/** Uploads (or replaces) the tech rider. */
export function useUploadTechRider() {
  return useMutation({ ...mutationOptions({ mutationKey: ['profile', 'tech-rider', 'upload'] as const, mutationFn: uploadTechRider }), onSuccess: useRefreshProfiles() });
}

/** Deletes the tech rider. */
export function useDeleteTechRider() {
  return useMutation({ ...mutationOptions({ mutationKey: ['profile', 'tech-rider', 'delete'] as const, mutationFn: deleteTechRider }), onSuccess: useRefreshProfiles() });
}

/** Adds a press photo. */
export function useUploadPressPhoto() {
  return useMutation({ ...mutationOptions({ mutationKey: ['profile', 'press-photo', 'upload'] as const, mutationFn: uploadPressPhoto }), onSuccess: useRefreshProfiles() });
}

/** Deletes a press photo. */
export function useDeletePressPhoto() {
  return useMutation({ ...mutationOptions({ mutationKey: ['profile', 'press-photo', 'delete'] as const, mutationFn: deletePressPhoto }), onSuccess: useRefreshProfiles() });
}

/** Saves a band's member list. */
export function useSaveBandMembers() {
  return useMutation({ ...mutationOptions({ mutationKey: ['profile', 'band-members'] as const, mutationFn: saveBandMembers }), onSuccess: useRefreshProfiles() });
}

/** GET band-roles: the roles a band member can have. */
export function getBandRoles(signal?: AbortSignal) {
  return callApi(referenceRoutes.bandRoles, { signal }).then((reply) => reply.results);
}

/** The band roles; reference data, fetched once per visit. */
export function useBandRoles(isEnabled = true) {
  return useQuery({ ...queryOptions({ queryKey: queryKeys.profile.bandRoles(), queryFn: ({ signal }) => getBandRoles(signal), staleTime: Number.POSITIVE_INFINITY }), enabled: isEnabled });
}
