import { MESSAGES } from '@indiwave/domain/messages';
import { useId, useState } from 'react';
import { hasLyricsToggle } from './widget-rules.ts';

type LyricsBlockProps = { lyrics: string; headingLevel?: 2 | 3 };

/**
 * Lyrics clamped to 4 lines with 'Full Text' / 'Show Less' — the toggle only when they are
 * longer than 200 characters (spec 2 §2.2); shorter lyrics show whole.
 */
export function LyricsBlock({ lyrics, headingLevel = 2 }: LyricsBlockProps) {
  const id = useId();
  const [isExpanded, setIsExpanded] = useState(false);
  const text = lyrics.trim();
  if (!text) return null;
  const hasToggle = hasLyricsToggle(text);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-border bg-surface p-5">
      <Heading id={`${id}-title`} className="text-lg font-bold text-fg">
        Lyrics
      </Heading>
      <p id={`${id}-text`} className={`mt-2 whitespace-pre-line text-fg-muted ${hasToggle && !isExpanded ? 'line-clamp-4' : ''}`} data-testid="lyrics-text">
        {text}
      </p>
      {hasToggle && (
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={`${id}-text`}
          className="mt-2 text-sm font-semibold text-accent-soft underline-offset-4 hover:underline"
          onClick={() => setIsExpanded((value) => !value)}
        >
          {isExpanded ? MESSAGES.showLess : MESSAGES.fullText}
        </button>
      )}
    </section>
  );
}
