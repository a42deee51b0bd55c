import { queryOptions, useQuery } from '@tanstack/react-query';
import { AD_KEYS, AD_LIST_ISSUE } from '@indiwave/domain/constants';
import { adRoutes, type Advertisement, type CompanionAd } from '@indiwave/domain/contract/ads';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Ads change rarely: a page view reuses what the last one read for a minute. */
const AD_STALE_MS = 60_000;

function isCompanion(item: Advertisement | CompanionAd): item is CompanionAd {
  return 'track' in item;
}

/** GET advertisements?key=banner: the running banners for this viewer (spec 1 §7). */
export async function getBannerAds(signal?: AbortSignal): Promise<Advertisement[]> {
  const reply = await callApi(adRoutes.advertisements, { query: { key: AD_KEYS.banner }, signal });
  return reply.media.filter((item): item is Advertisement => !isCompanion(item));
}

/** GET advertisements?key=companion: the player's companion ads (spec 1 §7). */
export async function getCompanionAds(signal?: AbortSignal): Promise<CompanionAd[]> {
  const reply = await callApi(adRoutes.advertisements, { query: { key: AD_KEYS.companion }, signal });
  return reply.media.filter(isCompanion);
}

/** GET advertisement_list: the popup's campaigns, or with 'issue' the team's notices. */
export async function getAdvertisementList(isIssue: boolean, signal?: AbortSignal): Promise<Advertisement[]> {
  return (await callApi(adRoutes.advertisementList, { query: { type: isIssue ? AD_LIST_ISSUE : '' }, signal })).result;
}

// A failed load is silent for the visitor (spec 1 §8) and logged for the team (the console the error reporter reads).
function logFailure(what: string) {
  return (error: unknown) => {
    console.warn(`Advertisements: ${what} could not be loaded.`, error);
    return [];
  };
}

/** The banners of this viewer (the session decides the audience), [] when the call fails. */
export function useBannerAds(userKey: string) {
  return useQuery(queryOptions({ queryKey: queryKeys.ads.banners(userKey), queryFn: ({ signal }) => getBannerAds(signal).catch(logFailure('banners')), staleTime: AD_STALE_MS, retry: false }));
}

/** The companion ads, [] when the call fails. */
export function useCompanionAds(userKey: string) {
  return useQuery(queryOptions({ queryKey: queryKeys.ads.companions(userKey), queryFn: ({ signal }) => getCompanionAds(signal).catch(logFailure('companion ads')), staleTime: AD_STALE_MS, retry: false }));
}

/** The popup's campaigns or the issue notices, [] when the call fails. */
export function useAdvertisementList(isIssue: boolean, userKey: string) {
  return useQuery(queryOptions({ queryKey: queryKeys.ads.list(isIssue ? 'issue' : 'popup', userKey), queryFn: ({ signal }) => getAdvertisementList(isIssue, signal).catch(logFailure('the advertisement list')), staleTime: AD_STALE_MS, retry: false }));
}
