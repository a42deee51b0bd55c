/** Where a list stands: how many to skip, how many a page holds, how many there are in all. */
export type PageWindow = { offset: number; limit: number; count: number };

/** The offset of the next page, or undefined when this page is the last one. */
export function findNextOffset({ offset, limit, count }: PageWindow): number | undefined {
  return offset + limit < count ? offset + limit : undefined;
}
