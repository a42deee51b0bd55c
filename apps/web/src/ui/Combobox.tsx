import { Check, ChevronDown } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { INPUT_CLASS } from './Field';

/** One choice of a combobox. */
export type ComboboxOption = { value: string; label: string };

type ComboboxProps = {
  /** The input's id (its label points here). */
  id: string;
  options: readonly ComboboxOption[];
  /** The chosen option's value, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  isDisabled?: boolean;
  isInvalid?: boolean;
  isLoading?: boolean;
  describedBy?: string;
  name?: string;
  /** The list's name for screen readers ('Countries', 'Cities' …). */
  listLabel?: string;
  /** Options always listed last, whatever is typed (the city list's 'Other'). */
  pinnedOptions?: readonly ComboboxOption[];
};

const NO_OPTIONS: readonly ComboboxOption[] = [];

/** How many matches the list shows at once; typing narrows longer lists. */
const MAX_SHOWN = 150;

function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** Options whose label contains the text, those starting with it first. */
export function filterOptions(options: readonly ComboboxOption[], text: string): ComboboxOption[] {
  const query = normalize(text);
  if (!query) return [...options];
  const starts: ComboboxOption[] = [];
  const contains: ComboboxOption[] = [];
  for (const option of options) {
    const label = normalize(option.label);
    if (label.startsWith(query)) starts.push(option);
    else if (label.includes(query)) contains.push(option);
  }
  return [...starts, ...contains];
}

/**
 * A searchable select (spec 2 §2.1: 'searchable country, state and city dropdowns'), following
 * the ARIA combobox pattern: type to filter, arrows to move, Enter to choose, Escape to close.
 * Leaving the box with text that names no option puts the chosen option's name back.
 */
export function Combobox({ id, options: listed, value, onChange, onBlur, placeholder, isDisabled, isInvalid, isLoading, describedBy, name, listLabel = 'Options', pinnedOptions = NO_OPTIONS }: ComboboxProps) {
  const options = useMemo(() => [...listed, ...pinnedOptions], [listed, pinnedOptions]);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const selected = options.find((option) => option.value === value) ?? null;
  const [text, setText] = useState(selected?.label ?? '');
  const [isOpen, setIsOpen] = useState(false);
  const [isFiltering, setIsFiltering] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  // A new value from outside (a reset, the options arriving) shows its name.
  const selectedLabel = selected?.label ?? '';
  useEffect(() => {
    setText(selectedLabel);
  }, [selectedLabel]);

  const matches = useMemo(() => (isFiltering ? filterOptions(listed, text) : [...listed]), [isFiltering, listed, text]);
  const shown = useMemo(() => [...matches.slice(0, MAX_SHOWN), ...pinnedOptions], [matches, pinnedOptions]);

  useEffect(() => {
    if (!isOpen || activeIndex < 0) return;
    const item = listRef.current?.children[activeIndex] as HTMLElement | undefined;
    item?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, isOpen]);

  const open = () => {
    if (isDisabled) return;
    setIsOpen(true);
    setActiveIndex(Math.max(0, shown.findIndex((option) => option.value === value)));
  };

  const choose = (option: ComboboxOption) => {
    onChange(option.value);
    setText(option.label);
    setIsOpen(false);
    setIsFiltering(false);
  };

  const close = () => {
    setIsOpen(false);
    setIsFiltering(false);
    setText(selectedLabel);
  };

  const handleBlur = () => {
    // Text naming an option exactly chooses it; anything else goes back to the choice.
    const exact = options.find((option) => normalize(option.label) === normalize(text));
    if (exact && exact.value !== value) choose(exact);
    else close();
    onBlur?.();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isOpen) {
        open();
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => Math.min(shown.length - 1, Math.max(0, index + step)));
    } else if (event.key === 'Enter') {
      if (isOpen && shown[activeIndex]) {
        event.preventDefault();
        choose(shown[activeIndex]);
      }
    } else if (event.key === 'Escape') {
      if (isOpen) {
        event.preventDefault();
        event.stopPropagation();
        close();
      }
    } else if (event.key === 'Home' && isOpen) {
      setActiveIndex(0);
    } else if (event.key === 'End' && isOpen) {
      setActiveIndex(shown.length - 1);
    }
  };

  const activeId = isOpen && shown[activeIndex] ? `${listId}-${activeIndex}` : undefined;

  return (
    <div className="relative">
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy}
        aria-busy={isLoading || undefined}
        disabled={isDisabled}
        placeholder={isLoading ? 'Loading…' : placeholder}
        value={text}
        className={`${INPUT_CLASS} pr-10`}
        onChange={(event) => {
          setText(event.target.value);
          setIsFiltering(true);
          setIsOpen(true);
          setActiveIndex(0);
        }}
        onClick={() => (isOpen ? undefined : open())}
        onKeyDown={handleKeyDown}
        onBlur={handleBlur}
      />
      <button
        type="button"
        tabIndex={-1}
        aria-label="Show options"
        disabled={isDisabled}
        className="absolute inset-y-0 right-1 my-auto grid size-9 place-items-center rounded-full text-fg-muted hover:text-fg disabled:opacity-50"
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          if (isOpen) close();
          else {
            open();
            inputRef.current?.focus();
          }
        }}
      >
        <ChevronDown aria-hidden size={18} />
      </button>
      <div
        hidden={!isOpen}
        className="absolute z-20 mt-1 w-full rounded-xl border border-border-strong bg-surface-raised p-1 shadow-2xl"
      >
        <ul ref={listRef} id={listId} role="listbox" aria-label={listLabel} hidden={shown.length === 0} className="max-h-60 overflow-y-auto">
          {shown.map((option, index) => {
            const isSelected = option.value === value;
            return (
              <li
                key={option.value}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={isSelected}
                className={`flex cursor-pointer items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm ${index === activeIndex ? 'bg-accent text-accent-fg' : 'text-fg'}`}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActiveIndex(index)}
                onClick={() => choose(option)}
              >
                <span>{option.label}</span>
                {isSelected && <Check aria-hidden size={16} />}
              </li>
            );
          })}
        </ul>
        {matches.length === 0 && <p className="px-3 py-2 text-sm text-fg-muted">No matches</p>}
        {matches.length > MAX_SHOWN && <p className="px-3 py-2 text-xs text-fg-muted">Type to see more</p>}
      </div>
    </div>
  );
}
