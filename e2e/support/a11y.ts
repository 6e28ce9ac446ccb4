import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type Session, sessionOf } from './members.ts';
import { E2E_ADMIN } from './staff.ts';
import { test as base } from './test.ts';

export type Language = 'vi' | 'en';

/**
 * The WCAG 2.1 A and AA rules (axe tags 2.0's rules apart; 2.1 includes them), and axe's best
 * practices, which hold the landmark rules (all content in a landmark, one main, unique names).
 */
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Runs axe on the page as it is now and fails (softly, so one run lists every page's problems)
 * with each violation's rule and the elements it found; `<html lang>` must be the UI language.
 */
export async function expectAccessible(page: Page, where: string, language: Language) {
  await expect.soft(page.locator('html'), `<html lang> on ${where}`).toHaveAttribute('lang', language);
  const { violations } = await new AxeBuilder({ page })
    // Only violations are read: axe skips gathering what passed, which is most of its time.
    // (Before withTags: options() replaces every option.)
    .options({ resultTypes: ['violations'] })
    .withTags(RULE_TAGS)
    // Google's map is not ours, and offline it is an error page axe would wait on.
    .exclude('iframe[src^="https://www.google.com/maps"]')
    .analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.failureSummary?.replace(/\s+/g, ' ')})`).join('; ')}`,
  );
  expect.soft(found, `axe violations on ${where} (${language})`).toEqual([]);
}

/**
 * Starts every page load in `language` (the settings the language switch keeps in localStorage),
 * keeping the other settings; `forgotPasswordEmail` opens the recovery pages.
 */
export async function startIn(page: Page, language: Language, forgotPasswordEmail?: string) {
  await page.addInitScript(
    ({ language, forgotPasswordEmail }) => {
      const stored = JSON.parse(localStorage.getItem('settings-storage') ?? 'null');
      const state = { isDrawerOpen: false, forgotPasswordEmail: '', ...stored?.state, language };
      if (forgotPasswordEmail !== undefined) state.forgotPasswordEmail = forgotPasswordEmail;
      localStorage.setItem('settings-storage', JSON.stringify({ state, version: stored?.version ?? 0 }));
    },
    { language, forgotPasswordEmail },
  );
}

/**
 * One admin sign-in for the whole run, whatever the workers and their restarts: the server allows
 * ten sign-ins an account a quarter-hour, and the other specs sign the admin in too. The first
 * worker to take the lock signs in and leaves the session beside the run's data directory.
 */
async function adminSessionOfRun(api: APIRequestContext): Promise<Session> {
  const dataDir = process.env.MB_E2E_DATA_DIR;
  if (!dataDir) return sessionOf(api, E2E_ADMIN);
  const base = `${dataDir}-a11y-admin`;
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

/**
 * `test` with an API client and the admin's session made once per worker, not per test: sign-ins
 * are rate-limited per address and per account, and every spec of the run shares those budgets.
 */
export const test = base.extend<object, { api: APIRequestContext; adminSession: Session }>({
  api: [
    async ({ playwright }, use, workerInfo) => {
      // An address of its own, as each test has (test.ts): the per-IP budgets are not the run's.
      const api = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
        extraHTTPHeaders: {
          'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
        },
      });
      await use(api);
      await api.dispose();
    },
    { scope: 'worker' },
  ],
  adminSession: [async ({ api }, use) => use(await adminSessionOfRun(api)), { scope: 'worker' }],
});
