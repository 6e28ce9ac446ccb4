import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@maplebridge/contracts';
import { describe, expect, it } from 'vitest';

const localesDir = import.meta.dirname;
const srcDir = path.resolve(localesDir, '..');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

function readLocale(language: string): Record<string, Tree> {
  const dir = path.join(localesDir, language);
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        path.basename(file, '.json'),
        JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')),
      ]),
  );
}

/** `{a: {b: 'x'}}` → `[['a.b', 'x']]`, with the file name as the first segment. */
function flatten(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : flatten(value, `${prefix}${key}.`),
  );
}

const locales = Object.fromEntries(
  LANGUAGES.map((language) => [language, new Map(flatten(readLocale(language)))]),
);

function keySet(language: string) {
  return [
    ...new Set([...(locales[language]?.keys() ?? [])].map((key) => key.replace(PLURAL_SUFFIX, ''))),
  ].sort();
}

describe('locales', () => {
  it('has the same files in every language', () => {
    const files = LANGUAGES.map((language) => fs.readdirSync(path.join(localesDir, language)).sort());
    for (const list of files) expect(list).toEqual(files[0]);
  });

  it('has the same keys in vi and en, plural suffixes aside', () => {
    expect(keySet('en')).toEqual(keySet('vi'));
    expect(keySet('vi').length).toBeGreaterThan(50);
  });

  it('has no empty text', () => {
    for (const language of LANGUAGES) {
      const empty = [...(locales[language]?.entries() ?? [])].filter(([, text]) => text.trim() === '');
      expect(empty.map(([key]) => `${language}:${key}`)).toEqual([]);
    }
  });

  it('has every key the code asks for, in both languages', () => {
    const sourceFiles = fs
      .readdirSync(srcDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name));
    const usedKeys = new Set<string>();
    for (const file of sourceFiles) {
      const text = fs.readFileSync(file, 'utf8');
      // t('a.b'), labelKey: 'a.b', titleKey="a.b" and the like: literal keys with at least two segments.
      for (const match of text.matchAll(
        /(?:\bt\(|[A-Za-z]*Key[=:]\s*\{?)\s*['"]([a-zA-Z]+(?:\.[a-zA-Z0-9]+)+)['"]/g,
      )) {
        if (match[1]) usedKeys.add(match[1]);
      }
    }
    expect(usedKeys.size).toBeGreaterThan(30);
    for (const language of LANGUAGES) {
      const keys = new Set(
        [...(locales[language]?.keys() ?? [])].map((key) => key.replace(PLURAL_SUFFIX, '')),
      );
      const missing = [...usedKeys].filter((key) => !keys.has(key));
      expect(missing.map((key) => `${language}:${key}`)).toEqual([]);
    }
  });

  it('translates every API error code', async () => {
    const { ERROR_STATUS } = await import('@maplebridge/contracts');
    for (const language of LANGUAGES) {
      const missing = Object.keys(ERROR_STATUS).filter((code) => !locales[language]?.has(`errors.${code}`));
      expect(missing.map((code) => `${language}:errors.${code}`)).toEqual([]);
    }
  });
});
