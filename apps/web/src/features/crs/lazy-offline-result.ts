import type { TFunction } from 'i18next';
import { lazy } from 'react';
import { withLocalePart } from '#shared/i18n/i18n.ts';

/**
 * The result page's offline parts (offline-result.tsx) and the `offline` texts, loaded only for a
 * result worked out offline or a save waiting for the connection: from the service worker's precache
 * then, never with the page online.
 */
const loadOfflineResult = () => withLocalePart('offline', import('./offline-result.tsx'));

export const LazyOfflineResultNote = lazy(async () => ({
  default: (await loadOfflineResult()).OfflineResultNote,
}));

export const LazyOfflineResultSync = lazy(async () => ({
  default: (await loadOfflineResult()).OfflineResultSync,
}));

export const toastSaveLater = (t: TFunction) =>
  void loadOfflineResult().then((offline) => offline.toastSaveLater(t));
