import { useEffect, useRef } from 'react';
import { EVENT_ACTIONS } from '@indiwave/domain/constants';
import { trackEvent } from '../../lib/analytics.ts';

/** The analytics category of banner events. */
export const AD_EVENT_CATEGORY = 'Banner';

/** Sends Banner_Impression once for this ad while `isShown` (a new page view may count it again). */
export function useAdImpression(ad: { id: number; adv_name: string } | null, isShown: boolean): void {
  const counted = useRef<number | null>(null);
  useEffect(() => {
    if (!ad || !isShown || counted.current === ad.id) return;
    counted.current = ad.id;
    trackEvent({ category: AD_EVENT_CATEGORY, action: EVENT_ACTIONS.bannerImpression, label: ad.adv_name, ad: ad.id });
  }, [ad, isShown]);
}

/** Sends Banner_Clicks for this ad. */
export function trackAdClick(ad: { id: number; adv_name: string }): void {
  trackEvent({ category: AD_EVENT_CATEGORY, action: EVENT_ACTIONS.bannerClick, label: ad.adv_name, ad: ad.id });
}
