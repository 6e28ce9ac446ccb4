import { randomInt } from 'node:crypto';
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Each test reaches the server from an address of its own (X-Forwarded-For, which the e2e server
 * trusts from 127.0.0.1): the per-IP budgets on sign-in, codes, contact and chat are for the
 * internet, and a whole suite from one loopback address would exhaust them partway.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
});
