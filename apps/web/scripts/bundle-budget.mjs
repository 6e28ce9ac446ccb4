/**
 * The JavaScript each route loads before it shows, gzipped, against its budget (issue 10: home and
 * news under 150 KB). Reads the built app's Vite manifest: a route's cost is the entry chunk, the
 * route's lazy chunks and every chunk they import statically. Exits 1 when one is over.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const KB = 1024;

/** Route, the modules it loads lazily before it shows, budget in KB gzipped. */
const ROUTES = [
  ['/', ['src/features/home/home.page.tsx', 'src/app/home-sections.tsx'], 150],
  ['/news', ['src/features/news/news-list.page.tsx'], 150],
  ['/news/:id', ['src/features/news/news-detail.page.tsx'], 150],
  ['/crs-tool/quiz', ['src/features/crs/quiz.page.tsx'], 200],
  ['/crs-tool/result', ['src/features/crs/result.page.tsx'], 200],
  ['/chat-ai', ['src/features/chat/chat.page.tsx'], 250],
  ['/contact', ['src/features/contact/contact.page.tsx'], 200],
  ['/sign-in', ['src/features/auth/sign-in.page.tsx'], 200],
  ['/admin', ['src/features/admin/admin-layout.tsx'], 250],
];

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const gzipped = new Map();
const sizeOf = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(fs.readFileSync(path.join(dist, file))).length);
  return gzipped.get(file);
};
/**
 * The manifest key of the chunk holding a module: its path, or, when the bundler moved the module
 * into a chunk shared with another page (which then has no `src`), the chunk named after it.
 */
const chunkKeyOf = (module) => {
  if (manifest[module]) return module;
  const name = path.basename(module).replace(/\.[jt]sx?$/, '');
  return Object.keys(manifest).find((key) => !manifest[key].src && manifest[key].name === name);
};
/** A chunk and everything it imports statically, as output files. */
const closure = (key, files = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
};

let isOver = false;
console.log('route                 first-load JS (gzip)   budget');
for (const [route, pages, budgetKb] of ROUTES) {
  const missing = pages.filter((page) => !chunkKeyOf(page));
  if (missing.length > 0) {
    console.log(`${route.padEnd(21)} (${missing.join(', ')} not found in the build)`);
    isOver = true;
    continue;
  }
  const files = closure(entryKey);
  for (const page of pages) closure(chunkKeyOf(page), files);
  const total = [...files].reduce((sum, file) => sum + sizeOf(file), 0);
  const over = total > budgetKb * KB;
  isOver ||= over;
  console.log(
    `${route.padEnd(21)} ${(total / KB).toFixed(1).padStart(8)} KB ${String(files.size).padStart(4)} files ${String(budgetKb).padStart(5)} KB${over ? '  OVER' : ''}`,
  );
}
process.exitCode = isOver ? 1 : 0;
