import { useEffect } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage } from '#shared/lib/error-message.ts';
import { toast } from '#shared/lib/toast.ts';

/** Shows a load error once as a toast: a title, and what went wrong in the reader's language. */
export function useErrorToast(error: unknown, titleKey: string) {
  const { t } = useTranslation();
  useEffect(() => {
    if (error) toast.error(t(titleKey), { description: errorMessage(t, error) });
  }, [error, titleKey, t]);
}
