import { PersonFollowRow } from '../../../ui/widgets/PersonFollowRow.tsx';
import { useSuggestedArtists } from '../api/get-suggested-artists.ts';

/**
 * The onboarding's last step (spec 2 §7 'Onboarding (genre, language, artists)'): artists of the
 * genres picked, most followed first, each with its follow toggle (the followv2 call).
 */
export function ArtistsToFollowStep({ genreIds }: { genreIds: readonly number[] }) {
  const artists = useSuggestedArtists(genreIds);
  if (artists.isPending) {
    return (
      <p role="status" className="text-fg-muted">
        Loading…
      </p>
    );
  }
  // The directory is a suggestion only: when it cannot answer, onboarding still finishes.
  if (artists.isError) return <p className="text-fg-muted">We couldn't load artists right now. You can follow artists from their pages any time.</p>;
  const others = artists.data.filter((artist) => !artist.is_self);
  if (others.length === 0) return <p className="text-fg-muted">No artists of these genres yet. You can follow artists from their pages any time.</p>;
  return (
    <ul aria-label="Artists to follow" className="grid gap-3 sm:grid-cols-2">
      {others.map((artist) => (
        <PersonFollowRow
          key={artist.slug_username}
          className="flex items-center gap-3 rounded-xl border border-border bg-bg p-3"
          slug={artist.slug_username}
          name={artist.name}
          profilePic={artist.profile_pic}
          note={artist.genres.map((genre) => genre.name).join(', ') || artist.type}
          isFollowing={artist.is_following}
          isSelf={artist.is_self}
        />
      ))}
    </ul>
  );
}
