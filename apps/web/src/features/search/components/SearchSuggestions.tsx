import { SEARCH_DEBOUNCE_MS } from '@indiwave/domain/constants';
import type { SearchGroups, SearchHit } from '@indiwave/domain/contract/search';
import { Disc3, Music, User, Video } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSearchDropdown } from '../api/search.ts';
import { isSearchable, SEARCH_TYPE_LABELS, toDropdownKeywords } from '../search-rules.ts';
import { toArtworkSizes } from '@indiwave/domain/rules/artwork-sizes';

/** The types the header dropdown lists, in order (spec 1 §3.4: artist, album, music, video). */
export const DROPDOWN_TYPES = ['artist', 'album', 'music', 'video'] as const;
type DropdownType = (typeof DROPDOWN_TYPES)[number];

const ICONS: Record<DropdownType, ReactNode> = {
  artist: <User aria-hidden size={16} />,
  album: <Disc3 aria-hidden size={16} />,
  music: <Music aria-hidden size={16} />,
  video: <Video aria-hidden size={16} />,
};

/** The dropdown's results: the groups that have hits and the hits in reading order. */
export type Suggestions = { keywords: string; groups: { type: DropdownType; hits: SearchHit[] }[]; hits: SearchHit[] };

function toSuggestions(keywords: string, results: SearchGroups): Suggestions {
  const groups = DROPDOWN_TYPES.map((type) => ({ type, hits: results[type] })).filter((group) => group.hits.length > 0);
  return { keywords, groups, hits: groups.flatMap((group) => group.hits) };
}

/**
 * The header's search while typing (spec 1 §5, §9): it searches 1 second after the last
 * keystroke and only from 2 characters; fewer characters clear the results at once. The last
 * results stay on screen while a longer text waits for its pause.
 */
export function useSearchSuggestions(text: string): { suggestions: Suggestions | null; isLoading: boolean } {
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const keywords = toDropdownKeywords(text, debounced);
  const query = useSearchDropdown(keywords);
  const [shown, setShown] = useState<Suggestions | null>(null);
  const isTextSearchable = isSearchable(text);

  useEffect(() => {
    if (keywords !== null && query.data) setShown(toSuggestions(keywords, query.data));
  }, [keywords, query.data]);
  useEffect(() => {
    if (!isTextSearchable) setShown(null);
  }, [isTextSearchable]);

  return { suggestions: isTextSearchable ? shown : null, isLoading: keywords !== null && query.isFetching };
}

/** The id of an option of the dropdown, for aria-activedescendant. */
export function toOptionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

type SearchSuggestionListProps = {
  listId: string;
  suggestions: Suggestions;
  activeIndex: number;
  onPick: (hit: SearchHit) => void;
  /** The last row: all results on the /search page. */
  onShowAll: () => void;
};

/**
 * The dropdown of a combobox (WAI-ARIA combobox with a grouped listbox): one group a type,
 * the active option marked for screen readers. Pressing keeps the focus in the box.
 */
export function SearchSuggestionList({ listId, suggestions, activeIndex, onPick, onShowAll }: SearchSuggestionListProps) {
  let index = -1;
  const showAllIndex = suggestions.hits.length;
  return (
    // In the tab order so a keyboard can scroll a long list on a small screen (the options themselves are reached with the arrows).
    <div tabIndex={0} className="absolute inset-x-0 top-full z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl border border-border bg-surface p-2 text-left shadow-2xl" onMouseDown={(event) => event.preventDefault()}>
      {suggestions.groups.length === 0 && <p className="px-3 py-2 text-sm text-fg-muted">No results for “{suggestions.keywords}”.</p>}
      <div id={listId} role="listbox" aria-label="Search suggestions">
      {suggestions.groups.map((group) => (
        <div key={group.type} role="group" aria-label={SEARCH_TYPE_LABELS[group.type]} className="py-1">
          <p aria-hidden className="flex items-center gap-2 px-3 py-1 text-xs font-semibold tracking-widest text-fg-muted uppercase">
            {ICONS[group.type]}
            {SEARCH_TYPE_LABELS[group.type]}
          </p>
          {group.hits.map((hit) => {
            index += 1;
            const at = index;
            return (
              <div
                key={`${hit.type}-${hit.slug}`}
                id={toOptionId(listId, at)}
                role="option"
                aria-selected={activeIndex === at}
                className={`flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 ${activeIndex === at ? 'bg-surface-raised' : 'hover:bg-surface-raised'}`}
                onClick={() => onPick(hit)}
              >
                {hit.image ? (
                  <img decoding="async" {...toArtworkSizes(hit.image, '36px')} src={hit.image} alt="" width={36} height={36} className={`size-9 shrink-0 object-cover ${hit.type === 'artist' ? 'rounded-full' : 'rounded-md'}`} />
                ) : (
                  <span aria-hidden className="grid size-9 shrink-0 place-items-center rounded-full bg-accent text-sm font-bold text-accent-fg">
                    {hit.title.charAt(0).toUpperCase()}
                  </span>
                )}
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-fg">{hit.title}</span>
                  <span className="block truncate text-xs text-fg-muted">{hit.subtitle}</span>
                </span>
              </div>
            );
          })}
        </div>
      ))}
      <div
        id={toOptionId(listId, showAllIndex)}
        role="option"
        aria-selected={activeIndex === showAllIndex}
        className={`cursor-pointer rounded-xl px-3 py-2 text-sm font-semibold text-accent-soft ${activeIndex === showAllIndex ? 'bg-surface-raised' : 'hover:bg-surface-raised'}`}
        onClick={onShowAll}
      >
          See all results for “{suggestions.keywords}”
        </div>
      </div>
    </div>
  );
}
