import { MESSAGES } from '@indiwave/domain/messages';
import { UserCheck, UserPlus } from 'lucide-react';
import { openLoginDialog } from '../../lib/account-dialogs.ts';
import { useSessionUser } from '../../lib/session.ts';
import { getButtonClass } from '../button-styles.ts';
import { changeFollow, useFollowStore, useIsFollowing, useIsFollowLoading } from '../../lib/social/follow-store.ts';

type FollowButtonProps = {
  /** The artist's slug_username and shown name. */
  slug: string;
  name: string;
  /** The item's is_following. */
  isFollowing: boolean;
  /** The viewer is this artist (is_same_artist): no button (spec 1 §5). */
  isSelf?: boolean;
  size?: 'sm' | 'md';
  /** Called with the artist's followers after a follow or unfollow. */
  onFollowersChange?: (count: number) => void;
};

/**
 * Follow / Unfollow for one artist (spec 1 §4, §5): disabled while its call runs, reverted on
 * error; hidden on one's own items; a visitor's press opens the sign-in dialog with intent
 * 'follow'.
 */
export function FollowButton({ slug, name, isFollowing: initial, isSelf = false, size = 'sm', onFollowersChange }: FollowButtonProps) {
  const user = useSessionUser();
  const isFollowing = useIsFollowing(slug, initial);
  const isLoading = useIsFollowLoading(slug);
  if (isSelf || user?.slug === slug) return null;

  const handleClick = async () => {
    if (!user) {
      openLoginDialog({ intent: 'follow' });
      return;
    }
    const count = await changeFollow(slug, isFollowing ? 'unfollow' : 'follow');
    if (count !== null) onFollowersChange?.(count);
  };

  return (
    <button
      type="button"
      className={getButtonClass(isFollowing ? 'secondary' : 'primary', size)}
      aria-label={`${isFollowing ? 'Unfollow' : 'Follow'} ${name}`}
      aria-pressed={isFollowing}
      disabled={isLoading}
      onClick={() => void handleClick()}
    >
      {isFollowing ? <UserCheck aria-hidden size={16} /> : <UserPlus aria-hidden size={16} />}
      {isFollowing ? 'Following' : 'Follow'}
    </button>
  );
}

type FollowAllButtonProps = {
  /** The artists of a multi-artist item with their is_following and is_same_artist. */
  artists: { slug: string; isFollowing: boolean; isSelf?: boolean }[];
};

/**
 * 'Follow All' / 'Unfollow All' for an item with several artists (spec 1 §4 multi-follow):
 * follows every artist not followed yet, or, when all are followed, unfollows them all.
 */
export function FollowAllButton({ artists }: FollowAllButtonProps) {
  const user = useSessionUser();
  const others = artists.filter((artist) => !artist.isSelf && artist.slug !== user?.slug);
  const flags = useFollowStore((state) => state.flags);
  const loading = useFollowStore((state) => state.loading);
  if (others.length < 2) return null;
  const isAllFollowed = others.every((artist) => flags[artist.slug] ?? artist.isFollowing);
  const isBusy = others.some((artist) => loading[artist.slug]);

  const handleClick = () => {
    if (!user) {
      openLoginDialog({ intent: 'follow' });
      return;
    }
    const task = isAllFollowed ? 'unfollow' : 'follow';
    for (const artist of others) {
      const isFollowing = flags[artist.slug] ?? artist.isFollowing;
      if (isFollowing !== (task === 'follow')) void changeFollow(artist.slug, task);
    }
  };

  return (
    <button type="button" className={getButtonClass('secondary', 'sm')} disabled={isBusy} onClick={handleClick}>
      {isAllFollowed ? MESSAGES.unfollowAll : MESSAGES.followAll}
    </button>
  );
}
