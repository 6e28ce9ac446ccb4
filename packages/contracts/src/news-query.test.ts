import { describe, expect, it } from 'vitest';
import { NEWS_LIST_PAGE_SIZE, newsQueryString } from './news-query.ts';

describe('newsQueryString', () => {
  it('writes the first page of /news as the web app asks for it and the page server sends it', () => {
    expect(newsQueryString({ pageNumber: 1, pageSize: NEWS_LIST_PAGE_SIZE, lng: 'vi' })).toBe(
      'PageNumber=1&PageSize=8&isPublished=true&lng=vi',
    );
  });

  it('leaves out zero filters and empty keywords, repeats tags and encodes the keyword', () => {
    const base = { pageNumber: 2, pageSize: 4 };
    expect(newsQueryString({ ...base, orderby: 0, postEnum: 0, keyword: '  ' })).toBe(
      'PageNumber=2&PageSize=4&isPublished=true',
    );
    expect(
      newsQueryString({
        ...base,
        orderby: 2,
        postEnum: 1,
        tags: [3, 5],
        keyword: ' thư mời & CEC ',
        excludeId: 'x',
      }),
    ).toBe(
      'PageNumber=2&PageSize=4&orderby=2&postEnum=1&tags=3&tags=5&isPublished=true&keyword=th%C6%B0+m%E1%BB%9Di+%26+CEC&excludeId=x',
    );
  });
});
