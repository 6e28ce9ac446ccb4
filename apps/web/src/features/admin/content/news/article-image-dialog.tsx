import type { Editor } from '@tiptap/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { Button } from '#shared/ui/button.tsx';
import { Dialog, DialogActions } from '#shared/ui/dialog.tsx';
import { FileField } from '#shared/ui/file-field.tsx';
import { TextField } from '#shared/ui/text-field.tsx';
import { IMAGE_ACCEPT, useImageUpload } from '../use-image-upload.ts';

/** Uploads an image and puts it in the body where the cursor is, with its text alternative. */
export function ArticleImageDialog({
  editor,
  onClose,
  onDone,
}: {
  editor: Editor | null;
  onClose(): void;
  /** The image is in: the editor takes the focus back. */
  onDone(): void;
}) {
  const { t } = useTranslation();
  const { upload, isUploading } = useImageUpload();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string>();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (!file) return setError('admin-content.editor.image.fileRequired');
    const src = await upload(file);
    if (!src || !editor) return;
    editor.chain().focus().setImage({ src, alt: alt.trim() }).run();
    onDone();
  };

  return (
    <Dialog title={t('admin-content.editor.image.title')} onClose={onClose} testId="image-dialog">
      <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
        <fieldset disabled={isUploading} className="flex flex-col gap-4">
          <FileField
            label={t('admin-content.editor.image.file')}
            hint={t('admin-content.upload.hint')}
            accept={IMAGE_ACCEPT}
            error={error && t(error)}
            data-testid="image-file"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(undefined);
            }}
          />
          <TextField
            label={t('admin-content.editor.image.alt')}
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            maxLength={300}
            data-testid="image-alt"
          />
          <p className="-mt-2 text-xs text-slate-500">{t('admin-content.editor.image.altHint')}</p>
        </fieldset>
        <DialogActions onCancel={onClose} cancelLabel={t('admin-content.common.cancel')}>
          <Button type="submit" isPending={isUploading} data-testid="image-insert">
            {t('admin-content.editor.image.insert')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
