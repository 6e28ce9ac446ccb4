import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_SECRETS } from './e2e/support/secrets.ts';
import { E2E_ADMIN } from './e2e/support/staff.ts';
import { CHROMIUM_FLAGS } from './scripts/chromium-flags.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4180);
const baseURL = `http://127.0.0.1:${PORT}`;
// One fresh data dir per run; workers inherit the variable, so they agree on it.
process.env.MB_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'maplebridge-e2e-'));
// The stand-in of IRCC's rounds feed (e2e/support/rounds-feed-server.ts), which the server's
// scheduled import reads; e2e/rounds-sync.spec.ts publishes rounds on it.
process.env.MB_E2E_ROUNDS_FEED ??= `http://127.0.0.1:${Number(process.env.E2E_FEED_PORT ?? PORT + 1000)}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  retries: 0,
  // Two workers share two cores with the server, and CI's machine runs these pages at about half this
  // one's speed (its journeys took 1.1-1.4 min where they take 30-45 s here): room for both, and the
  // long journeys mark themselves test.slow() (three times this).
  expect: { timeout: 15_000 },
  timeout: 120_000,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'vi-VN',
    trace: 'retain-on-failure',
    // The app's service worker precaches it in every new context: only e2e/offline.spec.ts, which is
    // about it, lets it run (in contexts of its own); the other specs test the pages as the network serves them.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  // The stand-in of IRCC's rounds feed, then the real server on PGlite with the demo content, serving
  // the built web app (`npm run test:e2e` builds it first) and importing rounds from the stand-in; an
  // admin account is made first, as staff would with `npm run admin:create`.
  webServer: [
    {
      command: 'node --import tsx e2e/support/rounds-feed-server.ts',
      url: `${process.env.MB_E2E_ROUNDS_FEED}/ee_rounds_123_en.json`,
      reuseExistingServer: false,
      env: { PORT: new URL(process.env.MB_E2E_ROUNDS_FEED).port },
    },
    {
      command: [
        `node --import tsx apps/server/src/modules/users/create-admin-cli.ts --email ${E2E_ADMIN.email}`,
        `--password '${E2E_ADMIN.password}' --phone ${E2E_ADMIN.phone}`,
        '&& node --import tsx apps/server/src/main.ts',
      ].join(' '),
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 90_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.MB_E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        // Tests name their own client address (e2e/support/test.ts); only the runner on loopback may.
        TRUST_PROXY: '127.0.0.1',
        ...E2E_SECRETS,
        DRAWS_FEED_URL: `${process.env.MB_E2E_ROUNDS_FEED}/ee_rounds_123_en.json`,
      },
    },
  ],
});
