import { CATALOG_GENRES_MAX } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { useState } from 'react';
import { ChoiceChips } from '../../../ui/ChoiceChips.tsx';
import { useGenres } from '../../../lib/reference/get-genres.ts';
import { useLanguages } from '../../../lib/reference/get-languages.ts';

type ReferenceChipsProps = {
  kind: 'genre' | 'language';
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
  isOptional?: boolean;
};

/** Genres or languages of an upload as chips: up to 5 (spec 2 §3 Song upload, language[] and genre[]). */
export function ReferenceChips({ kind, value, onChange, error, isOptional }: ReferenceChipsProps) {
  const genres = useGenres();
  const languages = useLanguages();
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const list = kind === 'genre' ? genres : languages;
  const legend = kind === 'genre' ? 'Genres' : 'Languages';
  return (
    <div>
      <ChoiceChips
        legend={`${legend}${isOptional ? ' (optional)' : ''}`}
        options={list.data ?? []}
        value={value}
        max={CATALOG_GENRES_MAX}
        onLimit={() => setLimitMessage(kind === 'genre' ? MESSAGES.genresCatalogMax : MESSAGES.languagesMax)}
        onChange={(ids) => {
          setLimitMessage(null);
          onChange(ids);
        }}
        hint={list.isPending ? 'Loading…' : `Pick up to ${CATALOG_GENRES_MAX}.`}
        error={error ?? limitMessage ?? undefined}
      />
    </div>
  );
}
