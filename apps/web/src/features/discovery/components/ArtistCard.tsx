import type { ArtistCard as ArtistCardData } from '@indiwave/domain/contract/discovery';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { FollowButton } from '../../../ui/widgets/FollowButton.tsx';

/** An artist or band in the directory and the featured strip: picture, name, place, genres, follow. */
export function ArtistCard({ artist }: { artist: ArtistCardData }) {
  return (
    <article aria-label={artist.name} className="flex h-full flex-col items-center gap-2 rounded-2xl border border-border bg-surface p-4 text-center">
      <Link to={`/${artist.slug_username}`} tabIndex={-1} aria-hidden>
        {artist.profile_pic ? (
          <img src={artist.profile_pic} alt="" width={112} height={112} loading="lazy" decoding="async" className="size-28 rounded-full border border-border object-cover" />
        ) : (
          <span className="grid size-28 place-items-center rounded-full bg-accent text-3xl font-black text-accent-fg">{artist.name.charAt(0).toUpperCase()}</span>
        )}
      </Link>
      <Link to={`/${artist.slug_username}`} className="font-semibold text-fg hover:underline">
        {artist.name}
      </Link>
      <p className="text-xs text-fg-muted">
        {artist.type} · {artist.followers_count} {artist.followers_count === 1 ? 'follower' : 'followers'}
      </p>
      {artist.city && (
        <p className="flex items-center gap-1 text-xs text-fg-muted">
          <MapPin aria-hidden size={12} />
          {artist.city}
        </p>
      )}
      {artist.genres.length > 0 && <p className="line-clamp-1 text-xs text-fg-muted">{artist.genres.map((genre) => genre.name).join(', ')}</p>}
      <div className="mt-auto pt-1">
        <FollowButton slug={artist.slug_username} name={artist.name} isFollowing={artist.is_following} isSelf={artist.is_self} />
      </div>
    </article>
  );
}
