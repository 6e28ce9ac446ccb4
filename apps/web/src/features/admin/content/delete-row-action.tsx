import { Trash2 } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { RowAction } from '#shared/ui/row-actions.tsx';

interface DeleteRowActionProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'title' | 'children'> {
  /** What it deletes ("Xoá “Tiêu đề”"): its accessible name. */
  label: string;
}

/** A row's Delete button: the bin in red, "Delete" on hover, named for the row it deletes. */
export function DeleteRowAction(props: DeleteRowActionProps) {
  const { t } = useTranslation();
  return <RowAction {...props} icon={Trash2} tone="danger" title={t('admin-content.common.delete')} />;
}
