import type { ClapType } from '@indiwave/domain/contract/social';
import { useState } from 'react';
import { useSessionUser } from '../../lib/session.ts';
import { usePlayer } from '../../lib/player.ts';
import { openPlaylistDialog } from '../../lib/playlist-dialog.ts';
import { useFollowState } from '../../lib/social/get-follow-state.ts';
import { ClapButton } from './ClapButton.tsx';
import { FollowAllButton, FollowButton } from './FollowButton.tsx';
import { FollowListDialog } from './FollowListDialog.tsx';
import { getWidgetControls, type WidgetKind } from './widget-rules.ts';
import { MoreMenu, type MoreMenuActions } from './MoreMenu.tsx';

/** An artist of a detail page, with what the follow controls need. */
export type DetailArtist = { slug: string; name: string; isFollowing?: boolean; isSelf: boolean; followersCount?: number };

type ItemActionsProps = {
  kind: WidgetKind;
  slug: string;
  title: string;
  mine: number;
  total: number;
  /** The songs 'Add to Queue' and 'Add to Playlist' take; none for videos. */
  songSlugs: string[];
  artists: DetailArtist[];
  isVariousArtists?: boolean;
  /** Entries the page adds (share, report once their dialogs exist). */
  extraActions?: Pick<MoreMenuActions, 'onShare' | 'onReport' | 'onDownload'>;
};

/**
 * The social controls of a detail page's item (spec 2 §2.2, §6; spec 1 §4): claps (with the
 * clap guide), a follow toggle per artist with their followers list, 'Follow All' for several
 * artists, and the more-menu.
 */
export function ItemActions({ kind, slug, title, mine, total, songSlugs, artists: given, isVariousArtists = false, extraActions }: ItemActionsProps) {
  const user = useSessionUser();
  const player = usePlayer();
  // Items that do not say whether the viewer follows their artists (videos) ask follow_state.
  const unknown = given.filter((artist) => artist.isFollowing === undefined).map((artist) => artist.slug);
  const state = useFollowState(unknown, user !== null);
  const artists = given.map((artist) => ({ ...artist, isFollowing: artist.isFollowing ?? state.data?.[artist.slug] ?? false }));
  const controls = getWidgetControls(user, { kind, slug, isOwner: false, isVariousArtists });
  const firstArtist = artists[0];
  const [followers, setFollowers] = useState<Record<string, number>>({});
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <ClapButton type={kind as ClapType} slug={slug} label={title} mine={mine} total={total} isGuideHost />
        <MoreMenu
          label={title}
          onAddToQueue={songSlugs.length > 0 ? () => void player.store.getState().enqueueTracks(songSlugs) : undefined}
          onAddToPlaylist={songSlugs.length > 0 ? () => openPlaylistDialog(songSlugs) : undefined}
          artistPath={controls.canGoToArtist && firstArtist ? `/${firstArtist.slug}` : undefined}
          {...extraActions}
        />
        {artists.length > 1 && <FollowAllButton artists={artists} />}
      </div>
      {kind !== 'playlist' && artists.length > 0 && (
        <ul aria-label="Follow the artists" className="flex flex-wrap gap-x-5 gap-y-2">
          {artists.map((artist) => (
            <li key={artist.slug} className="flex items-center gap-2">
              {artists.length > 1 && <span className="text-sm font-semibold text-fg">{artist.name}</span>}
              <FollowButton
                slug={artist.slug}
                name={artist.name}
                isFollowing={artist.isFollowing}
                isSelf={artist.isSelf}
                onFollowersChange={(count) => setFollowers((current) => ({ ...current, [artist.slug]: count }))}
              />
              {artist.followersCount !== undefined && (
                <FollowListDialog slug={artist.slug} name={artist.name} followersCount={followers[artist.slug] ?? artist.followersCount} />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
