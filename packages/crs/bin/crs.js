#!/usr/bin/env node
// The engine is TypeScript source: Node runs it itself where it strips types (22.18+, 24; ADR 026),
// tsx loads it on older Node.
if (process.features.typescript) {
  await import('../cli/main.ts');
} else {
  const { tsImport } = await import('tsx/esm/api');
  await tsImport('../cli/main.ts', import.meta.url);
}
