import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const localesDir = path.resolve(import.meta.dirname, '../../../locales');
const readLocale = (language: string): Tree =>
  JSON.parse(fs.readFileSync(path.join(localesDir, language, 'admin-ops.json'), 'utf8'));
const vi = readLocale('vi');
const en = readLocale('en');

const keysOf = (tree: Tree, prefix = 'admin-ops.'): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key}`.replace(PLURAL_SUFFIX, '')]
      : keysOf(value, `${prefix}${key}.`),
  );

/** Every source file of this folder but the tests. */
function sources(dir = import.meta.dirname): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

// The app-wide locale test reads keys whose file name has no hyphen; this one covers `admin-ops.*`.
describe('admin-ops texts', () => {
  it('has every literal key the console code asks for, in both languages', () => {
    const used = new Set<string>();
    for (const file of sources()) {
      for (const match of fs
        .readFileSync(file, 'utf8')
        .matchAll(/['"`](admin-ops(?:\.[a-zA-Z0-9]+)+)['"`]/g)) {
        if (match[1]) used.add(match[1]);
      }
    }
    expect(used.size).toBeGreaterThan(100);
    for (const [language, tree] of [
      ['vi', vi],
      ['en', en],
    ] as const) {
      const keys = new Set(keysOf(tree));
      expect([...used].filter((key) => !keys.has(key)).map((key) => `${language}:${key}`)).toEqual([]);
    }
  });

  it('has the same keys in vi and en, plural suffixes aside', () => {
    expect([...new Set(keysOf(vi))].sort()).toEqual([...new Set(keysOf(en))].sort());
  });
});
