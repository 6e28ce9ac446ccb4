import type { SavedCrsResult } from '@maplebridge/contracts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatDateTime } from '#shared/lib/format-date.ts';

/**
 * How a saved result is called wherever it is listed: the member's name for it, else when it was
 * saved ("Kết quả lúc 14:05 20/11/2026": with the time, as two tests of a day are told apart); never its id.
 */
export function useResultTitle() {
  const { t, i18n } = useTranslation();
  return (saved: Pick<SavedCrsResult, 'name' | 'submissionDate'>) =>
    saved.name ?? t('results.keep.untitled', { time: formatDateTime(saved.submissionDate, i18n.language) });
}
