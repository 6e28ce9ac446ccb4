import { describe, expect, it } from 'vitest';
import { foldDiacritics, htmlToText, toSearchQuery } from './search-text.ts';

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

  it('asks for a phrase or all words in the title, the last word as a prefix, ignoring punctuation', () => {
    expect(toSearchQuery('định')).toBe('dinh:*');
    expect(toSearchQuery('định cư')).toBe('(dinh <-> cu:*) | (dinh:A & cu:*A)');
    expect(toSearchQuery("  Express-Entry's  ")).toBe(
      '(express <-> entry <-> s:*) | (express:A & entry:A & s:*A)',
    );
    expect(toSearchQuery("'&|!:*()")).toBeNull();
    expect(toSearchQuery('a b c d e f g h i j k l')?.split(' <-> ')).toHaveLength(10);
  });
});
