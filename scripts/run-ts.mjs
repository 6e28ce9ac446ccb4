/**
 * Runs a TypeScript entry point (`node scripts/run-ts.mjs apps/server/src/main.ts [args]`): with
 * Node's own type stripping where Node has it (22.18+, 24), so production needs no dev dependency;
 * with tsx on older Node (20), where it is installed as a dev dependency. ADR 026.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export async function runTypeScript(file) {
  if (!process.features.typescript) {
    try {
      const { register } = await import('tsx/esm/api');
      register();
    } catch {
      console.error(
        `Node ${process.version} cannot run TypeScript by itself and tsx is not installed (a dev dependency): use Node 22.18 or later (24 LTS), or install the dev dependencies.`,
      );
      process.exit(1);
    }
  }
  await import(pathToFileURL(path.resolve(file)).href);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [file] = process.argv.splice(2, 1);
  if (!file) throw new Error('usage: node scripts/run-ts.mjs <file.ts> [args]');
  await runTypeScript(file);
}
