import { ARTIST_PREFERENCES } from '@indiwave/domain/constants';
import { Search } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { useGenres } from '../../../lib/reference/get-genres.ts';
import { useLanguages } from '../../../lib/reference/get-languages.ts';
import { useArtistListing } from '../api/listings.ts';
import { ArtistCard } from '../components/ArtistCard.tsx';
import { FilterSelect } from '../components/FilterSelect.tsx';
import { ScrollPager } from '../components/ScrollPager.tsx';
import { PURPOSE_LABELS, readArtistFilters, toFilterSearch, type ArtistFilters } from '../listing-filters.ts';

function CardsSkeleton({ count }: { count: number }) {
  return (
    <ul role="status" aria-label="Loading" className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="h-64 animate-pulse rounded-2xl bg-surface-raised" />
      ))}
    </ul>
  );
}

/**
 * /artists: the artist directory (spec 2 §7 artist_listing, artist_listing_search): language,
 * genre, purpose, city and keyword, all in the URL; 20 at a time as the page scrolls.
 */
export default function ArtistsPage() {
  const [params, setParams] = useSearchParams();
  const filters = readArtistFilters(params);
  const listing = useArtistListing(filters);
  const genres = useGenres();
  const languages = useLanguages();
  const keywordId = useId();
  const cityId = useId();
  const [keyword, setKeyword] = useState(filters.keyword);
  const [city, setCity] = useState(filters.city);

  useEffect(() => setKeyword(filters.keyword), [filters.keyword]);
  useEffect(() => setCity(filters.city), [filters.city]);

  const change = (patch: Partial<ArtistFilters>) => setParams(new URLSearchParams(toFilterSearch({ ...filters, ...patch })), { replace: true });
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change({ keyword: keyword.trim(), city: city.trim() });
  };
  const artists = listing.data?.pages.flatMap((page) => page.items) ?? [];
  const count = listing.data?.pages[0]?.count;

  return (
    <div className="mx-auto grid max-w-content gap-5 px-4 py-6 md:px-8">
      <h1 className="text-2xl font-bold text-fg md:text-3xl">Artists</h1>
      <form onSubmit={handleSubmit} aria-label="Find artists" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <div className="grid gap-1">
          <label htmlFor={keywordId} className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
            Name
          </label>
          <input id={keywordId} type="search" className={`${INPUT_CLASS} py-2`} value={keyword} onChange={(event) => setKeyword(event.target.value)} />
        </div>
        <div className="grid gap-1">
          <label htmlFor={cityId} className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
            City
          </label>
          <input id={cityId} className={`${INPUT_CLASS} py-2`} value={city} onChange={(event) => setCity(event.target.value)} />
        </div>
        <div className="flex items-end">
          <button type="submit" className={getButtonClass('primary', 'md')}>
            <Search aria-hidden size={18} />
            Find
          </button>
        </div>
        <FilterSelect label="Language" anyLabel="All languages" value={filters.language} options={(languages.data ?? []).map((item) => ({ value: item.slug, label: item.name }))} onChange={(language) => change({ language })} />
        <FilterSelect label="Genre" anyLabel="All genres" value={filters.genre} options={(genres.data ?? []).map((item) => ({ value: item.slug, label: item.name }))} onChange={(genre) => change({ genre })} />
        <FilterSelect label="Open to" anyLabel="Anything" value={filters.purpose} options={ARTIST_PREFERENCES.map((value) => ({ value, label: PURPOSE_LABELS[value] }))} onChange={(purpose) => change({ purpose })} />
      </form>
      {count !== undefined && (
        <p role="status" className="text-sm text-fg-muted">
          {count} {count === 1 ? 'artist' : 'artists'}
        </p>
      )}
      {listing.isPending ? (
        <CardsSkeleton count={8} />
      ) : listing.isError ? (
        <FormAlert message={readErrorMessage(listing.error)} />
      ) : artists.length === 0 ? (
        <p className="py-8 text-center text-fg-muted">No artists match these filters.</p>
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {artists.map((artist) => (
              <li key={artist.slug_username}>
                <ArtistCard artist={artist} />
              </li>
            ))}
          </ul>
          {listing.isFetchingNextPage && <CardsSkeleton count={4} />}
          <ScrollPager hasMore={listing.hasNextPage} isLoading={listing.isFetchingNextPage} onMore={() => void listing.fetchNextPage()} />
        </>
      )}
    </div>
  );
}
