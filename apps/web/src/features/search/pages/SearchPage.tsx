import { SEARCH_BY_TYPE_LIMIT } from '@indiwave/domain/constants';
import { SEARCH_TYPES, type SearchType } from '@indiwave/domain/contract/search';
import { Search } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { useSearchByType, useSearchListing } from '../api/search.ts';
import { SearchHitList } from '../components/SearchHitList.tsx';
import { buildSearchPageUrl, isSearchable, readSearchParams, SEARCH_TYPE_LABELS, toSearchOffset } from '../search-rules.ts';

const TAB_CLASS = '-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-semibold';

function LoadingRows() {
  return (
    <ul role="status" aria-label="Loading" className="grid gap-2 sm:grid-cols-2">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index} className="h-[4.5rem] animate-pulse rounded-xl bg-surface-raised" />
      ))}
    </ul>
  );
}

function TypeResults({ keywords, type, page }: { keywords: string; type: SearchType; page: number }) {
  const results = useSearchByType(keywords, type, toSearchOffset(page));
  if (results.isPending) return <LoadingRows />;
  if (results.isError) return <FormAlert message={readErrorMessage(results.error)} />;
  const { results: hits, count } = results.data;
  const pages = Math.max(1, Math.ceil(count / SEARCH_BY_TYPE_LIMIT));
  if (hits.length === 0) return <p className="text-fg-muted">No {SEARCH_TYPE_LABELS[type].toLowerCase()} found for “{keywords}”.</p>;
  return (
    <>
      <SearchHitList hits={hits} label={SEARCH_TYPE_LABELS[type]} />
      <nav aria-label="Pages" className="mt-6 flex flex-wrap items-center gap-3">
        {page > 1 && (
          <Link to={buildSearchPageUrl({ keywords, type, page: page - 1 })} className={getButtonClass('secondary', 'sm')}>
            Previous
          </Link>
        )}
        <span className="text-sm text-fg-muted">
          Page {Math.min(page, pages)} of {pages} · {count} results
        </span>
        {page < pages && (
          <Link to={buildSearchPageUrl({ keywords, type, page: page + 1 })} className={getButtonClass('secondary', 'sm')}>
            Next
          </Link>
        )}
      </nav>
    </>
  );
}

function OverviewResults({ keywords, listing }: { keywords: string; listing: ReturnType<typeof useSearchListing> }) {
  if (listing.isPending) return <LoadingRows />;
  if (listing.isError) return <FormAlert message={readErrorMessage(listing.error)} />;
  const found = SEARCH_TYPES.filter((type) => listing.data.results[type].length > 0);
  if (found.length === 0) return <p className="text-fg-muted">No results for “{keywords}”. Try other words.</p>;
  return (
    <div className="grid gap-8">
      {found.map((type) => (
        <section key={type} aria-labelledby={`search-${type}-title`}>
          <div className="mb-3 flex items-baseline justify-between gap-3">
            <h2 id={`search-${type}-title`} className="text-lg font-bold text-fg">
              {SEARCH_TYPE_LABELS[type]}
            </h2>
            {listing.data.counts[type] > listing.data.results[type].length && (
              <Link to={buildSearchPageUrl({ keywords, type, page: 1 })} className="text-sm font-semibold text-accent-soft hover:underline">
                See all {listing.data.counts[type]}
              </Link>
            )}
          </div>
          <SearchHitList hits={listing.data.results[type]} label={SEARCH_TYPE_LABELS[type]} />
        </section>
      ))}
    </div>
  );
}

/**
 * /search?keywords=&type= (spec 1 §2.1): the overview of every type, or one type's results 10
 * a page, in tabs. The URL holds the words, the type and the page, so results can be shared.
 */
export default function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = readSearchParams(params);
  const [text, setText] = useState(state.keywords);
  const canSearch = isSearchable(state.keywords);
  const listing = useSearchListing(state.keywords, canSearch);

  useEffect(() => setText(state.keywords), [state.keywords]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isSearchable(text)) return;
    void navigate(buildSearchPageUrl({ keywords: text.trim(), type: state.type, page: 1 }));
  };

  return (
    <div className="mx-auto grid max-w-content gap-6 px-4 py-6 md:px-8">
      <h1 className="text-2xl font-bold text-fg md:text-3xl">{canSearch ? `Results for “${state.keywords}”` : 'Search'}</h1>
      <form role="search" aria-label="Search the catalogue" onSubmit={handleSubmit} className="flex max-w-xl gap-2">
        <input type="search" aria-label="Search keywords" className={INPUT_CLASS} value={text} onChange={(event) => setText(event.target.value)} placeholder="Songs, videos, artists…" />
        <button type="submit" className={getButtonClass('primary', 'md')}>
          <Search aria-hidden size={18} />
          Search
        </button>
      </form>
      {canSearch ? (
        <>
          <nav aria-label="Result types" className="flex gap-1 overflow-x-auto border-b border-border">
            {[null, ...SEARCH_TYPES].map((type) => {
              const isCurrent = state.type === type;
              const count = type && listing.data ? ` (${listing.data.counts[type]})` : '';
              return (
                <Link
                  key={type ?? 'all'}
                  to={buildSearchPageUrl({ keywords: state.keywords, type, page: 1 })}
                  aria-current={isCurrent ? 'page' : undefined}
                  className={`${TAB_CLASS} ${isCurrent ? 'border-accent text-fg' : 'border-transparent text-fg-muted hover:text-fg'}`}
                >
                  {type ? SEARCH_TYPE_LABELS[type] : 'All'}
                  {count}
                </Link>
              );
            })}
          </nav>
          {state.type ? <TypeResults keywords={state.keywords} type={state.type} page={state.page} /> : <OverviewResults keywords={state.keywords} listing={listing} />}
        </>
      ) : (
        <p className="text-fg-muted">Type at least 2 characters to search songs, albums, videos, artists and playlists.</p>
      )}
    </div>
  );
}
