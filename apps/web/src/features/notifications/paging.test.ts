import { describe, expect, it } from 'vitest';
import { describePage, readPageNumber } from './paging.ts';

describe('notification pages', () => {
  it('reads ?page= as a whole number from 1', () => {
    expect(['2', '1', null, '0', '-3', '1.5', 'x', ''].map(readPageNumber)).toEqual([2, 1, 1, 1, 1, 1, 1, 1]);
  });

  it('gives each page its offset and neighbours', () => {
    expect(describePage(1, 20, 45)).toEqual({ page: 1, pageCount: 3, offset: 0, hasPrevious: false, hasNext: true });
    expect(describePage(2, 20, 45)).toEqual({ page: 2, pageCount: 3, offset: 20, hasPrevious: true, hasNext: true });
    expect(describePage(3, 20, 45)).toEqual({ page: 3, pageCount: 3, offset: 40, hasPrevious: true, hasNext: false });
    expect(describePage(2, 20, 40)).toMatchObject({ pageCount: 2, hasNext: false });
  });

  it('reads a page past the end as the last, and an empty list as one page', () => {
    expect(describePage(9, 20, 45)).toMatchObject({ page: 3, offset: 40 });
    expect(describePage(1, 20, 0)).toEqual({ page: 1, pageCount: 1, offset: 0, hasPrevious: false, hasNext: false });
  });
});
