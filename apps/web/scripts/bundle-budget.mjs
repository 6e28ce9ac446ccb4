/**
 * The JavaScript each route loads before it shows, gzipped, against its budget (issue 10: home and
 * news under 150 KB). Reads the built app's Vite manifest: a route's cost is the entry and app chunks,
 * the route's lazy chunks, every chunk they import statically, and its texts in Vietnamese (the longer
 * language): the site's and its route's part. Exits 1 when one is over.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  chunkKeyOf,
  closure,
  initialFiles,
  localeKey,
  ROUTE_MODULES,
  readManifest,
} from './route-chunks.mjs';

const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = readManifest(dist);
const KB = 1024;
/** KB gzipped; issue 10 sets home and news under 150. */
const BUDGETS = {
  '/': 150,
  '/news': 150,
  '/news/:id': 150,
  '/crs-tool/quiz': 200,
  '/crs-tool/result': 200,
  // The rounds chart's scales (d3-scale, ADR 027) load on this page alone.
  '/crs-tool/draws': 250,
  '/chat-ai': 250,
  '/contact': 200,
  '/sign-in': 200,
  '/admin': 250,
};

const gzipped = new Map();
const sizeOf = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(fs.readFileSync(path.join(dist, file))).length);
  return gzipped.get(file);
};

let isOver = false;
console.log('route                 first-load JS (gzip)   budget');
for (const [route, pages, parts] of ROUTE_MODULES) {
  const budgetKb = BUDGETS[route];
  const texts = ['site', ...parts].map((part) => localeKey(manifest, 'vi', part) ?? `locale-vi-${part}`);
  const missing = [...pages, ...texts].filter((page) => !chunkKeyOf(manifest, page));
  if (missing.length > 0) {
    console.log(`${route.padEnd(21)} (${missing.join(', ')} not found in the build)`);
    isOver = true;
    continue;
  }
  const files = initialFiles(manifest);
  for (const page of [...pages, ...texts]) closure(manifest, chunkKeyOf(manifest, page), files);
  const total = [...files].reduce((sum, file) => sum + sizeOf(file), 0);
  const over = total > budgetKb * KB;
  isOver ||= over;
  console.log(
    `${route.padEnd(21)} ${(total / KB).toFixed(1).padStart(8)} KB ${String(files.size).padStart(4)} files ${String(budgetKb).padStart(5)} KB${over ? '  OVER' : ''}`,
  );
}
process.exitCode = isOver ? 1 : 0;
