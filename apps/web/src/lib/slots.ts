import type { CommentItemType } from '@indiwave/domain/contract/comments';
import type { VideoDetail } from '@indiwave/domain/contract/videos';
import { createContext, useContext, type ComponentType } from 'react';

/**
 * What one feature shows inside another's pages. Features never import each other
 * (docs/architecture.md, "Web"): the page renders a slot, and app/slots.tsx fills each slot
 * with the owning feature's component. The props are declared here, so both sides are checked.
 */
export type Slots = {
  /** The comments, or reviews, of an item, with the form to add one (features/comments). */
  CommentsSection: ComponentType<{ type: CommentItemType; slug: string }>;
  /** A video's thumbnail with a play button that opens the video pop-up (features/video-popup). */
  VideoPoster: ComponentType<{ video: VideoDetail; thumbnail: string }>;
  /** A video tile's round play button that opens the video pop-up (features/video-popup). */
  VideoPlayButton: ComponentType<{ video: VideoDetail; className: string }>;
  /** The queue panel's 'Save' form: names a new playlist of the queue's songs (features/playlists). */
  SaveQueueForm: ComponentType<{ slugs: string[]; onDone: () => void }>;
  /** The e-Press Kit owner's editor of pictures, details and social links (features/accounts, as in settings). */
  ProfileDetailsEditor: ComponentType;
};

const SlotsContext = createContext<Slots | null>(null);

/** Hands the slots down (app/provider.tsx). */
export const SlotsProvider = SlotsContext.Provider;

/** The slots app/ filled. */
export function useSlots(): Slots {
  const slots = useContext(SlotsContext);
  if (!slots) throw new Error('useSlots needs the SlotsProvider of app/provider.tsx');
  return slots;
}
