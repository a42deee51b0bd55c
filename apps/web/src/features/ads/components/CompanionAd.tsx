import { useEffect, useMemo, useRef, useState } from 'react';
import { LAYOUT } from '@indiwave/domain/constants';
import type { CompanionAd as CompanionAdData } from '@indiwave/domain/contract/ads';
import { CONTENT_MESSAGES } from '@indiwave/domain/messages';
import { useCompanionAds } from '../api/get-advertisements.ts';
import { isSafeLandingUrl } from '../ad-cookies.ts';
import { trackAdClick, useAdImpression } from '../use-ad-impression.ts';
import { AdLink } from './AdLink.tsx';

type CompanionAdProps = {
  /** The playing track's slug. */
  track: string;
  /** Seconds into the track. */
  currentTime: number;
  isMobile: boolean;
  userKey: string;
};

/** True while the track plays inside the ad's window (spec 1 §2.7 'its time status is true'). */
function isInWindow(ad: CompanionAdData, seconds: number): boolean {
  return seconds >= ad.start_time && seconds < ad.end_time;
}

/**
 * The player's companion banner (spec 1 §2.7, §3.6): the ad of the playing track, shown once its
 * picture has loaded, when it has an adv_id and the track is inside its window; the full width
 * less 500 px on a desktop, the full width on phones. It sits on the player bar's top edge and
 * tells the page how tall it is (--companion-offset), so the shell banner floats above it.
 */
export function CompanionAd({ track, currentTime, isMobile, userKey }: CompanionAdProps) {
  const ads = useCompanionAds(userKey);
  const forTrack = useMemo(() => (ads.data ?? []).filter((ad) => ad.track === track && ad.adv_id && isSafeLandingUrl(ad.adv_id.adv_landing_url)), [ads.data, track]);
  const ad = forTrack.find((item) => isInWindow(item, currentTime)) ?? null;
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const [brokenKey, setBrokenKey] = useState<string | null>(null);
  const ref = useRef<HTMLElement>(null);
  const creative = ad?.adv_id ?? null;
  const src = creative ? (isMobile ? creative.adv_image_mobile : creative.adv_image) : null;
  const isShown = creative !== null && src !== null && loadedKey === src && brokenKey !== src;
  // One impression per track play: the key is the track and the ad.
  const impressionKey = useMemo(() => (creative ? { id: creative.id, adv_name: creative.adv_name, track } : null), [creative, track]);
  useAdImpression(impressionKey, isShown);

  useEffect(() => {
    const root = document.documentElement;
    if (!isShown || !ref.current) {
      root.style.removeProperty('--companion-offset');
      return;
    }
    root.style.setProperty('--companion-offset', `${ref.current.offsetHeight}px`);
    return () => {
      root.style.removeProperty('--companion-offset');
    };
  }, [isShown]);

  if (!creative || !src || brokenKey === src) return null;
  const width = isMobile ? creative.image_mobile_width : creative.image_width;
  const height = isMobile ? creative.image_mobile_height : creative.image_height;
  return (
    <aside
      ref={ref}
      aria-label={`${CONTENT_MESSAGES.advertisement}: ${creative.adv_name}`}
      data-testid="companion-ad"
      data-adv-id={creative.id}
      data-analytics-category="companion"
      className={`fixed bottom-[var(--player-height)] left-0 z-40 ${isShown ? '' : 'invisible'}`}
      style={{ width: isMobile ? '100%' : `calc(100% - ${LAYOUT.companionBannerInset}px)` }}
    >
      <AdLink href={creative.adv_landing_url} label={`${CONTENT_MESSAGES.advertisement}: ${creative.adv_name}`} onClick={() => trackAdClick(creative)} className="block">
        <img
          src={src}
          alt={creative.adv_name}
          width={width || undefined}
          height={height || undefined}
          style={width && height ? { aspectRatio: `${width} / ${height}` } : undefined}
          className="block h-auto max-h-24 w-full bg-surface object-cover"
          onLoad={() => setLoadedKey(src)}
          onError={() => setBrokenKey(src)}
        />
      </AdLink>
    </aside>
  );
}
