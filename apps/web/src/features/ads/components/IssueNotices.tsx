import { X } from 'lucide-react';
import { useState } from 'react';
import { CONTENT_MESSAGES } from '@indiwave/domain/messages';
import { isInAudience } from '@indiwave/domain/rules/ad-audience';
import { useAdvertisementList } from '../api/get-advertisements.ts';
import { isSafeLandingUrl } from '../ad-cookies.ts';
import { trackAdClick, useAdImpression } from '../use-ad-impression.ts';
import { AdLink } from './AdLink.tsx';

/**
 * The team's notices where people raise an issue (spec 1 §7 'Advertisement list: argument
 * issue when raiseIssue is set'): a known problem and where to read about it, before writing.
 */
export function IssueNotices({ proState, userKey }: { proState: number; userKey: string }) {
  const list = useAdvertisementList(true, userKey);
  const [closed, setClosed] = useState<number[]>([]);
  const [loaded, setLoaded] = useState<number | null>(null);
  const notice = (list.data ?? []).find((ad) => isInAudience(ad.for_pro, proState) && isSafeLandingUrl(ad.adv_landing_url) && !closed.includes(ad.id)) ?? null;
  useAdImpression(notice, notice !== null && loaded === notice.id);
  if (!notice) return null;
  return (
    <aside aria-label={notice.adv_name} data-testid="issue-notice" data-analytics-category="issue" className={`fixed right-3 bottom-[calc(var(--player-offset,0px)+0.75rem)] z-30 w-[min(24rem,calc(100vw-1.5rem))] overflow-hidden rounded-2xl border border-border bg-surface shadow-2xl ${loaded === notice.id ? '' : 'invisible'}`}>
      <AdLink href={notice.adv_landing_url} label={notice.adv_name} onClick={() => trackAdClick(notice)} className="block">
        <img src={notice.adv_image_mobile} alt={notice.adv_name} width={notice.image_mobile_width || undefined} height={notice.image_mobile_height || undefined} className="block h-auto w-full" onLoad={() => setLoaded(notice.id)} onError={() => setClosed((ids) => [...ids, notice.id])} />
      </AdLink>
      <button type="button" onClick={() => setClosed((ids) => [...ids, notice.id])} aria-label={CONTENT_MESSAGES.closeAd} data-analytics-ignore className="absolute top-1.5 right-1.5 flex size-8 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80">
        <X aria-hidden="true" size={16} />
      </button>
    </aside>
  );
}
