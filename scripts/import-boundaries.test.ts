/**
 * Import rules Biome cannot express: features stay independent, shared code knows no feature,
 * packages know no app, and the CRS engine does no I/O.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && /\.tsx?$/.test(entry.name) && !file.includes('node_modules') ? [file] : [];
  });
}

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [
    ...text.matchAll(
      /(?:^|\s)(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
    ),
  ].map((match) => (match[1] ?? match[2]) as string);
}

/** Every import in `dir` that `isForbidden` flags, as "file → specifier". */
function violations(dir: string, isForbidden: (specifier: string, file: string) => boolean) {
  return sourceFiles(path.join(root, dir)).flatMap((file) =>
    importsOf(file)
      .filter((specifier) => isForbidden(specifier, file))
      .map((specifier) => `${path.relative(root, file)} → ${specifier}`),
  );
}

describe('import boundaries', () => {
  it('keeps the list of common passwords on the server: neither the web app nor the contracts load it', () => {
    const isTheList = (specifier: string) => specifier.startsWith('@zxcvbn-ts/');
    expect([...violations('apps/web/src', isTheList), ...violations('packages', isTheList)]).toEqual([]);
    for (const manifest of ['apps/web/package.json', 'packages/contracts/package.json'])
      expect(fs.readFileSync(path.join(root, manifest), 'utf8')).not.toContain('@zxcvbn-ts/');
  });

  it('keeps packages free of the apps', () => {
    expect(
      violations('packages', (s) => s.startsWith('#') || /apps\/|@maplebridge\/(web|server)/.test(s)),
    ).toEqual([]);
  });

  it('keeps the CRS engine free of I/O: it imports its own files and zod, its tests and fixtures also vitest and fast-check', () => {
    const isTestCode = (file: string) =>
      /\.test\.ts$/.test(file) || file.includes(`${path.sep}fixtures${path.sep}`);
    const isAllowed = (specifier: string, file: string) =>
      specifier.startsWith('.') ||
      specifier === 'zod' ||
      (isTestCode(file) && (specifier === 'vitest' || specifier === 'fast-check'));
    expect(violations('packages/crs/src', (specifier, file) => !isAllowed(specifier, file))).toEqual([]);
  });

  it('keeps web features independent of each other; the console previews with the news feature’s own components', () => {
    const featuresDir = path.join(root, 'apps/web/src/features');
    // ADR 013: the staff console shows an article exactly as readers will, so it may import these two.
    const consoleMayUse = new Set(['news/news-card.tsx', 'news/news-article.tsx']);
    const featureOf = (file: string) => path.relative(featuresDir, file).split(path.sep)[0];
    expect(
      violations('apps/web/src/features', (specifier, file) => {
        const target = specifier.startsWith('#features/')
          ? path.join(featuresDir, specifier.slice('#features/'.length))
          : specifier.startsWith('.')
            ? path.resolve(path.dirname(file), specifier)
            : undefined;
        if (target === undefined || featureOf(target) === featureOf(file)) return false;
        return !(
          featureOf(file) === 'admin' &&
          consoleMayUse.has(path.relative(featuresDir, target).split(path.sep).join('/'))
        );
      }),
    ).toEqual([]);
  });

  it('keeps shared web code free of features and of the app shell', () => {
    expect(
      violations(
        'apps/web/src/shared',
        (s) => /^#(features|app)\//.test(s) || /\.\.\/(features|app)\//.test(s),
      ),
    ).toEqual([]);
  });

  it('finds imports at all (the scan itself works)', () => {
    expect(importsOf(path.join(root, 'apps/server/src/app.ts'))).toContain('./config.ts');
  });
});
