import { zodResolver } from '@hookform/resolvers/zod';
import {
  CRS_RESULT_NAME_MAX,
  RenameCrsResultRequestSchema,
  type SavedCrsResult,
} from '@maplebridge/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { fieldErrorsOf } from '#shared/lib/error-message.ts';
import { Button } from '#shared/ui/button.tsx';
import { Dialog, DialogActions } from '#shared/ui/dialog.tsx';
import { FormTextField } from '#shared/ui/form-fields.tsx';
import { toastFailure, toastSuccess } from '#shared/ui/toast.ts';
import { useRenameResult } from './crs.queries.ts';

/** Names a saved result ("Nếu có thêm IELTS 8"); an empty name leaves the date to name it. */
export function RenameResultDialog({
  saved,
  onClose,
}: {
  saved: Pick<SavedCrsResult, 'id' | 'name'>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const rename = useRenameResult();
  const form = useForm({
    resolver: zodResolver(RenameCrsResultRequestSchema),
    defaultValues: { name: saved.name ?? '' },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await rename.mutateAsync({ id: saved.id, name: name || null });
      toastSuccess(t('results.keep.renamed'));
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.length === 0) return toastFailure(t, t('results.keep.renameFailed'), error);
      for (const field of fields) form.setError('name', { message: field.message });
    }
  });

  return (
    <Dialog
      title={t('results.keep.renameTitle')}
      onClose={onClose}
      isDismissable={!isSubmitting}
      testId="rename-dialog"
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          // The dialog is in a portal: its submit must not reach a form of the page behind it.
          event.stopPropagation();
          void submit(event);
        }}
      >
        <fieldset disabled={isSubmitting} className="contents">
          <FormTextField
            form={form}
            name="name"
            label={t('results.keep.nameLabel')}
            hint={t('results.keep.nameHint')}
            maxLength={CRS_RESULT_NAME_MAX}
            autoComplete="off"
            data-autofocus
            data-testid="result-name"
          />
        </fieldset>
        <DialogActions onCancel={onClose}>
          <Button type="submit" isPending={isSubmitting} data-testid="rename-save">
            {t('results.keep.renameSave')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
