import { X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { LAYOUT } from '@indiwave/domain/constants';
import type { Advertisement } from '@indiwave/domain/contract/ads';
import { CONTENT_MESSAGES } from '@indiwave/domain/messages';
import { isInAudience } from '@indiwave/domain/rules/ad-audience';
import { useAdvertisementList } from '../api/get-advertisements.ts';
import { hidePopup, isHiddenByCookie, isSafeLandingUrl, toPopupCookie } from '../ad-cookies.ts';
import { trackAdClick, useAdImpression } from '../use-ad-impression.ts';
import { AdLink } from './AdLink.tsx';
import { focusOnMount } from '../../../lib/focus-on-mount.ts';

function pickPopup(ads: Advertisement[], proState: number): Advertisement | null {
  return ads.find((ad) => isInAudience(ad.for_pro, proState) && isSafeLandingUrl(ad.adv_landing_url) && Boolean(ad.adv_image) && !isHiddenByCookie(toPopupCookie(ad.id))) ?? null;
}

/**
 * The promotional popup (spec 1 §1): a picture of at most 800x500 with its link and a close
 * button; once closed (or followed) a cookie keeps it from showing again. It shows only once its
 * picture has loaded; a broken picture or link shows nothing.
 */
export function PromoPopup({ proState, userKey }: { proState: number; userKey: string }) {
  const list = useAdvertisementList(false, userKey);
  const ad = useMemo(() => (list.data ? pickPopup(list.data, proState) : null), [list.data, proState]);
  const [isLoaded, setIsLoaded] = useState(false);
  const [isGone, setIsGone] = useState(false);
  const isShown = ad !== null && isLoaded && !isGone;
  useAdImpression(ad, isShown);
  if (!ad || isGone) return null;

  const close = () => {
    hidePopup(ad.id, ad.end_time);
    setIsGone(true);
  };
  return (
    <div className={`fixed inset-0 z-[60] flex items-center justify-center bg-black/60 p-4 ${isShown ? '' : 'invisible'}`} data-testid="promo-popup-backdrop">
      <div role="dialog" aria-modal="true" aria-label={ad.adv_name} data-analytics-category="popup" className="relative" style={{ maxWidth: LAYOUT.promoPopupMaxWidth, maxHeight: LAYOUT.promoPopupMaxHeight }}>
        <AdLink
          href={ad.adv_landing_url}
          label={`${CONTENT_MESSAGES.advertisement}: ${ad.adv_name}`}
          onClick={() => {
            trackAdClick(ad);
            close();
          }}
          className="block overflow-hidden rounded-2xl shadow-2xl"
        >
          <img
            src={ad.adv_image}
            alt={ad.adv_name}
            width={ad.image_width || undefined}
            height={ad.image_height || undefined}
            className="block h-auto w-auto object-contain"
            style={{ maxWidth: `min(${LAYOUT.promoPopupMaxWidth}px, calc(100vw - 2rem))`, maxHeight: `min(${LAYOUT.promoPopupMaxHeight}px, calc(100dvh - 2rem))` }}
            onLoad={() => setIsLoaded(true)}
            onError={() => setIsGone(true)}
          />
        </AdLink>
        <button
          type="button"
          onClick={close}
          aria-label={CONTENT_MESSAGES.closeAd}
          data-analytics-ignore
          ref={focusOnMount}
          className="absolute -top-3 -right-3 flex size-9 items-center justify-center rounded-full bg-surface text-fg shadow-lg ring-1 ring-border hover:bg-surface-raised"
        >
          <X aria-hidden="true" size={18} />
        </button>
      </div>
    </div>
  );
}
