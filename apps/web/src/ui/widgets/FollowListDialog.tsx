import { lazy, Suspense, useRef, useState } from 'react';

// The dialog, its tabs and the lists load when it first opens (issue 16): most visits to an
// artist's page never open it.
const FollowListDialogContent = lazy(() => import('./FollowListDialogContent.tsx').then((module) => ({ default: module.FollowListDialogContent })));

type FollowListDialogProps = {
  /** Whose lists: the artist's slug_username and shown name. */
  slug: string;
  name: string;
  /** The artist's followers, shown on the trigger. */
  followersCount: number;
};

/**
 * An artist's followers and following (issue 5 'followers and following lists'): a dialog opened
 * from the artist's followers count, so any page that shows an artist can offer it (the
 * profile pages of issue 6 included) without a route of its own.
 */
export function FollowListDialog({ slug, name, followersCount }: FollowListDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        className="text-sm text-fg-muted underline-offset-4 hover:text-fg hover:underline"
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
      >
        {followersCount} {followersCount === 1 ? 'follower' : 'followers'}
      </button>
      {hasOpened && (
        <Suspense fallback={null}>
          <FollowListDialogContent slug={slug} name={name} isOpen={isOpen} onOpenChange={setIsOpen} triggerRef={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
