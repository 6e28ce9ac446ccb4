import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language, type TranslationTree } from '@maplebridge/contracts';
import { AppError } from '#errors.ts';

export type TranslationCatalog = Record<Language, TranslationTree>;

/** Reads the web app's locale files (`<dir>/<lng>/<namespace>.json`) once, at start-up. */
export function loadTranslationCatalog(localesDir: string): TranslationCatalog {
  const catalog = {} as TranslationCatalog;
  for (const language of LANGUAGES) {
    const languageDir = path.join(localesDir, language);
    const files = fs.existsSync(languageDir)
      ? fs.readdirSync(languageDir).filter((file) => file.endsWith('.json'))
      : [];
    catalog[language] = Object.fromEntries(
      files
        .sort()
        .map((file) => [
          path.basename(file, '.json'),
          JSON.parse(fs.readFileSync(path.join(languageDir, file), 'utf8')),
        ]),
    );
  }
  return catalog;
}

export function getTranslations(
  catalog: TranslationCatalog,
  lng: string,
  namespace?: string,
): TranslationTree {
  if (!(LANGUAGES as readonly string[]).includes(lng)) {
    throw new AppError(
      'translations.unknownLanguage',
      `Unknown language "${lng}"; use one of: ${LANGUAGES.join(', ')}.`,
    );
  }
  const resources = catalog[lng as Language];
  if (namespace === undefined) return resources;
  const tree = resources[namespace];
  if (tree === undefined || typeof tree === 'string') {
    throw new AppError(
      'translations.unknownNamespace',
      `Unknown namespace "${namespace}" for language "${lng}".`,
    );
  }
  return { [namespace]: tree };
}

/** One text of the catalog (`crs.advice.education.nextLevel`) with its `{{values}}` filled in. */
export function translate(
  catalog: TranslationCatalog,
  language: Language,
  key: string,
  values: Record<string, string | number> = {},
): string {
  let node: TranslationTree | string | undefined = catalog[language];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => String(values[name] ?? match));
}
