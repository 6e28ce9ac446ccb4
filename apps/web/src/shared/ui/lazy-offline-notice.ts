import { lazy } from 'react';
import { withLocalePart } from '#shared/i18n/i18n.ts';

/**
 * The offline notice (offline-notice.tsx) and the `offline` texts arrive only when a page shows it,
 * which is offline, from the service worker's precache: pages online never load them. Render it
 * inside `<Suspense>`.
 */
export const LazyOfflineNotice = lazy(async () => ({
  default: (await withLocalePart('offline', import('./offline-notice.tsx'))).OfflineNotice,
}));
