import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { accountSettingsRoutes, type ListenerToArtistForm } from '@indiwave/domain/contract/account-settings';
import { callApi } from '../../../lib/api-client.ts';
import { storeSessionReply } from './store-session-reply.ts';

/** POST listener_to_artist (spec 2 §6): the listener becomes an Artist (or a Band); the cached user follows. */
export async function upgradeToArtist(body: ListenerToArtistForm) {
  const reply = await callApi(accountSettingsRoutes.listenerToArtist, { body });
  storeSessionReply(reply);
  return reply;
}

/** Mutation options for the upgrade. */
export function getUpgradeToArtistOptions() {
  return mutationOptions({ mutationKey: ['upgrade', 'listener-to-artist'] as const, mutationFn: upgradeToArtist });
}

/** Upgrades the signed-in listener to an artist profile. */
export function useUpgradeToArtist() {
  const queryClient = useQueryClient();
  return useMutation({ ...getUpgradeToArtistOptions(), onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }) });
}
