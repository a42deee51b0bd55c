import { X } from 'lucide-react';
import { Dialog, Tabs } from 'radix-ui';
import { EMBED_TYPES } from '@indiwave/domain/constants';
import { toEmbedCode, type ShareType } from '@indiwave/domain/contract/share';
import { MESSAGES } from '@indiwave/domain/messages';
import { useId, useState } from 'react';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { useReviewShare, useShareData } from '../api/share-data.ts';
import { copyText } from '../../../lib/share-actions.ts';
import { closeShareDialog, type ShareTarget } from '../../../lib/share-dialog.ts';
import { ReviewCards } from './ReviewCards.tsx';
import { ShareLinks } from './ShareLinks.tsx';

const TAB_CLASS = '-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-fg-muted data-[state=active]:border-accent data-[state=active]:text-fg';

function Loading() {
  return (
    <p role="status" className="py-6 text-center text-fg-muted">
      Loading…
    </p>
  );
}

/** The Embed tab: the iframe code of {base}/{type}-embed/{slug} (spec 2 §2.1, §9). */
function EmbedCode({ embedUrl, type }: { embedUrl: string | null; type: ShareType }) {
  const id = useId();
  if (!embedUrl) return <p className="text-sm text-fg-muted">Private items cannot be embedded. Make it public to embed it.</p>;
  const code = toEmbedCode(embedUrl, type);
  return (
    <div className="grid gap-3">
      <label htmlFor={`${id}-code`} className="text-sm font-medium">
        Embed code
      </label>
      <textarea id={`${id}-code`} readOnly rows={4} value={code} onFocus={(event) => event.target.select()} className={`${INPUT_CLASS} font-mono text-xs`} />
      <div>
        <button type="button" className={getButtonClass('primary', 'sm')} onClick={() => void copyText(code)}>
          Copy code
        </button>
      </div>
    </div>
  );
}

/** Share and Embed tabs of a song, album, playlist, video or artist: Share first (spec 2 §4). */
function ItemShare({ type, slug }: { type: ShareType; slug: string }) {
  const data = useShareData(type, slug);
  const [tab, setTab] = useState('share');
  if (data.isPending) return <Loading />;
  if (data.isError) return <FormAlert message={readErrorMessage(data.error)} />;
  const share = data.data.result;
  const hasEmbed = (EMBED_TYPES as readonly string[]).includes(type);
  return (
    <Tabs.Root value={tab} onValueChange={setTab} className="mt-3">
      <Tabs.List aria-label="Share or embed" className="flex gap-2 border-b border-border">
        <Tabs.Trigger value="share" className={TAB_CLASS}>
          Share
        </Tabs.Trigger>
        {hasEmbed && (
          <Tabs.Trigger value="embed" className={TAB_CLASS}>
            Embed
          </Tabs.Trigger>
        )}
      </Tabs.List>
      <Tabs.Content value="share" className="mt-4">
        <ShareLinks shareUrl={share.share_url} title={`${share.title} by ${share.artist}`} hashtags={share.hashtags} />
      </Tabs.Content>
      {hasEmbed && (
        <Tabs.Content value="embed" className="mt-4">
          <EmbedCode embedUrl={share.embed_url} type={type} />
        </Tabs.Content>
      )}
    </Tabs.Root>
  );
}

/** 'Share Review': the review's cards and the page's links. */
function ReviewShareBody({ id }: { id: number }) {
  const data = useReviewShare(id);
  if (data.isPending) return <Loading />;
  if (data.isError) return <FormAlert message={readErrorMessage(data.error)} />;
  const share = data.data.result;
  return (
    <div className="mt-4 grid gap-6">
      <ReviewCards share={share} />
      <ShareLinks shareUrl={share.share_url} title={`${share.customData.commentUser} on ${share.title}`} hashtags={share.hashtags} />
    </div>
  );
}

/** The Share dialog (spec 2 §2.1): an item's Share and Embed tabs, or a review's cards titled 'Share Review'. */
export default function ShareDialog({ target }: { target: ShareTarget }) {
  const isReview = target.type === 'review';
  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && closeShareDialog()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-black/70" />
        <Dialog.Content
          aria-describedby={undefined}
          className={`fixed top-1/2 left-1/2 z-[81] max-h-[90vh] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-surface p-5 text-fg shadow-2xl ${isReview ? 'w-[min(46rem,calc(100vw-2rem))]' : 'w-[min(32rem,calc(100vw-2rem))]'}`}
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-bold">{isReview ? MESSAGES.shareReview : 'Share'}</Dialog.Title>
            <Dialog.Close className="grid size-9 place-items-center rounded-full hover:bg-surface-raised" aria-label="Close">
              <X aria-hidden size={18} />
            </Dialog.Close>
          </div>
          {target.type === 'review' ? <ReviewShareBody id={target.id} /> : <ItemShare type={target.type} slug={target.slug} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
