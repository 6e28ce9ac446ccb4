/**
 * How the test runs start Debian's Chromium (Playwright, Lighthouse): headless as root, and without
 * the background connections to Google this machine's closed network refuses, many at a time.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
