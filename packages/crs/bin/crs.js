#!/usr/bin/env node
// The engine is TypeScript source; tsx loads it without a build step.
import { tsImport } from 'tsx/esm/api';

await tsImport('../cli/main.ts', import.meta.url);
