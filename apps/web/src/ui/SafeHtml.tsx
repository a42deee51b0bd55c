import { toSafeValue } from '@indiwave/domain/rules/safe-value';

type SafeHtmlProps = {
  html: string;
  /** The element that holds the fragment. */
  as?: 'div' | 'span' | 'p' | 'section';
  className?: string;
};

/**
 * Renders an HTML fragment from the server (notification texts, blog bodies) after the
 * safe-value helper has removed scripts, handlers and dangerous links (spec 1 §8).
 */
export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: toSafeValue(html, 'html') }} />;
}
