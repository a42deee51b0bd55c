import { useEffect, useRef } from 'react';
import { getButtonClass } from '../../../ui/button-styles.ts';

type ScrollPagerProps = { hasMore: boolean; isLoading: boolean; onMore: () => void };

/**
 * Loads the next page when the end of a listing scrolls into view (spec 2 §9 paging by
 * scrolling); the button does the same for keyboards and for browsers without an observer.
 */
export function ScrollPager({ hasMore, isLoading, onMore }: ScrollPagerProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const onMoreRef = useRef(onMore);
  onMoreRef.current = onMore;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || isLoading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onMoreRef.current();
    }, { rootMargin: '400px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, isLoading]);

  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="mt-6 flex justify-center">
      <button type="button" className={getButtonClass('secondary', 'sm')} disabled={isLoading} onClick={onMore}>
        {isLoading ? 'Loading…' : 'Load more'}
      </button>
    </div>
  );
}
