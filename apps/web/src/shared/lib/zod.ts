// vite.config.ts resolves `zod` to this module: zod turns jitless before the first schema is built,
// in whichever lazy chunk that happens, so the entry need not load zod just to configure it.
import './zod-without-eval.ts';

export * from 'zod/v4';
export { default } from 'zod/v4';
