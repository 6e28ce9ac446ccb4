import { useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage } from '#shared/lib/error-message.ts';
import { toast } from '#shared/lib/toast.ts';
import { contentApi } from './content.api.ts';

/** What the image service accepts (images.routes.ts): PNG, JPEG or WebP, 5 MB at most. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Why this file cannot be uploaded, as a translation code, or null when it can. */
export function imageFileProblem(file: File): string | null {
  if (!IMAGE_ACCEPT.split(',').includes(file.type)) return 'errors.images.unsupportedType';
  if (file.size > MAX_UPLOAD_BYTES) return 'admin-content.upload.tooLarge';
  return null;
}

/** Uploads one image; answers its URL, or null after telling the user what went wrong. */
export function useImageUpload() {
  const { t } = useTranslation();
  const [isUploading, setUploading] = useState(false);
  const upload = async (file: File): Promise<string | null> => {
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(t('admin-content.upload.failed'), { description: t(problem) });
      return null;
    }
    setUploading(true);
    try {
      return (await contentApi.uploadImage(file)).downloadUrl;
    } catch (error) {
      toast.error(t('admin-content.upload.failed'), { description: errorMessage(t, error) });
      return null;
    } finally {
      setUploading(false);
    }
  };
  return { upload, isUploading };
}
