import { Download } from 'lucide-react';
import { SHARE_CARD_DISPLAY_SCALE, SHARE_CARD_DOWNLOAD_SCALE } from '@indiwave/domain/constants';
import type { ReviewShare } from '@indiwave/domain/contract/share';
import { MESSAGES } from '@indiwave/domain/messages';
import { useState } from 'react';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { downloadImage, toSitePath } from '../../../lib/share-actions.ts';

const CARD_LABELS = { instagram: 'Instagram', facebook: 'Facebook' } as const;

/**
 * The review cards (spec 2 §9): Instagram 360x360 and Facebook 685x360, drawn by the server and
 * shown sharp on dense screens (the Facebook card at 1370x720), each downloadable at 3x. A
 * failed download sets the download-error flag and says so (spec 2 §8).
 */
export function ReviewCards({ share }: { share: ReviewShare }) {
  const [downloading, setDownloading] = useState<string | null>(null);
  const [hasDownloadError, setHasDownloadError] = useState(false);

  const handleDownload = async (name: string, url: string) => {
    setDownloading(name);
    setHasDownloadError(false);
    const isDone = await downloadImage(`${toSitePath(url)}?scale=${SHARE_CARD_DOWNLOAD_SCALE}`, `${share.slug}-review-${name}.png`);
    setHasDownloadError(!isDone);
    setDownloading(null);
  };

  return (
    <div className="grid gap-5">
      {share.image.map((card) => (
        <figure key={card.name} className="grid gap-2">
          <img
            src={`${toSitePath(card.url)}?scale=${SHARE_CARD_DISPLAY_SCALE}`}
            width={card.width}
            height={card.height}
            alt={`${CARD_LABELS[card.name]} card of ${share.customData.commentUser}'s review of ${share.title}`}
            className="h-auto max-w-full rounded-xl border border-border"
            style={{ width: card.width }}
          />
          <figcaption className="flex items-center justify-between gap-3 text-sm text-fg-muted">
            <span>
              {CARD_LABELS[card.name]} ({card.width}x{card.height})
            </span>
            <button type="button" className={getButtonClass('secondary', 'sm')} disabled={downloading !== null} onClick={() => void handleDownload(card.name, card.url)}>
              <Download aria-hidden size={16} />
              {downloading === card.name ? 'Downloading…' : `Download ${CARD_LABELS[card.name]} card`}
            </button>
          </figcaption>
        </figure>
      ))}
      {hasDownloadError && <FormAlert message={MESSAGES.cardDownloadFailed} />}
    </div>
  );
}
