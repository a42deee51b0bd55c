import type { OpportunityDetail } from '@indiwave/domain/contract/opportunities';
import { MESSAGES } from '@indiwave/domain/messages';
import { Link2 } from 'lucide-react';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { SocialIcon } from '../../../ui/SocialIcon.tsx';
import { showToast } from '../../../ui/toast.ts';

/** Share links of an opportunity, with its hashtags '{product},GetYourDue' (spec 2 §9). */
export function ShareOpportunity({ share }: { share: OpportunityDetail['share'] }) {
  const url = encodeURIComponent(share.url);
  const text = encodeURIComponent(share.text);
  const tags = share.hashtags.split(',');
  const links = [
    { network: 'twitter' as const, label: 'Share on X (Twitter)', href: `https://twitter.com/intent/tweet?url=${url}&text=${text}&hashtags=${encodeURIComponent(share.hashtags)}` },
    { network: 'facebook' as const, label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}&hashtag=${encodeURIComponent(`#${tags[0]}`)}` },
  ];
  const handleCopy = async () => {
    await navigator.clipboard.writeText(`${share.text} ${share.url} ${tags.map((tag) => `#${tag}`).join(' ')}`).catch(() => undefined);
    showToast(MESSAGES.copiedSuccessfully, 'success');
  };
  return (
    <div>
      <h2 className="text-sm font-semibold text-fg">Share this opportunity</h2>
      <p className="mt-1 text-xs text-fg-muted">{tags.map((tag) => `#${tag}`).join(' ')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => (
          <a key={link.network} href={link.href} target="_blank" rel="noopener noreferrer" className={getButtonClass('secondary', 'sm')} aria-label={link.label}>
            <SocialIcon network={link.network} />
          </a>
        ))}
        <button type="button" className={getButtonClass('secondary', 'sm')} onClick={() => void handleCopy()}>
          <Link2 aria-hidden size={16} />
          Copy link
        </button>
      </div>
    </div>
  );
}
