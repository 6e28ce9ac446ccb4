import type { Editor } from '@tiptap/react';
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { Dialog } from '#shared/ui/dialog.tsx';
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
  const fileId = useId();

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
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fileId} className="text-sm font-medium text-slate-800">
              {t('admin-content.editor.image.file')}
            </label>
            <input
              id={fileId}
              type="file"
              accept={IMAGE_ACCEPT}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fileId}-error` : undefined}
              data-testid="image-file"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setError(undefined);
              }}
              className="text-sm text-slate-700 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800"
            />
            <p className="text-xs text-slate-500">{t('admin-content.upload.hint')}</p>
            {error && (
              <p id={`${fileId}-error`} role="alert" className="text-sm text-red-700">
                {t(error)}
              </p>
            )}
          </div>
          <TextField
            label={t('admin-content.editor.image.alt')}
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            maxLength={300}
            data-testid="image-alt"
          />
          <p className="-mt-2 text-xs text-slate-500">{t('admin-content.editor.image.altHint')}</p>
        </fieldset>
        <div className="flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={onClose}
            className="rounded-full px-5 py-2 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100"
          >
            {t('admin-content.common.cancel')}
          </button>
          <button
            type="submit"
            disabled={isUploading}
            aria-busy={isUploading}
            data-testid="image-insert"
            className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
          >
            {isUploading && <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />}
            {t('admin-content.editor.image.insert')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
