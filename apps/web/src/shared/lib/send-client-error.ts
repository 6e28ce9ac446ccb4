import type { ClientErrorReport } from '@maplebridge/contracts';

/** A page that fails in a loop says so a few times, not a thousand. */
const MAX_REPORTS_PER_PAGE_LOAD = 5;
let reportsSent = 0;

/**
 * Tells the server (`POST /api/client-errors`, which logs it) about an error the app met in this
 * browser: what failed and on which page, never who. Sent as a beacon, so a page being left still
 * sends it, and nothing waits for it.
 */
export function sendClientError(kind: ClientErrorReport['kind'], error: unknown) {
  if (reportsSent >= MAX_REPORTS_PER_PAGE_LOAD) return;
  reportsSent += 1;
  const report = {
    kind,
    message: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    stack: error instanceof Error ? error.stack : undefined,
    // The path only: a query or fragment may carry an e-mail or a token (the server drops them too).
    path: window.location.pathname,
  };
  const body = JSON.stringify(report);
  const isQueued = navigator.sendBeacon?.(
    '/api/client-errors',
    new Blob([body], { type: 'application/json' }),
  );
  if (!isQueued) {
    void fetch('/api/client-errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
    }).catch(() => {});
  }
}
