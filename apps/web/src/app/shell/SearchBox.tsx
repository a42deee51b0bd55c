import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search, X } from 'lucide-react';
import { SEARCH_MIN_CHARS } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';

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
 * The header's search box (spec 1 §2.4, §5): Enter with 2 or more characters opens the
 * search page; shorter text does nothing. Suggestions while typing arrive with search.
 */
export function SearchBox({ onClose, isAutoFocused = false }: SearchBoxProps) {
  const navigate = useNavigate();
  const [text, setText] = useState('');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim().length < SEARCH_MIN_CHARS) return;
    navigate(buildSearchPath(text));
    onClose?.();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && onClose) onClose();
  };

  return (
    <form role="search" onSubmit={handleSubmit} className="relative flex w-full max-w-xl items-center">
      <Search aria-hidden size={18} className="pointer-events-none absolute left-4 text-fg-muted" />
      <input
        type="search"
        name="keywords"
        aria-label="Search"
        placeholder={MESSAGES.searchPlaceholder}
        autoComplete="off"
        autoFocus={isAutoFocused}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
        className="h-11 w-full rounded-full border border-border bg-surface-raised pr-4 pl-11 text-[0.95rem] text-fg placeholder:text-fg-muted focus-visible:border-accent-soft"
      />
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
