import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search, X } from 'lucide-react';
import { SEARCH_MIN_CHARS } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import type { SearchHit } from '@indiwave/domain/contract/search';
import { SearchSuggestionList, toOptionId, useSearchSuggestions } from '../../features/search/components/SearchSuggestions';
import { focusOnMount } from '../../lib/focus-on-mount';

/** The search page address for a text (spec 1 §2.1: /search?keywords={text}&type=). */
export function buildSearchPath(text: string): string {
  return `/search?${new URLSearchParams({ keywords: text.trim(), type: '' }).toString()}`;
}

type SearchBoxProps = {
  /** Phones show the box on demand; closing it hands the header back to the logo. */
  onClose?: () => void;
  isAutoFocused?: boolean;
};

/**
 * The header's search box (spec 1 §2.4, §5), a combobox: 1 second after typing stops, from 2
 * characters, a dropdown lists results by type; arrows move through them, Enter opens the
 * active one, or with no active one the search page. Shorter text clears the results.
 */
export function SearchBox({ onClose, isAutoFocused = false }: SearchBoxProps) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const listId = useId();
  const { suggestions } = useSearchSuggestions(text);
  const [isListOpen, setListOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  // The text whose results page is open: its dropdown, arriving after Enter within the debounce,
  // would cover the page it duplicates (issue 15 item 6). Typing anything else opens it again.
  const [searchedText, setSearchedText] = useState<string | null>(null);
  const optionCount = suggestions ? suggestions.hits.length + 1 : 0;
  const isExpanded = isListOpen && suggestions !== null && text.trim() !== searchedText;

  // New results: nothing is active, and they show. Adjusted while rendering, not in an effect,
  // so an arrow key pressed as they appear is never undone by a late effect.
  const [seenSuggestions, setSeenSuggestions] = useState(suggestions);
  if (seenSuggestions !== suggestions) {
    setSeenSuggestions(suggestions);
    setActiveIndex(-1);
    if (suggestions) setListOpen(true);
  }

  const finish = (path: string) => {
    setListOpen(false);
    setActiveIndex(-1);
    navigate(path);
    onClose?.();
  };
  const handlePick = (hit: SearchHit) => finish(hit.url);
  const handleShowAll = () => {
    setSearchedText(text.trim());
    finish(buildSearchPath(text));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim().length < SEARCH_MIN_CHARS) return;
    if (isExpanded && suggestions && activeIndex >= 0 && activeIndex < suggestions.hits.length) {
      handlePick(suggestions.hits[activeIndex]);
      return;
    }
    handleShowAll();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!optionCount) return;
      event.preventDefault();
      setListOpen(true);
      setSearchedText(null);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + optionCount + (index < 0 && step < 0 ? 1 : 0)) % optionCount);
      return;
    }
    if (event.key === 'Escape') {
      if (isExpanded) {
        event.preventDefault();
        setListOpen(false);
        setActiveIndex(-1);
      } else if (onClose) onClose();
    }
  };

  return (
    <form role="search" onSubmit={handleSubmit} className="relative flex w-full max-w-xl items-center">
      <Search aria-hidden size={18} className="pointer-events-none absolute left-4 text-fg-muted" />
      <input
        type="search"
        name="keywords"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isExpanded}
        aria-controls={isExpanded ? listId : undefined}
        aria-activedescendant={isExpanded && activeIndex >= 0 ? toOptionId(listId, activeIndex) : undefined}
        aria-label="Search"
        placeholder={MESSAGES.searchPlaceholder}
        autoComplete="off"
        ref={isAutoFocused ? focusOnMount : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setSearchedText(null);
          setListOpen(true);
        }}
        onKeyDown={handleKeyDown}
        onFocus={() => setListOpen(true)}
        onBlur={() => setListOpen(false)}
        className="h-11 w-full rounded-full border border-border bg-surface-raised pr-4 pl-11 text-[0.95rem] text-fg placeholder:text-fg-muted focus-visible:border-accent-soft"
      />
      {isExpanded && suggestions && (
        <SearchSuggestionList listId={listId} suggestions={suggestions} activeIndex={activeIndex} onPick={handlePick} onShowAll={handleShowAll} />
      )}
      {onClose && (
        <button
          type="button"
          onClick={onClose}
          aria-label="Close search"
          className="ml-2 grid size-10 shrink-0 place-items-center rounded-full text-fg hover:bg-surface-raised"
        >
          <X aria-hidden size={20} />
        </button>
      )}
    </form>
  );
}
