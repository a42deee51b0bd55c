import { X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import type { Advertisement } from '@indiwave/domain/contract/ads';
import type { PageKey } from '@indiwave/domain/constants';
import { CONTENT_MESSAGES } from '@indiwave/domain/messages';
import { isInAudience } from '@indiwave/domain/rules/ad-audience';
import { isShownOnPage } from '@indiwave/domain/rules/page-key';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { useBannerAds } from '../api/get-advertisements.ts';
import { hideBannerFor, isHiddenByCookie, isSafeLandingUrl, toBannerCookie } from '../ad-cookies.ts';
import { trackAdClick, useAdImpression } from '../use-ad-impression.ts';
import { AdLink } from './AdLink.tsx';

type ShellBannerProps = {
  /** The current page's key (spec 1 §3.8 pageType). */
  page: PageKey;
  /** The viewer's Pro state: 0 none, 1 active, 2 expired. */
  proState: number;
  /** Changes with the session, so a new audience reads its own banners. */
  userKey: string;
};

/** The first banner for this page and audience that no cookie hides and that has what it needs. */
function pickBanner(ads: Advertisement[], page: PageKey, proState: number): Advertisement | null {
  return ads.find((ad) => isShownOnPage(ad.adv_display_pages, page) && isInAudience(ad.for_pro, proState) && isSafeLandingUrl(ad.adv_landing_url) && Boolean(ad.adv_image) && !isHiddenByCookie(toBannerCookie(ad.id))) ?? null;
}

/**
 * The shell's banner (spec 1 §4 Banner, §6, §9; READING Banners): fetched once, filtered by the
 * page's key and the audience (for_pro), shown after its start_time delay, then hidden by a
 * cookie for end_time. It floats at the bottom of the window, above the player, so it never
 * moves the page; its box has the picture's proportions before the picture arrives. A picture
 * that fails to load or a missing link hides it; a failed call shows nothing.
 */
export function ShellBanner({ page, proState, userKey }: ShellBannerProps) {
  const ads = useBannerAds(userKey);
  const isMobile = useIsMobile();
  const [ready, setReady] = useState<Advertisement | null>(null);
  const [isLoaded, setIsLoaded] = useState(false);
  const [isBroken, setIsBroken] = useState(false);
  const [isClosed, setIsClosed] = useState(false);
  // Chosen once per page and read: the cookie it sets when shown must not take it away at once.
  const candidate = useMemo(() => (ads.data ? pickBanner(ads.data, page, proState) : null), [ads.data, page, proState]);
  const candidateId = candidate?.id ?? null;

  // The delay runs from the page that wants the banner; leaving it before the delay ends cancels it.
  useEffect(() => {
    setReady(null);
    setIsLoaded(false);
    setIsBroken(false);
    setIsClosed(false);
    if (!candidate) return;
    const timer = setTimeout(() => setReady(candidate), Math.max(0, candidate.start_time) * 1000);
    return () => clearTimeout(timer);
    // The candidate object changes with every read; its id is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [candidateId, page]);

  const isShown = ready !== null && isLoaded && !isBroken && !isClosed;
  useAdImpression(ready, isShown);
  // Once seen, the cookie keeps it away for end_time (the rest of this page view still shows it).
  useEffect(() => {
    if (isShown && ready) hideBannerFor(ready.id, ready.end_time);
  }, [isShown, ready]);

  if (!ready || isBroken || isClosed) return null;
  const width = isMobile ? ready.image_mobile_width : ready.image_width;
  const height = isMobile ? ready.image_mobile_height : ready.image_height;
  return (
    <aside
      aria-label={CONTENT_MESSAGES.advertisement}
      data-testid="shell-banner"
      data-analytics-category="banner"
      className={`fixed inset-x-0 bottom-[calc(var(--player-offset,0px)+var(--companion-offset,0px))] z-30 flex justify-center px-2 pb-2 ${isShown ? '' : 'invisible'}`}
    >
      <div className="relative w-full max-w-[1140px] overflow-hidden rounded-xl border border-border bg-surface shadow-2xl">
        <AdLink href={ready.adv_landing_url} label={`${CONTENT_MESSAGES.advertisement}: ${ready.adv_name}`} onClick={() => trackAdClick(ready)} className="block">
          <picture>
            <source media="(max-width: 767px)" srcSet={ready.adv_image_mobile} width={ready.image_mobile_width} height={ready.image_mobile_height} />
            <img
              src={ready.adv_image}
              alt={ready.adv_name}
              width={width || undefined}
              height={height || undefined}
              style={width && height ? { aspectRatio: `${width} / ${height}` } : undefined}
              className="block h-auto max-h-[30vh] w-full object-contain"
              onLoad={() => setIsLoaded(true)}
              onError={() => setIsBroken(true)}
            />
          </picture>
        </AdLink>
        <button
          type="button"
          onClick={() => setIsClosed(true)}
          aria-label={CONTENT_MESSAGES.closeAd}
          data-analytics-ignore
          className="absolute top-1.5 right-1.5 flex size-8 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80"
        >
          <X aria-hidden="true" size={16} />
        </button>
      </div>
    </aside>
  );
}
