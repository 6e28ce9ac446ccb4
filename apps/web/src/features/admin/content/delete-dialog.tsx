import type { ComponentProps } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { ConfirmDialog } from '#shared/ui/confirm-dialog.tsx';

type DeleteDialogProps = Pick<
  ComponentProps<typeof ConfirmDialog>,
  'title' | 'children' | 'onConfirm' | 'onClose'
>;

/** "Delete this?" of an article, a slide or a tag: Cancel, then Delete in red, in the console's words. */
export function DeleteDialog({ title, children, onConfirm, onClose }: DeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={t('admin-content.common.delete')}
      cancelLabel={t('admin-content.common.cancel')}
      isDestructive
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {children}
    </ConfirmDialog>
  );
}
