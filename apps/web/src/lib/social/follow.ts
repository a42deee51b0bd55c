import { mutationOptions, useMutation } from '@tanstack/react-query';
import { socialRoutes } from '@indiwave/domain/contract/social';
import { callApi } from '../api-client.ts';

/** What a follow button asks for (spec 1 §7 'Follow artist': artist slug, follow or unfollow). */
export type FollowTask = 'follow' | 'unfollow';

/** POST {product}user/followv2: follows or unfollows an artist; answers the new state. */
export async function followArtist(input: { artist_slug: string; task: FollowTask }) {
  const reply = await callApi(socialRoutes.follow, { body: input });
  return reply.result;
}

/** Mutation options of a follow call. */
export function getFollowArtistOptions() {
  return mutationOptions({ mutationKey: ['social', 'follow'] as const, mutationFn: followArtist });
}

/** Follows or unfollows an artist. */
export function useFollowArtist() {
  return useMutation(getFollowArtistOptions());
}
