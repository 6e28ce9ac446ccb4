import { toSubmission } from '@maplebridge/crs';
import type { TFunction } from 'i18next';
import { CloudOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ApiError } from '#shared/api/api-error.ts';
import { useIsOnline } from '#shared/hooks/use-is-online.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage } from '#shared/lib/error-message.ts';
import { toastError, toastSuccess } from '#shared/ui/toast.ts';
import { isUnreachable } from './calculate-quiz.ts';
import { crsApi } from './crs.api.ts';
import { useCrsToolStore } from './crs-tool.store.ts';

// The result page's parts for a result worked out offline and a save that waits for the connection.
// They load with the `offline` texts only then (lazy-offline-result.ts).

/**
 * In place of the badge, on a result worked out offline: where the score comes from, that the recent
 * rounds come with the connection, and that a save asked for meanwhile waits for it too.
 */
export function OfflineResultNote({ isSavePending }: { isSavePending: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="offline-result"
      className="flex items-start gap-2 rounded-2xl bg-slate-100 p-4 text-sm text-slate-800"
    >
      <CloudOff aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
      <div className="space-y-1">
        <p className="font-semibold">{t('offline.result.title')}</p>
        <p>{t('offline.result.text')}</p>
        {isSavePending && <p data-testid="save-pending">{t('offline.result.savePending')}</p>}
      </div>
    </div>
  );
}

/** Says that the save asked for offline waits for the connection. */
export function toastSaveLater(t: TFunction) {
  toastSuccess(t('offline.result.saveLaterTitle'), t('offline.result.saveLaterText'));
}

/** The save that waited: the member's result kept, or why not in the reader's words. */
async function saveWaiting(t: TFunction) {
  const { answers, work, markSaved, setSavePending } = useCrsToolStore.getState();
  try {
    markSaved((await crsApi.save(toSubmission(answers), work)).data);
    toastSuccess(t('crs.toast.saved'), t('crs.toast.savedDescription'));
  } catch (error) {
    // The connection came back in name only: the next time it does, the save is tried again.
    if (isUnreachable(error)) return;
    setSavePending(false);
    toastError(
      t('crs.toast.saveFailed'),
      error instanceof ApiError && error.status === 401 ? t('crs.toast.loginToSave') : errorMessage(t, error),
    );
  }
}

/**
 * Once the connection is back, on the result page: the server's result for the same answers in place
 * of the offline one (the rounds come with it), then the save asked for offline. A request the
 * network still drops leaves it for the next time the browser comes online.
 */
export function OfflineResultSync() {
  const { t } = useTranslation();
  const isOnline = useIsOnline();
  const isOffline = useCrsToolStore((state) => state.isOffline);
  const isSavePending = useCrsToolStore((state) => state.isSavePending);
  // One pass at a time: the refreshed result changes `isOffline`, which must not start a second save.
  const isSyncing = useRef(false);

  useEffect(() => {
    if (!isOnline || isSyncing.current || !(isOffline || isSavePending)) return;
    isSyncing.current = true;
    const sync = async () => {
      const { answers, work, refreshResult } = useCrsToolStore.getState();
      if (useCrsToolStore.getState().isOffline)
        refreshResult((await crsApi.calculate(toSubmission(answers), work)).data);
      if (useCrsToolStore.getState().isSavePending) await saveWaiting(t);
    };
    // A recalculation that fails keeps the offline result, and its note; the save waits with it.
    void sync()
      .catch(() => {})
      .finally(() => {
        isSyncing.current = false;
      });
  }, [isOnline, isOffline, isSavePending, t]);
  return null;
}
