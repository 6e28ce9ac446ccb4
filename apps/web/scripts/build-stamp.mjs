/**
 * The web build's completion mark: removed by the build's first step, written by its last, so a build
 * that stopped half-way never counts as done. `npm start` (scripts/start.mjs) compares it with the
 * sources. It sits beside `dist`, not in it: the server serves every file in `dist`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BUILD_STAMP = path.resolve(import.meta.dirname, '../.build-complete');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const action = process.argv[2];
  if (action === 'clear') fs.rmSync(BUILD_STAMP, { force: true });
  else if (action === 'write') fs.writeFileSync(BUILD_STAMP, `${new Date().toISOString()}\n`);
  else throw new Error('usage: build-stamp.mjs clear|write');
}
