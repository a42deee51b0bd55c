import { Video } from 'lucide-react';
import { Link } from 'react-router';
import { useSessionUser } from '../../lib/session.ts';
import { LyricsBlock } from './LyricsBlock.tsx';
import { useFollowState } from '../../lib/social/get-follow-state.ts';
import { FollowAllButton, FollowButton } from './FollowButton.tsx';
import type { WidgetArtist, WidgetTrack } from './widget-types.ts';

type TrackDetailsProps = {
  track: WidgetTrack;
  /** Whether the artists' links show (spec 2 §6: two configured track slugs hide them). */
  canShowArtistLink: boolean;
};

/** The artists of a track with a follow toggle each, and 'Follow All' when there are several (spec 2 §2.2, spec 1 §4). */
export function ArtistFollowList({ artists, canShowArtistLink }: { artists: WidgetArtist[]; canShowArtistLink: boolean }) {
  const user = useSessionUser();
  const unknown = artists.filter((artist) => artist.isFollowing === undefined).map((artist) => artist.slug);
  const state = useFollowState(unknown, user !== null);
  const withFlags = artists.map((artist) => ({ ...artist, isFollowing: artist.isFollowing ?? state.data?.[artist.slug] ?? false }));
  return (
    <section aria-label={artists.length > 1 ? 'Artists' : 'Artist'} className="grid gap-2">
      {withFlags.length > 1 && (
        <div className="flex justify-end">
          <FollowAllButton artists={withFlags} />
        </div>
      )}
      <ul className="grid gap-2">
        {withFlags.map((artist) => (
          <li key={artist.slug} className="flex items-center justify-between gap-3">
            {canShowArtistLink ? (
              <Link to={`/${artist.slug}`} className="min-w-0 truncate font-semibold text-fg hover:underline">
                {artist.name}
              </Link>
            ) : (
              <span className="min-w-0 truncate font-semibold text-fg">{artist.name}</span>
            )}
            <FollowButton slug={artist.slug} name={artist.name} isFollowing={artist.isFollowing} isSelf={artist.isSelf} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The video of a track: a link to its page (the pop-up player opens there). */
function VideoBlock({ video }: { video: { slug: string; title: string } }) {
  return (
    <section aria-label="Video" className="rounded-xl border border-border bg-surface-raised p-3">
      <Link to={`/video-songs/${video.slug}`} className="flex items-center gap-2 font-semibold text-accent-soft hover:underline">
        <Video aria-hidden size={18} /> Watch the video: {video.title}
      </Link>
    </section>
  );
}

/**
 * What the bottom sheet shows below 750px, and what shows under the row on tablets (spec 2
 * §2.2): lyrics (collapsible past 200 characters), the video and the artists with follow toggles.
 */
export function TrackDetails({ track, canShowArtistLink }: TrackDetailsProps) {
  return (
    <div className="grid gap-3">
      {track.lyrics?.trim() && <LyricsBlock lyrics={track.lyrics} headingLevel={3} />}
      {track.video && <VideoBlock video={track.video} />}
      <ArtistFollowList artists={track.artists} canShowArtistLink={canShowArtistLink} />
    </div>
  );
}
