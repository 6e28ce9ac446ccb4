import type { ClientErrorReport } from '@maplebridge/contracts';

/**
 * Tells the server about an error the app met in this browser (send-client-error.ts). The sender
 * loads with the first error: nearly every page load has none, and the first load carries less.
 */
export function reportClientError(kind: ClientErrorReport['kind'], error: unknown) {
  void import('./send-client-error.ts').then(({ sendClientError }) => sendClientError(kind, error));
}

/** Reports what nothing in the app caught: thrown errors and rejected promises. */
export function reportUncaughtErrors() {
  window.addEventListener('error', (event) => reportClientError('error', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) =>
    reportClientError('unhandledrejection', event.reason),
  );
}
