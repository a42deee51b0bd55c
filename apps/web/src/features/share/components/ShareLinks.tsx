import { Copy } from 'lucide-react';
import { toFacebookShareUrl, toTweetUrl } from '@indiwave/domain/contract/share';
import { useId } from 'react';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { INPUT_CLASS } from '../../../ui/Field.tsx';
import { SocialIcon } from '../../../ui/SocialIcon.tsx';
import { copyText } from '../../../lib/share-actions.ts';

type ShareLinksProps = { shareUrl: string; title: string; hashtags: string };

/** The Share tab: the page's address to copy, Facebook's sharer and a post on X, with the hashtags (spec 2 §9). */
export function ShareLinks({ shareUrl, title, hashtags }: ShareLinksProps) {
  const id = useId();
  return (
    <div className="grid gap-4">
      <div>
        <label htmlFor={`${id}-link`} className="mb-1.5 block text-sm font-medium">
          Link
        </label>
        <div className="flex gap-2">
          <input id={`${id}-link`} readOnly value={shareUrl} onFocus={(event) => event.target.select()} className={`${INPUT_CLASS} min-w-0 flex-1`} />
          <button type="button" className={getButtonClass('primary', 'md')} onClick={() => void copyText(shareUrl)}>
            <Copy aria-hidden size={16} /> Copy link
          </button>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <a href={toFacebookShareUrl(shareUrl, hashtags)} target="_blank" rel="noopener noreferrer" className={getButtonClass('secondary', 'sm')}>
          <SocialIcon network="facebook" size={16} /> Facebook
        </a>
        <a href={toTweetUrl(shareUrl, title, hashtags)} target="_blank" rel="noopener noreferrer" className={getButtonClass('secondary', 'sm')}>
          <SocialIcon network="twitter" size={16} /> X (Twitter)
        </a>
      </div>
      <p className="text-sm text-fg-muted">
        {hashtags
          .split(',')
          .map((tag) => `#${tag.trim()}`)
          .join(' ')}
      </p>
    </div>
  );
}
