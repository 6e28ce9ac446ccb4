import { describe, expect, it } from 'vitest';
import { NOC_UNIT_GROUPS } from '../eligibility/data/noc-unit-groups.ts';
import { printFigures } from '../fixtures/print-figures.ts';
import titlesVi from './titles-vi.json' with { type: 'json' };

describe('Vietnamese titles of the NOC 2021 unit groups', () => {
  it('gives every one of the 516 unit groups a non-empty Vietnamese title beside its official English one', () => {
    const byCode = new Map(titlesVi.map((title) => [title.code, title]));
    const missing = NOC_UNIT_GROUPS.filter((group) => !byCode.get(group.code)?.titleVi.trim());
    printFigures(
      `Vietnamese titles: ${NOC_UNIT_GROUPS.length - missing.length} of ${NOC_UNIT_GROUPS.length}`,
    );
    expect(missing.map((group) => group.code)).toEqual([]);
    expect(titlesVi).toHaveLength(516);
    for (const group of NOC_UNIT_GROUPS) expect(byCode.get(group.code)?.titleEn).toBe(group.titleEn);
  });

  it('keeps the file in code order, one entry per code', () => {
    const codes = titlesVi.map((title) => title.code);
    expect(codes).toEqual(NOC_UNIT_GROUPS.map((group) => group.code).sort());
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('writes titles and everyday words without stray spaces, and no word twice in a group', () => {
    for (const title of titlesVi) {
      for (const text of [title.titleVi, ...title.synonymsVi]) expect(text).toBe(text.trim());
      expect(new Set(title.synonymsVi).size, title.code).toBe(title.synonymsVi.length);
    }
  });

  it('has the everyday words issue 19 names', () => {
    const codeOf = (word: string) =>
      titlesVi.filter((title) => title.synonymsVi.includes(word)).map((title) => title.code);
    expect(codeOf('thợ may')).toEqual(['64200']);
    expect(codeOf('thợ xây')).toEqual(['72320']);
    expect(codeOf('kỹ thuật viên điện lạnh')).toEqual(['72402']);
    expect(codeOf('nhân viên kho')).toEqual(['75101']);
    expect(codeOf('chuyên viên marketing')).toEqual(['11202']);
    expect(codeOf('lái máy xúc')).toEqual(['73400']);
  });
});
