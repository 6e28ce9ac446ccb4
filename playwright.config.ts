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

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  retries: 0,
  // Two workers share two cores with the server: give a busy page a little longer to settle.
  expect: { timeout: 10_000 },
  timeout: 60_000,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'vi-VN',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  // The real server on PGlite with the demo content, serving the built web app (`npm run test:e2e`
  // builds it first); an admin account is made first, as staff would with `npm run admin:create`.
  webServer: {
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
    },
  },
});
