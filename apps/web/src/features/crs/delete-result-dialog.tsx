import type { SavedCrsResult } from '@maplebridge/contracts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatNumber } from '#shared/lib/format-number.ts';
import { ConfirmDialog } from '#shared/ui/confirm-dialog.tsx';
import { toastSuccess } from '#shared/ui/toast.ts';
import { useDeleteResult } from './crs.queries.ts';

/** "Delete this result?": names the result and its score; its shared link goes with it. */
export function DeleteResultDialog({
  saved,
  title,
  score,
  onDeleted,
  onClose,
}: {
  saved: Pick<SavedCrsResult, 'id'>;
  /** How the result is called where it was listed (its name or date). */
  title: string;
  score: number;
  onDeleted?(): void;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteResult();
  return (
    <ConfirmDialog
      title={t('results.keep.deleteTitle')}
      confirmLabel={t('results.keep.deleteConfirm')}
      isDestructive
      testId="delete-result"
      onConfirm={async () => {
        await remove.mutateAsync(saved.id);
        toastSuccess(t('results.keep.deleted'));
        onDeleted?.();
      }}
      onClose={onClose}
    >
      {t('results.keep.deleteMessage', { name: title, score: formatNumber(score, i18n.language) })}
    </ConfirmDialog>
  );
}
