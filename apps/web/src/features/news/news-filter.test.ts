import { describe, expect, it } from 'vitest';
import { filterFromSearch, searchFromFilter } from './news-filter.ts';

describe('the news filter in the address', () => {
  it('reads what it wrote', () => {
    const filter = { postEnum: 2, orderby: 1, tags: [3, 4], keyword: 'định cư' };
    expect(filterFromSearch(searchFromFilter(filter), true)).toEqual(filter);
    expect(searchFromFilter({ postEnum: 0, orderby: 0, tags: [], keyword: '' }).toString()).toBe('');
  });

  it('ignores values out of range and the saved filter for visitors', () => {
    expect(filterFromSearch(new URLSearchParams('post=9&sort=-1&tags=a,0,5'), true)).toEqual({
      postEnum: 0,
      orderby: 0,
      tags: [5],
      keyword: '',
    });
    expect(filterFromSearch(new URLSearchParams('post=3'), false).postEnum).toBe(0);
    expect(filterFromSearch(new URLSearchParams('post=3'), true).postEnum).toBe(3);
  });
});
