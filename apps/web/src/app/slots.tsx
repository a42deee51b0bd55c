import { lazy, Suspense, type ComponentType } from 'react';
import { VideoPlayButton } from '../features/video-popup/components/VideoPlayButton';
import { VideoPoster } from '../features/video-popup/components/VideoPoster';
import { toPopupVideo } from '../features/video-popup/popup-video';
import type { Slots } from '../lib/slots';

/**
 * A slot whose component loads with its first use, in its own chunk, so the shell never carries
 * it: nothing shows in its place for the moment it takes.
 */
function lazySlot<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Component = lazy(() => load().then((component) => ({ default: component })));
  return function LazySlot(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}

/**
 * Where features meet (lib/slots.ts): each slot is filled with the component of the feature that
 * owns it. The video poster shows at the top of a video's page, so it comes with the shell; the
 * others are below the fold or behind a press and load on first use.
 */
export const appSlots: Slots = {
  CommentsSection: lazySlot(() => import('../features/comments/components/CommentsSection').then((module) => module.CommentsSection)),
  VideoPoster: ({ video, thumbnail }) => <VideoPoster video={toPopupVideo(video)} thumbnail={thumbnail} />,
  VideoPlayButton,
  SaveQueueForm: lazySlot(() => import('../features/playlists/components/SaveQueueForm').then((module) => module.SaveQueueForm)),
  ProfileDetailsEditor: lazySlot(() => import('../features/accounts/components/ProfileDetailsEditor').then((module) => module.ProfileDetailsEditor)),
};
