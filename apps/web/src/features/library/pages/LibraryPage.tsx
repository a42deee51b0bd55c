import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { useOwnPlaylists } from '../../../lib/playlists/get-own-playlists.ts';
import { useFollowList } from '../../../lib/social/get-follow.ts';
import { PersonFollowRow } from '../../../ui/widgets/PersonFollowRow.tsx';
import { fromPlaylistCard } from '../../../ui/widgets/widget-mappers.ts';
import { TileGrid } from '../components/TileGrid.tsx';

/** The artists the signed-in person follows, each with its follow toggle. */
function FollowedArtists() {
  const following = useFollowList('following');
  if (following.isPending) {
    return (
      <p role="status" className="text-fg-muted">
        Loading…
      </p>
    );
  }
  if (following.isError) return <FormAlert message={readErrorMessage(following.error)} />;
  const people = following.data.pages.flatMap((page) => page.results);
  if (people.length === 0) return <p className="text-fg-muted">You don't follow any artists yet.</p>;
  return (
    <div className="grid gap-3">
      <ul aria-label="Artists you follow" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {people.map((person) => (
          <PersonFollowRow
            key={person.slug}
            className="flex items-center gap-3 rounded-xl border border-border bg-surface p-3"
            slug={person.slug}
            name={person.name}
            profilePic={person.profile_pic}
            note={`${person.followers_count} followers`}
            isFollowing={person.is_following}
            isSelf={person.is_self}
          />
        ))}
      </ul>
      {following.hasNextPage && (
        <button type="button" className={getButtonClass('secondary', 'sm', 'justify-self-center')} disabled={following.isFetchingNextPage} onClick={() => void following.fetchNextPage()}>
          {following.isFetchingNextPage ? 'Loading…' : 'Show more'}
        </button>
      )}
    </div>
  );
}

/** /library (signed-in only, spec 1 §2.1): one's own playlists, the artists one follows, and the way to the favourites. */
export default function LibraryPage() {
  const playlists = useOwnPlaylists();
  const cards = playlists.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <div className="mx-auto grid max-w-content gap-10 px-4 py-8 md:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold text-fg">Library</h1>
        <Link to="/library/favourites" className={getButtonClass('primary', 'sm')}>
          <Heart aria-hidden size={16} /> Favourites
        </Link>
      </div>
      <section aria-labelledby="library-playlists" className="grid gap-4">
        <h2 id="library-playlists" className="text-xl font-bold text-fg">
          Your playlists
        </h2>
        <TileGrid
          label="Your playlists"
          items={cards.map(fromPlaylistCard)}
          isPending={playlists.isPending}
          error={playlists.error}
          empty="You don't have any playlists yet"
          hasMore={playlists.hasNextPage}
          isLoadingMore={playlists.isFetchingNextPage}
          onLoadMore={() => void playlists.fetchNextPage()}
        />
      </section>
      <section aria-labelledby="library-artists" className="grid gap-4">
        <h2 id="library-artists" className="text-xl font-bold text-fg">
          Artists you follow
        </h2>
        <FollowedArtists />
      </section>
    </div>
  );
}
