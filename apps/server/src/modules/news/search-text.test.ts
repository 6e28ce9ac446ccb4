import { describe, expect, it } from 'vitest';
import { foldDiacritics, htmlToText, toPrefixQuery } from './search-text.ts';

describe('search text', () => {
  it('folds Vietnamese diacritics, đ included, and case', () => {
    expect(foldDiacritics('Định cư Canada: Đường đến thường trú')).toBe(
      'dinh cu canada: duong den thuong tru',
    );
    expect(foldDiacritics('EXPRESS Entry')).toBe('express entry');
  });

  it('keeps the words of HTML and drops its markup and scripts', () => {
    expect(htmlToText('<h2>Tin&nbsp;mới</h2><p>Rút <b>thư mời</b></p><script>alert(1)</script>')).toBe(
      'Tin mới Rút thư mời',
    );
  });

  it('turns a keyword into word-prefix terms and ignores punctuation', () => {
    expect(toPrefixQuery('định cư')).toBe('dinh:* & cu:*');
    expect(toPrefixQuery("  Express-Entry's  ")).toBe('express:* & entry:* & s:*');
    expect(toPrefixQuery("'&|!:*()")).toBeNull();
    expect(toPrefixQuery('a b c d e f g h i j k l')?.split(' & ')).toHaveLength(10);
  });
});
