import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Session } from './members.ts';
import { adminSessionOfRun } from './staff.ts';
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
