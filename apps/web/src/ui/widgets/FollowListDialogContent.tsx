import { X } from 'lucide-react';
import { Dialog, Tabs } from 'radix-ui';
import { useState, type RefObject } from 'react';
import { readErrorMessage } from '../../lib/form-errors.ts';
import { getButtonClass } from '../button-styles.ts';
import { FormAlert } from '../Field.tsx';
import { useFollowList, type FollowFilter } from '../../lib/social/get-follow.ts';
import { PersonFollowRow } from './PersonFollowRow.tsx';

type FollowListDialogContentProps = {
  /** Whose lists: the artist's slug_username and shown name. */
  slug: string;
  name: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The button that opened it, which gets the focus back on close. */
  triggerRef: RefObject<HTMLButtonElement | null>;
};

function FollowList({ filter, slug }: { filter: FollowFilter; slug: string }) {
  const list = useFollowList(filter, slug);
  if (list.isPending) {
    return (
      <p role="status" className="py-6 text-center text-fg-muted">
        Loading…
      </p>
    );
  }
  if (list.isError) return <FormAlert message={readErrorMessage(list.error)} />;
  const people = list.data.pages.flatMap((page) => page.results);
  if (people.length === 0) return <p className="py-6 text-center text-fg-muted">{filter === 'followers' ? 'No followers yet.' : 'Not following anyone yet.'}</p>;
  return (
    <>
      <ul className="divide-y divide-border">
        {people.map((person) => (
          <PersonFollowRow
            key={person.slug}
            className="flex items-center gap-3 py-2.5"
            slug={person.slug}
            name={person.name}
            profilePic={person.profile_pic}
            note={person.type === 'Listener' ? person.type : `${person.type} · ${person.followers_count} followers`}
            isFollowing={person.is_following}
            isSelf={person.is_self}
            canFollow={person.type !== 'Listener'}
          />
        ))}
      </ul>
      {list.hasNextPage && (
        <button type="button" className={getButtonClass('secondary', 'sm', 'mt-3 w-full')} disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {list.isFetchingNextPage ? 'Loading…' : 'Show more'}
        </button>
      )}
    </>
  );
}

/** The dialog of FollowListDialog.tsx, loaded when it first opens. */
export function FollowListDialogContent({ slug, name, isOpen, onOpenChange, triggerRef }: FollowListDialogContentProps) {
  const [tab, setTab] = useState<FollowFilter>('followers');
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-black/70" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-[81] max-h-[85vh] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-surface p-5 text-fg shadow-2xl"
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-bold">{name}</Dialog.Title>
            <Dialog.Close className="grid size-9 place-items-center rounded-full hover:bg-surface-raised" aria-label="Close">
              <X aria-hidden size={18} />
            </Dialog.Close>
          </div>
          <Tabs.Root value={tab} onValueChange={(value) => setTab(value as FollowFilter)} className="mt-3">
            <Tabs.List aria-label="Followers and following" className="flex gap-2 border-b border-border">
              {(['followers', 'following'] as const).map((value) => (
                <Tabs.Trigger
                  key={value}
                  value={value}
                  className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-fg-muted capitalize data-[state=active]:border-accent data-[state=active]:text-fg"
                >
                  {value}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="followers" className="mt-2">
              <FollowList filter="followers" slug={slug} />
            </Tabs.Content>
            <Tabs.Content value="following" className="mt-2">
              <FollowList filter="following" slug={slug} />
            </Tabs.Content>
          </Tabs.Root>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
