import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { accountSettingsRoutes, type ProfileCoverPicType } from '@indiwave/domain/contract/account-settings';
import { callApi } from '../../../lib/api-client.ts';
import { storeSessionReply } from './store-session-reply.ts';

/** A picture to upload and what it is. */
export type PictureUpload = { kind: ProfileCoverPicType; file: File };

/**
 * POST {product}user/update_profile_cover_pic as multipart/form-data: `image_type` and the
 * file in `image`. The server checks and resizes it; errors come in the spec's words.
 */
export async function updateProfileCoverPic({ kind, file }: PictureUpload) {
  const formData = new FormData();
  formData.set('image_type', kind);
  formData.set('image', file, file.name);
  const reply = await callApi(accountSettingsRoutes.updateProfileCoverPic, { formData });
  storeSessionReply(reply);
  return reply;
}

/** Mutation options for a picture upload. */
export function getUpdateProfileCoverPicOptions() {
  return mutationOptions({ mutationKey: ['settings', 'picture'] as const, mutationFn: updateProfileCoverPic });
}

/** Uploads the profile or cover picture. */
export function useUpdateProfileCoverPic() {
  const queryClient = useQueryClient();
  return useMutation({ ...getUpdateProfileCoverPicOptions(), onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }) });
}
