import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { type Session, sessionOf } from './members.ts';

/** The admin that `playwright.config.ts` creates before the server starts (npm run admin:create). */
export const E2E_ADMIN = {
  email: 'admin@e2e.maplebridge.test',
  password: 'Admin2026!',
  phone: '0900000001',
};

/**
 * One admin sign-in for the whole run, whatever the workers and their restarts: the server allows
 * ten sign-ins an account a quarter-hour, and the console specs sign the admin in through the page
 * too, so every spec that needs the admin's token through the API takes it here. The first worker
 * to take the lock signs in and leaves the session beside the run's data directory.
 */
export async function adminSessionOfRun(api: APIRequestContext): Promise<Session> {
  const dataDir = process.env.MB_E2E_DATA_DIR;
  if (!dataDir) return sessionOf(api, E2E_ADMIN);
  const base = `${dataDir}-admin`;
  const file = `${base}.json`;
  const read = () => (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Session) : null);
  try {
    fs.writeFileSync(`${base}.lock`, String(process.pid), { flag: 'wx' });
  } catch {
    for (let waited = 0; waited < 30_000; waited += 200) {
      const session = read();
      if (session) return session;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const session = read() ?? (await sessionOf(api, E2E_ADMIN));
  // Written whole, then renamed: a reader never sees half a file.
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(session));
  fs.renameSync(`${file}.tmp`, file);
  return session;
}
