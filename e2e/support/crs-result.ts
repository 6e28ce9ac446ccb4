import { toSubmission } from '@maplebridge/crs';
import type { Page } from '@playwright/test';
import { EXAMPLE_ANSWERS } from './example-profile.ts';
import { expect } from './test.ts';

/**
 * Opens /crs-tool/result as if the quiz had just been sent: the example answers and the server's
 * score in the tab's store (`crs-tool-storage`), without answering thirty questions again. It waits
 * for the element with test id `ready` to show.
 */
export async function openScoredResult(page: Page, ready: string) {
  const calculated = await page.request.post('/api/crs/calculate-score', {
    data: toSubmission(EXAMPLE_ANSWERS),
  });
  expect(calculated.status()).toBe(200);
  const state = { answers: EXAMPLE_ANSWERS, result: (await calculated.json()).data, savedId: null };
  await page.addInitScript((state) => {
    sessionStorage.setItem('crs-tool-storage', JSON.stringify({ state, version: 0 }));
  }, state);
  await page.goto('/crs-tool/result');
  await expect(page.getByTestId(ready)).toBeVisible();
}
