import { ImageOff, LoaderCircle, Upload, X } from 'lucide-react';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { Button } from '#shared/ui/button.tsx';
import { TextField } from '#shared/ui/text-field.tsx';
import { IMAGE_ACCEPT, useImageUpload } from './use-image-upload.ts';

interface ImageUploadFieldProps<Values extends FieldValues> {
  label: string;
  /** The form's field that holds the image's address. */
  control: Control<Values>;
  name: FieldPathByValue<Values, string>;
  testId: string;
}

/** An image by its address, typed or uploaded (then the upload's address fills the field), with a thumbnail. */
export function ImageUploadField<Values extends FieldValues>({
  label,
  control,
  name,
  testId,
}: ImageUploadFieldProps<Values>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const { value, onChange, onBlur } = field;
  const error = fieldState.error?.message;
  const { upload, isUploading } = useImageUpload();
  const handleFile = async (file: File | undefined) => {
    if (!file) return;
    const url = await upload(file);
    if (url) onChange(url);
  };
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start" data-testid={testId}>
      <div className="flex h-24 w-40 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200">
        {value ? (
          <img
            src={value}
            alt={t('admin-content.upload.thumbnailAlt')}
            className="h-full w-full object-cover"
          />
        ) : (
          <ImageOff aria-hidden="true" className="h-8 w-8 text-slate-400" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <TextField
          label={label}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          error={error}
          inputMode="url"
          data-testid={`${testId}-url`}
        />
        <p className="text-xs text-slate-500">{t('admin-content.upload.hint')}</p>
        <div className="flex flex-wrap gap-2">
          <label className="inline-flex cursor-pointer items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold text-brand-700 ring-1 ring-brand-600 focus-within:ring-2 focus-within:ring-brand-700 hover:bg-brand-50">
            {isUploading ? (
              <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
            ) : (
              <Upload aria-hidden="true" className="h-4 w-4" />
            )}
            {t(isUploading ? 'admin-content.upload.uploading' : 'admin-content.upload.choose')}
            <input
              type="file"
              accept={IMAGE_ACCEPT}
              className="sr-only"
              disabled={isUploading}
              data-testid={`${testId}-file`}
              onChange={(event) => {
                void handleFile(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
          {value && (
            <Button variant="secondary" size="sm" onClick={() => onChange('')}>
              <X aria-hidden="true" className="h-4 w-4" />
              {t('admin-content.upload.remove')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
