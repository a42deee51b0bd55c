import { create } from 'zustand';
import { followArtist, type FollowTask } from './follow.ts';

type FollowStore = {
  /** What the viewer follows, as learnt on this page: slug → following. */
  flags: Record<string, boolean>;
  /** Artists with a follow call on its way (their buttons are disabled). */
  loading: Record<string, boolean>;
};

/**
 * The follow flags of the artists on screen, shared by every follow button and 'Follow All'
 * (spec 1 §3.8 Follow state, the global multi-follow flag), so one artist shown twice never
 * disagrees with itself.
 */
export const useFollowStore = create<FollowStore>(() => ({ flags: {}, loading: {} }));

/** The flag of an artist: what this page learnt, else what the item said. */
export function useIsFollowing(slug: string, initial: boolean): boolean {
  return useFollowStore((state) => state.flags[slug] ?? initial);
}

/** Whether an artist's follow call is on its way. */
export function useIsFollowLoading(slug: string): boolean {
  return useFollowStore((state) => state.loading[slug] ?? false);
}

function setFlag(slug: string, value: boolean, isLoading: boolean) {
  useFollowStore.setState((state) => ({ flags: { ...state.flags, [slug]: value }, loading: { ...state.loading, [slug]: isLoading } }));
}

/**
 * Follows or unfollows one artist (spec 1 §4): the flag changes at once and the button is
 * disabled while the call runs; on error the flag goes back to the inverse of the attempted
 * action, with no message (spec 1 §8 'Follow failure'). Resolves with the server's
 * followers count, or null after an error.
 */
export async function changeFollow(slug: string, task: FollowTask): Promise<number | null> {
  if (useFollowStore.getState().loading[slug]) return null;
  setFlag(slug, task === 'follow', true);
  try {
    const result = await followArtist({ artist_slug: slug, task });
    setFlag(slug, result.is_following, false);
    return result.followers_count;
  } catch {
    setFlag(slug, task !== 'follow', false);
    return null;
  }
}
