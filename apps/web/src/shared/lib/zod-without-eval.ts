import { config } from 'zod/v4/core';

// The CSP forbids eval, so zod's compiled parsers can never run here, and its probe for them
// (`new Function('')`) made Chrome report a CSP violation on every page. zod.ts imports this first.
config({ jitless: true });
