/** Where one page of a numbered list stands, for its 'Previous' and 'Next' links. */
export type PageInfo = { page: number; pageCount: number; offset: number; hasPrevious: boolean; hasNext: boolean };

/** The page number of a `?page=` value: a whole number from 1, else 1. */
export function readPageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The offset and neighbours of page `page` (from 1) of `count` items, `limit` a page. A page past
 * the end (items were hidden meanwhile) is read as the last one, so the list never shows empty
 * while there are items.
 */
export function describePage(page: number, limit: number, count: number): PageInfo {
  const pageCount = Math.max(1, Math.ceil(count / limit));
  const current = Math.min(Math.max(1, page), pageCount);
  return { page: current, pageCount, offset: (current - 1) * limit, hasPrevious: current > 1, hasNext: current < pageCount };
}
