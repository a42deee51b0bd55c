import { Share2 } from 'lucide-react';
import type { PromoSong } from '@indiwave/domain/contract/promo';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { openShareDialog } from '../../../lib/share-dialog.ts';
import { trackToolUse } from '../api/promo-overview.ts';

/** Share cards for any of the artist's songs: the Share dialog with its Instagram and Facebook cards. */
export function ShareCardsTool({ songs }: { songs: PromoSong[] }) {
  function handleShare(song: PromoSong) {
    openShareDialog({ type: 'song', slug: song.slug });
    // Counting is a side note: a failed count never stands in the artist's way.
    void trackToolUse('share_card').catch(() => {});
  }
  return (
    <ul className="divide-y divide-border">
      {songs.map((song) => (
        <li key={song.slug} className="flex items-center gap-3 py-2">
          <img src={song.images.w200} alt="" width={48} height={48} loading="lazy" decoding="async" className="size-12 rounded-lg object-cover" />
          <span className="min-w-0 flex-1 truncate font-medium text-fg">{song.title}</span>
          <button type="button" className={getButtonClass('secondary', 'sm')} onClick={() => handleShare(song)} aria-label={`Share card of ${song.title}`}>
            <Share2 aria-hidden size={16} /> Share card
          </button>
        </li>
      ))}
    </ul>
  );
}
